import { DeepDiveEditor } from "../../features/admin/DeepDiveEditor";
import type { Route } from "./+types/update-deep-dive";

export const meta: Route.MetaFunction = () => [{ title: "Update Deep Dive | MATV admin" }, { name: "robots", content: "noindex" }];

export default function UpdateDeepDive() {
  return <DeepDiveEditor />;
}
