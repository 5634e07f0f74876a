import { data } from "react-router";
import { LoginScreen } from "../features/admin/LoginForm";
import type { Route } from "./+types/not-found";

/** Any unknown path shows the login screen (spec 001 §2), answered as 404 and kept out of search. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | MATV" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <LoginScreen />;
}
