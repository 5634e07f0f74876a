import { authorPath, DEFAULT_AUTHOR_NAME, FALLBACK_IMAGE, formatDate, previewDescription, SITE, socialImage } from "@matv/shared";
import { useNavigation } from "react-router";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { ARTICLE_NOT_FOUND } from "../features/article/ArticleNotFound";
import { BackButton } from "../features/sections/BackButton";
import { ShareBar } from "../features/sections/ShareBar";
import { sectionFromUrl } from "../features/sections/sectionRoute";
import { postingPageMeta } from "../lib/seo";
import { notFound } from "../lib/loaderResponses";
import type { RouteHandle } from "../lib/renderMode";
import { storyEditionLinks } from "../i18n/storyEditionLinks";
import { pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/section-detail";

export const RECENTLY = "Recently";

/** What the page draws besides the shell: the share links' labels. */
const SECTION_ARTICLE_TEXTS = ["share"];

/** Its server HTML works as plain links and text: the live player may show it in place (ADR 063). */
export const handle: RouteHandle = { follow: "in-place" };

/** `/{section}/{id}`: one article of a section, by stored slug or record id (spec 001 §2). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const section = sectionFromUrl(url);
  if (!section) notFound();
  const article = await context.site.sitePages.getSectionArticle(section.pageName, params.id);
  if (!article) notFound(ARTICLE_NOT_FOUND);
  const canonical = `${context.origin}${section.path}/${encodeURIComponent(article.detailId)}`;
  // The switch leads to the story's translation (its article page) or the section; no hreflang from these
  // section addresses: the story's own article page carries the reciprocal pairs (ADR 077).
  const links = storyEditionLinks(article, url.pathname);
  const editionLinks = Object.fromEntries(Object.entries(links).map(([code, link]) => [code, { ...link, exact: false }]));
  return { section, article, url: canonical, origin: context.origin, editionLinks, texts: pageTexts(url, SECTION_ARTICLE_TEXTS) };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Article not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { article, section, url, origin } = d;
  const image = new URL(socialImage(article.imageUrl, FALLBACK_IMAGE), origin).toString();
  const description = previewDescription(article.summary, article.content);
  const authorName = article.author || DEFAULT_AUTHOR_NAME;
  return [
    ...postingPageMeta({
      type: "NewsArticle",
      title: article.title,
      description,
      url,
      image,
      origin,
      posting: {
        datePublished: article.publishedAt ?? undefined,
        dateModified: article.updatedAt,
        articleSection: article.category || section.defaultCategory,
        author: { "@type": "Person", name: authorName, url: new URL(authorPath(authorName), origin).toString() },
      },
      trail: [
        { name: section.navLabel, item: `${origin}${section.path}` },
        { name: article.title, item: url },
      ],
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category || section.defaultCategory },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${SITE.fullName}: ${section.navLabel}`, href: `${section.path}/rss.xml` },
  ];
};

export default function SectionDetailPage({ loaderData }: Route.ComponentProps) {
  const { section, article, url } = loaderData;
  const navigation = useNavigation();
  const authorName = article.author || DEFAULT_AUTHOR_NAME;
  return (
    <article className="mx-auto max-w-3xl">
      <BackButton fallback={section.path} />
      {navigation.state === "loading" && (
        <p role="status" className="mt-4 text-gray-700">
          Loading...
        </p>
      )}
      <h1 className="mt-6 text-3xl font-extrabold leading-tight sm:text-4xl">{article.title}</h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-700">
        <div className="flex gap-1">
          <dt className="font-semibold">By</dt>
          <dd>
            <a href={authorPath(authorName)} target="_blank" rel="noopener" className="font-semibold text-brand underline">
              {authorName}
            </a>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Date</dt>
          <dd>{article.publishedAt ? <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> : RECENTLY}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Category</dt>
          <dd className="font-bold uppercase tracking-wide text-brand" data-testid="article-category">
            {article.category || section.defaultCategory}
          </dd>
        </div>
      </dl>
      <div className="mt-4 border-y border-gray-200 py-3">
        <ShareBar url={url} title={article.title} articleId={article._id} />
      </div>
      <ResponsiveImage src={article.imageUrl} alt="" sizes="(min-width: 768px) 48rem, 100vw" priority className="mt-6 aspect-video w-full rounded-lg" />
      {/* Sanitised on the server when saved and again when read (services/articleMapper). */}
      <div className="prose-article mt-6 text-lg" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
