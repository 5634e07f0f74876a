import { StoryList } from "../../features/desk/StoryList";
import type { Route } from "./+types/stories";

export const meta: Route.MetaFunction = () => [{ title: "Stories | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Stories() {
  return <StoryList />;
}
