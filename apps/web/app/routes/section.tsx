import { FALLBACK_IMAGE, type PageCacheRule, SITE, socialImage } from "@matv/shared";
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

/** One listing page for all 15 sections; which one comes from the URL and the registry (spec 001 §2). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const section = sectionFromUrl(url);
  if (!section) notFound();
  const pageParam = url.searchParams.get("page");
  const page = pageParam && /^\d{1,4}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const [list, blogs] = await Promise.all([
    context.site.sitePages.listSection(section.pageName, { page, pageSize: SECTION_PAGE_SIZE }),
    page === 1
      ? context.site.blogs.listPublished({ pageName: section.pageName, limit: 6 }).catch((error: unknown) => {
          // A failed blog list is logged and shows the empty message (spec 000 §8).
          context.log.error({ err: error, pageName: section.pageName }, "section page: blog list failed");
          return [];
        })
      : Promise.resolve([]),
  ]);
  if (page > list.totalPages) notFound();
  const canonical = `${context.origin}${section.path}${page > 1 ? `?page=${page}` : ""}`;
  return { section, list, blogs, url: canonical, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const image = new URL(socialImage(d.list.articles[0]?.imageUrl, FALLBACK_IMAGE), d.origin).toString();
  const title = d.list.page > 1 ? `${d.section.navLabel} (page ${d.list.page})` : d.section.navLabel;
  return [
    ...pageMeta({
      title,
      description: d.section.description,
      url: d.url,
      image,
      jsonLd: breadcrumbJsonLd(d.origin, [{ name: d.section.navLabel, item: `${d.origin}${d.section.path}` }]),
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${SITE.fullName}: ${d.section.navLabel}`, href: `${d.section.path}/rss.xml` },
  ];
};

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { section, list, blogs } = loaderData;
  const [first, ...rest] = list.articles;
  const detail = (detailId: string) => `${section.path}/${encodeURIComponent(detailId)}`;
  return (
    <>
      <section aria-labelledby="section-title">
        <h1 id="section-title" className="mb-6 text-3xl font-extrabold">
          {section.navLabel}
        </h1>
        {!first ? (
          <p className="text-gray-700">{section.emptyMessage}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${section.navLabel} stories`}>
            <li className="sm:col-span-2 lg:col-span-3">
              <ArticleCard article={first} to={detail(first.detailId)} layout="wide" headingLevel="h2" priority />
            </li>
            {rest.map((article) => (
              <li key={article._id} className="grid">
                <ArticleCard article={article} to={detail(article.detailId)} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} basePath={section.path} label={`${section.navLabel} pages`} />
      </section>
      {list.page === 1 && <BlogList blogs={blogs} headingId="blog-posts-title" />}
    </>
  );
}
