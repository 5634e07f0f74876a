import { type BlogWire, DEFAULT_AUTHOR_NAME, formatEditionDate } from "@matv/shared";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { BackButton } from "../sections/BackButton";
import { useEdition, useT } from "../../i18n/texts";

/** Shown instead of the image when a post has none (spec 001 §2). */
export const NO_BLOG_IMAGE = "cant fetch img";

/** One blog post: title, author, date or 'Unknown Date', image or 'cant fetch img', HTML content (spec 001 §2). */
export function BlogArticle({ blog, backTo }: { blog: BlogWire; backTo: string }) {
  const t = useT();
  const edition = useEdition();
  return (
    <article className="mx-auto max-w-3xl">
      <BackButton fallback={backTo} />
      <h1 className="mt-6 text-3xl font-extrabold leading-tight sm:text-4xl">{blog.title}</h1>
      <p className="mt-3 text-sm text-gray-700">
        {t("article.by")} <span className="font-semibold">{blog.author || DEFAULT_AUTHOR_NAME}</span>
        {" · "}
        {blog.publishDate ? <time dateTime={blog.publishDate}>{formatEditionDate(edition, blog.publishDate)}</time> : t("common.unknownDate")}
      </p>
      {blog.imageUrl ? (
        <ResponsiveImage src={blog.imageUrl} alt="" sizes="(min-width: 768px) 48rem, 100vw" priority className="mt-6 aspect-video w-full rounded-lg" />
      ) : (
        <p className="mt-6 rounded-lg bg-gray-100 p-8 text-center text-gray-700">{NO_BLOG_IMAGE}</p>
      )}
      {/* Sanitised when saved and again when read (services/blogs). */}
      <div className="prose-article mt-6 text-lg" dangerouslySetInnerHTML={{ __html: blog.content }} />
    </article>
  );
}
