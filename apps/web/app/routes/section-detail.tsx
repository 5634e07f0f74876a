import { authorPath, DEFAULT_AUTHOR_NAME, editionByCode, FALLBACK_IMAGE, formatEditionDate, previewDescription, SITE, socialImage } from "@matv/shared";
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
import { useEdition, useT } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/section-detail";

/** What the page draws besides the shell (its Back, Loading..., 'Recently' and section names are the shell's): the share bar and the byline's labels. */
const SECTION_ARTICLE_TEXTS = ["share", "article.by", "article.date", "article.category"];

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
  // The section's default category, in the edition's words, for stories stored without their own.
  const texts = pageTexts(url, [...SECTION_ARTICLE_TEXTS, `section.${section.key}.category`]);
  return { section, article, url: canonical, origin: context.origin, editionLinks, texts };
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
        inLanguage: editionByCode(article.language).lang,
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
  const t = useT();
  const edition = useEdition();
  const authorName = article.author || DEFAULT_AUTHOR_NAME;
  // The chrome is in the page's edition; the story's own words (title, body) are in its language (ADR 077).
  const storyLang = editionByCode(article.language).lang;
  const ownCategory = Boolean(article.category) && article.category !== section.defaultCategory;
  const category = ownCategory ? article.category : t(`section.${section.key}.category`);
  return (
    <article className="mx-auto max-w-3xl">
      <BackButton fallback={section.path} />
      {navigation.state === "loading" && (
        <p role="status" className="mt-4 text-gray-700">
          {t("common.loading")}
        </p>
      )}
      <h1 lang={storyLang} className="mt-6 text-3xl font-extrabold leading-tight sm:text-4xl">
        {article.title}
      </h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-700">
        <div className="flex gap-1">
          <dt className="font-semibold">{t("article.by")}</dt>
          <dd>
            <a href={authorPath(authorName)} target="_blank" rel="noopener" className="font-semibold text-brand underline">
              {authorName}
            </a>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t("article.date")}</dt>
          <dd>{article.publishedAt ? <time dateTime={article.publishedAt}>{formatEditionDate(edition, article.publishedAt)}</time> : t("common.recently")}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t("article.category")}</dt>
          <dd className="font-bold uppercase tracking-wide text-brand" data-testid="article-category" lang={ownCategory ? storyLang : undefined}>
            {category}
          </dd>
        </div>
      </dl>
      <div className="mt-4 border-y border-gray-200 py-3">
        <ShareBar url={url} title={article.title} articleId={article._id} />
      </div>
      <ResponsiveImage src={article.imageUrl} alt="" sizes="(min-width: 768px) 48rem, 100vw" priority className="mt-6 aspect-video w-full rounded-lg" />
      {/* Sanitised on the server when saved and again when read (services/articleMapper). */}
      <div lang={storyLang} className="prose-article mt-6 text-lg" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
