import { StoryList } from "../../features/desk/StoryList";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () => [{ title: "Blog posts | MATV admin" }, { name: "robots", content: "noindex" }];

/** The blog desk's list: the stories desk's list over blog posts (ADR 060). */
export default function Blogs() {
  return <StoryList kind="blog" />;
}
