import { StoryAnalyticsPanel } from "../../features/analytics/StoryAnalyticsPanel";
import { LiveBlogEditor } from "../../features/liveblog/LiveBlogEditor";
import type { Route } from "./+types/liveblogs.edit";

export const meta: Route.MetaFunction = () => [{ title: "Live blog | MATV admin" }, { name: "robots", content: "noindex" }];

export default function LiveBlogEdit({ params }: Route.ComponentProps) {
  return (
    <>
      <LiveBlogEditor key={params.id} blogId={params.id} />
      <StoryAnalyticsPanel key={`readers-${params.id}`} storyId={params.id} />
    </>
  );
}
