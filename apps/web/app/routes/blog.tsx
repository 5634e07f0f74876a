import { DEFAULT_AUTHOR_NAME, FALLBACK_IMAGE, formatDate, isObjectId, previewDescription, SITE, sectionByPageName, socialImage } from "@matv/shared";
import { data } from "react-router";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { BackButton } from "../features/sections/BackButton";
import { UNKNOWN_DATE } from "../features/blogs/BlogList";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

/** Shown instead of the image when a post has none (spec 001 §2). */
export const NO_BLOG_IMAGE = "cant fetch img";

/** `/blog/{id}`: one published blog post (spec 001 §2 "Other category pages"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isObjectId(params.id)) throw data(null, { status: 404, statusText: "Blog post not found" });
  const blog = await context.services.blogs.getPublished(params.id.toLowerCase());
  if (!blog) throw data(null, { status: 404, statusText: "Blog post not found" });
  const section = blog.pages.map((p) => sectionByPageName(p)).find(Boolean) ?? null;
  return { blog, section, url: `${context.origin}/blog/${blog._id}`, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Blog post not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { blog, url, origin } = d;
  const image = new URL(socialImage(blog.imageUrl, FALLBACK_IMAGE), origin).toString();
  const description = previewDescription(blog.summary, blog.content);
  const crumbs = [{ name: "Home", item: `${origin}/` }, ...(d.section ? [{ name: d.section.navLabel, item: `${origin}${d.section.path}` }] : []), { name: blog.title, item: url }];
  return pageMeta({
    title: blog.title,
    description,
    url,
    image,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: blog.title,
        description,
        image: [image],
        datePublished: blog.publishDate ?? undefined,
        mainEntityOfPage: url,
        author: { "@type": "Person", name: blog.author || DEFAULT_AUTHOR_NAME },
        publisher: { "@type": "NewsMediaOrganization", name: SITE.fullName, logo: { "@type": "ImageObject", url: `${origin}/logo.jpg` } },
      },
      { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, ...c })) },
    ],
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blog, section } = loaderData;
  return (
    <article className="mx-auto max-w-3xl">
      <BackButton fallback={section?.path ?? "/"} />
      <h1 className="mt-6 text-3xl font-extrabold leading-tight sm:text-4xl">{blog.title}</h1>
      <p className="mt-3 text-sm text-gray-700">
        By <span className="font-semibold">{blog.author || DEFAULT_AUTHOR_NAME}</span>
        {" · "}
        {blog.publishDate ? <time dateTime={blog.publishDate}>{formatDate(blog.publishDate)}</time> : UNKNOWN_DATE}
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
