import { AuthorsDesk } from "../../features/authors-desk/AuthorsDesk";
import type { Route } from "./+types/authors";

export const meta: Route.MetaFunction = () => [{ title: "Authors | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Authors() {
  return <AuthorsDesk />;
}
