import { MatvEditor } from "../../features/admin/MatvEditor";
import type { Route } from "./+types/update-matv";

export const meta: Route.MetaFunction = () => [{ title: "Update MATV | MATV admin" }, { name: "robots", content: "noindex" }];

export default function UpdateMatv() {
  return <MatvEditor />;
}
