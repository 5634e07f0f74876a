import { StoryEditor } from "../../features/desk/StoryEditor";
import type { Route } from "./+types/stories.edit";

export const meta: Route.MetaFunction = () => [{ title: "Story | MATV admin" }, { name: "robots", content: "noindex" }];

/** /admin/stories/new (no id) and /admin/stories/:id: one editor; a new id remounts it. */
export default function StoryEdit({ params }: Route.ComponentProps) {
  const id = "id" in params ? (params.id as string | undefined) : undefined;
  return <StoryEditor key={id ?? "new"} storyId={id} />;
}
