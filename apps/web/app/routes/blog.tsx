import { DEFAULT_AUTHOR_NAME, FALLBACK_IMAGE, isObjectId, previewDescription, SITE, sectionByPageName, socialImage } from "@matv/shared";
import { BlogArticle } from "../features/blogs/BlogArticle";
import { postingPageMeta } from "../lib/seo";
import { notFound } from "../lib/loaderResponses";
import { pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/blog";

/** `/blog/{id}`: one published blog post (spec 001 §2 "Other category pages"). */
const BLOG_NOT_FOUND = "Blog post not found";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isObjectId(params.id)) notFound(BLOG_NOT_FOUND);
  const blog = await context.site.blogs.getPublished(params.id.toLowerCase());
  if (!blog) notFound(BLOG_NOT_FOUND);
  const section = blog.pages.map((p) => sectionByPageName(p)).find(Boolean) ?? null;
  return { blog, section, url: `${context.origin}/blog/${blog._id}`, origin: context.origin, texts: pageTexts(url, ["article.by"]) };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Blog post not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { blog, url, origin } = d;
  const image = new URL(socialImage(blog.imageUrl, FALLBACK_IMAGE), origin).toString();
  const description = previewDescription(blog.summary, blog.content);
  return postingPageMeta({
    type: "BlogPosting",
    title: blog.title,
    description,
    url,
    image,
    origin,
    posting: { datePublished: blog.publishDate ?? undefined, author: { "@type": "Person", name: blog.author || DEFAULT_AUTHOR_NAME } },
    trail: [...(d.section ? [{ name: d.section.navLabel, item: `${origin}${d.section.path}` }] : []), { name: blog.title, item: url }],
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle blog={loaderData.blog} backTo={loaderData.section?.path ?? "/"} />;
}
