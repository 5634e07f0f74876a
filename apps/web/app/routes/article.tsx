import { ARTICLE_SLUG_ERRORS, articlePath, extractArticleId, previewDescription, SITE, socialImage, FALLBACK_IMAGE, authorPath } from "@matv/shared";
import { redirect, useRouteError } from "react-router";
import { ARTICLE_LOAD_FAILED, ArticleNotFound } from "../features/article/ArticleNotFound";
import { ArticleView } from "../features/article/ArticleView";
import { loaderErrorMessage, notFound, unavailable } from "../lib/loaderResponses";
import { storyEditionLinks } from "../i18n/storyEditionLinks";
import { metaTranslator } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import type { Route } from "./+types/article";

/**
 * The article page is read, not used: it ships no React runtime (ADR 019). Share and the header's More
 * toggle work through the islands script; links are plain page loads.
 */
export const handle: RouteHandle = { render: "static" };

/** What the page draws besides the shell (static: used on the server only, never sent). */
const ARTICLE_TEXTS = ["article", "share"];

/** /articles/{title-slug}-{24-hex id} (spec 001 §2 "Article page"). */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { t } = loaderTranslator(url);
  const parsed = extractArticleId(params.slug);
  if (!parsed.ok) notFound(t(parsed.error === ARTICLE_SLUG_ERRORS.missing ? "article.noSlug" : "article.noObjectId"));
  let page;
  try {
    page = await context.site.articles.getArticlePage(parsed.id);
  } catch (error) {
    context.log.error({ err: error, articleId: parsed.id }, "article page: read failed");
    unavailable(t("article.loadFailed"));
  }
  if (!page) notFound(t("article.notFound"));

  // One address per story: its slug, in the edition of its language (ADR 077); any other form moves there.
  const canonical = articlePath(page.article);
  if (safeDecode(url.pathname) !== decodeURIComponent(canonical)) {
    throw redirect(`${canonical}${url.search}`, 301);
  }
  return {
    ...page,
    url: `${context.origin}${canonical}`,
    origin: context.origin,
    editionLinks: storyEditionLinks(page.article, canonical),
    texts: pageTexts(url, ARTICLE_TEXTS),
  };
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) {
    return [{ title: `${metaTranslator(matches).t("article.notFoundTitle")} | ${SITE.name}` }, { name: "robots", content: "noindex" }];
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
