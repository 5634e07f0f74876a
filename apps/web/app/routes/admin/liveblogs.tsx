import { LiveBlogList } from "../../features/liveblog/LiveBlogList";
import type { Route } from "./+types/liveblogs";

export const meta: Route.MetaFunction = () => [{ title: "Live blogs | MATV admin" }, { name: "robots", content: "noindex" }];

export default function LiveBlogs() {
  return <LiveBlogList />;
}
