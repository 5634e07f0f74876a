import { DEFAULT_AUTHOR_NAME, FALLBACK_IMAGE, isObjectId, previewDescription, SITE, sectionByPageName, socialImage } from "@matv/shared";
import { BlogArticle } from "../features/blogs/BlogArticle";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import { notFound } from "../lib/loaderResponses";
import type { Route } from "./+types/blog";

/** `/blog/{id}`: one published blog post (spec 001 §2 "Other category pages"). */
const BLOG_NOT_FOUND = "Blog post not found";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isObjectId(params.id)) notFound(BLOG_NOT_FOUND);
  const blog = await context.site.blogs.getPublished(params.id.toLowerCase());
  if (!blog) notFound(BLOG_NOT_FOUND);
  const section = blog.pages.map((p) => sectionByPageName(p)).find(Boolean) ?? null;
  return { blog, section, url: `${context.origin}/blog/${blog._id}`, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Blog post not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { blog, url, origin } = d;
  const image = new URL(socialImage(blog.imageUrl, FALLBACK_IMAGE), origin).toString();
  const description = previewDescription(blog.summary, blog.content);
  const crumbs = [
    { name: "Home", item: `${origin}/` },
    ...(d.section ? [{ name: d.section.navLabel, item: `${origin}${d.section.path}` }] : []),
    { name: blog.title, item: url },
  ];
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
        publisher: publisherJsonLd(origin),
      },
      { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, ...c })) },
    ],
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle blog={loaderData.blog} backTo={loaderData.section?.path ?? "/"} />;
}
