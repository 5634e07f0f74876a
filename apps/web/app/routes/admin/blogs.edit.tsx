import { StoryEditor } from "../../features/desk/StoryEditor";
import type { Route } from "./+types/blogs.edit";

export const meta: Route.MetaFunction = () => [{ title: "Blog post | MATV admin" }, { name: "robots", content: "noindex" }];

/** /admin/blogs/new and /admin/blogs/:id: the one story editor with a blog post's fields (ADR 060). */
export default function BlogEdit({ params }: Route.ComponentProps) {
  const id = "id" in params ? (params.id as string | undefined) : undefined;
  return <StoryEditor key={id ?? "new"} kind="blog" storyId={id} />;
}
