import { ShowsDesk } from "../../features/shows-desk/ShowsDesk";
import type { Route } from "./+types/shows";

export const meta: Route.MetaFunction = () => [{ title: "Shows | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Shows() {
  return <ShowsDesk />;
}
