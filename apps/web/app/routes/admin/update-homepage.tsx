import { HomepageEditor } from "../../features/admin/HomepageEditor";
import type { Route } from "./+types/update-homepage";

export const meta: Route.MetaFunction = () => [{ title: "Update Homepage | MATV admin" }, { name: "robots", content: "noindex" }];

export default function UpdateHomepage() {
  return <HomepageEditor />;
}
