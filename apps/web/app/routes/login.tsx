import { LoginScreen } from "../features/admin/LoginForm";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Admin Login | MATV" }, { name: "robots", content: "noindex" }];

export default function Login() {
  return <LoginScreen />;
}
