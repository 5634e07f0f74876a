import { liveBlogPath, type LiveBlogWire } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";
import { ResponsiveImage } from "../../components/ResponsiveImage";

/**
 * Live blogs placed on the home page: a card each, with a LIVE badge while coverage runs, linking to the blog.
 * The edition's own blogs come first (the loader's order); another edition's that fills in is marked with its
 * language and an "English" label, as story cards are (ADR 077).
 */
export function LiveBlogCards({ blogs }: { blogs: readonly LiveBlogWire[] }) {
  const t = useT();
  const edition = useEdition();
  if (!blogs.length) return null;
  return (
    <section aria-label={t("home.liveCoverage")} className="grid gap-4 sm:grid-cols-2">
      {blogs.map((blog) => (
        <a
          key={blog._id}
          href={liveBlogPath(blog)}
          lang={blog.language !== edition.code ? blog.language : undefined}
          className="flex gap-4 rounded-lg border border-gray-200 p-3 hover:bg-gray-50"
        >
          {blog.imageUrl && <ResponsiveImage src={blog.imageUrl} alt="" sizes="8rem" className="aspect-video w-32 shrink-0 rounded" />}
          <span>
            <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase text-white ${blog.status === "live" ? "bg-red-700" : "bg-gray-700"}`}>
              {blog.status === "live" ? t("home.liveBlogLive") : t("home.liveBlogEnded")}
            </span>
            {blog.language !== edition.code && (
              <span lang={edition.lang} className="ml-2 rounded bg-gray-100 px-1.5 text-xs font-bold text-gray-800">
                {t("shell.englishStory")}
              </span>
            )}
            <span className="mt-1 block text-lg font-bold leading-snug">{blog.title}</span>
            {blog.summary && <span className="mt-1 block text-sm text-gray-700">{blog.summary}</span>}
          </span>
        </a>
      ))}
    </section>
  );
}
