import { DEFAULT_AUTHOR_NAME, FALLBACK_IMAGE, isObjectId, previewDescription, SITE, sectionByPageName, socialImage } from "@matv/shared";
import { data } from "react-router";
import { BlogArticle } from "../features/blogs/BlogArticle";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

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
        publisher: { "@type": "NewsMediaOrganization", name: SITE.fullName, logo: { "@type": "ImageObject", url: `${origin}/logo.jpg` } },
      },
      { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, ...c })) },
    ],
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle blog={loaderData.blog} backTo={loaderData.section?.path ?? "/"} />;
}
