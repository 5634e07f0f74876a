import { editionByCode, editionPath, FALLBACK_IMAGE, type PageCacheRule, SITE, socialImage } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import { ArticleCard } from "../components/ArticleCard";
import { BlogList } from "../features/blogs/BlogList";
import { Pagination } from "../features/sections/Pagination";
import { sectionFromUrl, SECTION_PAGE_SIZE } from "../features/sections/sectionRoute";
import type { RouteHandle } from "../lib/renderMode";
import { breadcrumbJsonLd, pageMeta } from "../lib/seo";
import { notFound } from "../lib/loaderResponses";
import type { Route } from "./+types/section";

/**
 * A listing is read, not used: cards, pagination and blog links are plain links, so it ships no React
 * runtime (ADR 019, ADR 021); the header's More toggle works through the islands script.
 */
export const handle: RouteHandle & PageCacheRule = { render: "static", cacheParams: ["page"] };

/** What a listing draws besides the shell (static: server only). */
const LISTING_TEXTS = ["listing", "blog", "section"];

/** One listing page for all 15 sections; which one comes from the URL and the registry (spec 001 §2). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const section = sectionFromUrl(url);
  if (!section) notFound();
  const pageParam = url.searchParams.get("page");
  const page = pageParam && /^\d{1,4}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const texts = pageTexts(url, LISTING_TEXTS);
  const [list, blogs] = await Promise.all([
    context.site.sitePages.listSection(section.pageName, { page, pageSize: SECTION_PAGE_SIZE, language: texts.edition }),
    page === 1
      ? context.site.blogs.listPublished({ pageName: section.pageName, limit: 6 }).catch((error: unknown) => {
          // A failed blog list is logged and shows the empty message (spec 000 §8).
          context.log.error({ err: error, pageName: section.pageName }, "section page: blog list failed");
          return [];
        })
      : Promise.resolve([]),
  ]);
  if (page > list.totalPages) notFound();
  const edition = editionByCode(texts.edition);
  const canonical = `${context.origin}${editionPath(edition, section.path)}${page > 1 ? `?page=${page}` : ""}`;
  const { t } = loaderTranslator(url);
  const name = t(`section.${section.key}.name`);
  const seo = { name, description: t(`section.${section.key}.description`), title: page > 1 ? t("listing.pageTitle", { section: name, page }) : name };
  return { section, list, blogs, url: canonical, origin: context.origin, texts, seo, prefix: edition.prefix };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const image = new URL(socialImage(d.list.articles[0]?.imageUrl, FALLBACK_IMAGE), d.origin).toString();
  const path = `${d.prefix}${d.section.path}`;
  return [
    ...pageMeta({
      title: d.seo.title,
      description: d.seo.description,
      url: d.url,
      image,
      jsonLd: breadcrumbJsonLd(d.origin, [{ name: d.seo.name, item: `${d.origin}${path}` }]),
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${SITE.fullName}: ${d.seo.name}`, href: `${path}/rss.xml` },
  ];
};

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { section, list, blogs } = loaderData;
  const t = useT();
  const edition = useEdition();
  const name = t(`section.${section.key}.name`);
  const [first, ...rest] = list.articles;
  // A story's detail page is in the edition of its language (an English story filling a Hindi section).
  const detail = (article: { detailId: string; language?: string }) =>
    editionPath(editionByCode(article.language), `${section.path}/${encodeURIComponent(article.detailId)}`);
  return (
    <>
      <section aria-labelledby="section-title">
        <h1 id="section-title" className="mb-6 text-3xl font-extrabold">
          {name}
        </h1>
        {!first ? (
          <p className="text-gray-700">{t(`section.${section.key}.empty`)}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("listing.stories", { section: name })}>
            <li className="sm:col-span-2 lg:col-span-3">
              <ArticleCard article={first} to={detail(first)} layout="wide" headingLevel="h2" priority />
            </li>
            {rest.map((article) => (
              <li key={article._id} className="grid">
                <ArticleCard article={article} to={detail(article)} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} basePath={editionPath(edition, section.path)} label={t("listing.pages", { section: name })} />
      </section>
      {list.page === 1 && <BlogList blogs={blogs} headingId="blog-posts-title" />}
    </>
  );
}
