import { liveBlogPath, type LiveBlogWire } from "@matv/shared";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { LIVE_BLOG_TEXTS } from "./liveBlogText";

/** Live blogs placed on the home page: a card each, with a LIVE badge while coverage runs, linking to the blog. */
export function LiveBlogCards({ blogs }: { blogs: readonly LiveBlogWire[] }) {
  if (!blogs.length) return null;
  return (
    <section aria-label="Live coverage" className="grid gap-4 sm:grid-cols-2">
      {blogs.map((blog) => (
        <a key={blog._id} href={liveBlogPath(blog)} className="flex gap-4 rounded-lg border border-gray-200 p-3 hover:bg-gray-50">
          {blog.imageUrl && <ResponsiveImage src={blog.imageUrl} alt="" sizes="8rem" className="aspect-video w-32 shrink-0 rounded" />}
          <span>
            <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase text-white ${blog.status === "live" ? "bg-red-700" : "bg-gray-700"}`}>
              {blog.status === "live" ? LIVE_BLOG_TEXTS.live : LIVE_BLOG_TEXTS.ended}
            </span>
            <span className="mt-1 block text-lg font-bold leading-snug">{blog.title}</span>
            {blog.summary && <span className="mt-1 block text-sm text-gray-700">{blog.summary}</span>}
          </span>
        </a>
      ))}
    </section>
  );
}
