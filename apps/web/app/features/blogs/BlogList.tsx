import { type BlogWire, editionPath, formatEditionDate } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ResponsiveImage";

/** The blog grid (spec 000 §2 "Blog list"): image, title, summary, 'By {author}', date, Read More. */
export function BlogList({ blogs, headingId, heading }: { blogs: BlogWire[]; headingId: string; heading?: string }) {
  const t = useT();
  const edition = useEdition();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-4 border-b-2 border-brand pb-2 text-2xl font-extrabold">
        {heading ?? t("blog.latestPosts")}
      </h2>
      {blogs.length === 0 ? (
        <p className="text-gray-700">{t("blog.none")}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((blog) => (
            <li key={blog._id} className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
              <ResponsiveImage src={blog.imageUrl} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-video w-full" />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg font-bold leading-snug">{blog.title}</h3>
                {blog.summary && <p className="line-clamp-3 text-sm text-gray-700">{blog.summary}</p>}
                <p className="text-xs text-gray-700">{t("common.byAuthor", { author: blog.author || t("common.staffReporter") })}</p>
                <p className="text-xs text-gray-700">{blog.publishDate ? formatEditionDate(edition, blog.publishDate) : t("common.unknownDate")}</p>
                {/* The visible text stays the spec's 'Read More'. The hidden ": {title}" makes the link's text
                    (innerText, which SEO checkers read) descriptive; aria-label pins the accessible name to the same
                    words, so screen readers and tests get exactly "Read More: {title}". */}
                <Link
                  to={editionPath(edition, `/blog/${blog._id}`)}
                  className="mt-auto inline-block self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
                  aria-label={t("common.readMoreAbout", { title: blog.title })}
                >
                  {t("common.readMore")}
                  <span className="sr-only">: {blog.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
