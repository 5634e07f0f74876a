import { WorldNewsEditor } from "../../features/admin/WorldNewsEditor";
import type { Route } from "./+types/update-world-news";

export const meta: Route.MetaFunction = () => [{ title: "Update World News | MATV admin" }, { name: "robots", content: "noindex" }];

export default function UpdateWorldNews() {
  return <WorldNewsEditor />;
}
