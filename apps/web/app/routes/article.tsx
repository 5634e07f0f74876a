import { buildArticleSlug, extractArticleId, previewDescription, SITE, socialImage, FALLBACK_IMAGE, authorPath } from "@matv/shared";
import { data, redirect } from "react-router";
import { ArticleNotFound } from "../features/article/ArticleNotFound";
import { ArticleView } from "../features/article/ArticleView";
import type { RouteHandle } from "../lib/islands";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/article";

/**
 * The article page is read, not used: it ships no React runtime (ADR 019). Share and the header's More
 * toggle work through the islands script; links are plain page loads.
 */
export const handle: RouteHandle = { hydrate: false };

export const ARTICLE_LOAD_FAILED = "Failed to load article";
export const ARTICLE_NOT_FOUND = "Article not found";

/** /articles/{title-slug}-{24-hex id} (spec 001 §2 "Article page"). */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const parsed = extractArticleId(params.slug);
  if (!parsed.ok) return data({ found: false as const, message: parsed.error }, { status: 404 });
  let page;
  try {
    page = await context.services.articles.getArticlePage(parsed.id);
  } catch (error) {
    console.error(error);
    return data({ found: false as const, message: ARTICLE_LOAD_FAILED }, { status: 503 });
  }
  if (!page) return data({ found: false as const, message: ARTICLE_NOT_FOUND }, { status: 404 });

  const canonicalSlug = buildArticleSlug(page.article.title, page.article._id);
  if (params.slug !== canonicalSlug) {
    throw redirect(`/articles/${canonicalSlug}${url.search}`, 301);
  }
  return { found: true as const, ...page, url: `${context.origin}/articles/${canonicalSlug}`, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData?.found) {
    return [{ title: `Article Not Found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  }
  const { article, author, url, origin } = loaderData;
  const image = new URL(socialImage(article.imageUrl, FALLBACK_IMAGE), origin).toString();
  const description = previewDescription(article.summary, article.content);
  return pageMeta({
    title: article.title,
    description,
    url,
    image,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description,
      image: [image],
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      mainEntityOfPage: url,
      articleSection: article.category ?? undefined,
      keywords: article.tags.join(", ") || undefined,
      author: {
        "@type": "Person",
        name: author?.name ?? article.author ?? "Staff Reporter",
        url: new URL(authorPath(author?.name ?? article.author), origin).toString(),
      },
      publisher: { "@type": "NewsMediaOrganization", name: SITE.fullName, logo: { "@type": "ImageObject", url: `${origin}/logo.jpg` } },
    },
  }).concat([
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.category ? [{ property: "article:section", content: article.category }] : []),
  ]);
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ArticleNotFound message={loaderData.message} />;
  return <ArticleView article={loaderData.article} author={loaderData.author} related={loaderData.related} url={loaderData.url} />;
}
