import { buildArticleSlug, extractArticleId, previewDescription, SITE, socialImage, FALLBACK_IMAGE, authorPath } from "@matv/shared";
import { redirect, useRouteError } from "react-router";
import { ARTICLE_LOAD_FAILED, ARTICLE_NOT_FOUND, ArticleNotFound } from "../features/article/ArticleNotFound";
import { ArticleView } from "../features/article/ArticleView";
import { loaderErrorMessage, notFound, unavailable } from "../lib/loaderResponses";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import type { Route } from "./+types/article";

/**
 * The article page is read, not used: it ships no React runtime (ADR 019). Share and the header's More
 * toggle work through the islands script; links are plain page loads.
 */
export const handle: RouteHandle = { render: "static" };

/** /articles/{title-slug}-{24-hex id} (spec 001 §2 "Article page"). */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const parsed = extractArticleId(params.slug);
  if (!parsed.ok) notFound(parsed.error);
  let page;
  try {
    page = await context.site.articles.getArticlePage(parsed.id);
  } catch (error) {
    context.log.error({ err: error, articleId: parsed.id }, "article page: read failed");
    unavailable(ARTICLE_LOAD_FAILED);
  }
  if (!page) notFound(ARTICLE_NOT_FOUND);

  const canonicalSlug = buildArticleSlug(page.article.title, page.article._id);
  if (params.slug !== canonicalSlug) {
    throw redirect(`/articles/${canonicalSlug}${url.search}`, 301);
  }
  return { ...page, url: `${context.origin}/articles/${canonicalSlug}`, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) {
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
      publisher: publisherJsonLd(origin),
    },
  }).concat([
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.category ? [{ property: "article:section", content: article.category }] : []),
  ]);
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} author={loaderData.author} related={loaderData.related} url={loaderData.url} />;
}

/** The 'Article Not Found' screen with the loader's message (a bad address, a missing article, or a failed read). */
export function ErrorBoundary() {
  return <ArticleNotFound message={loaderErrorMessage(useRouteError()) ?? ARTICLE_LOAD_FAILED} />;
}
