import {
  articlePath,
  CATEGORY_SECTIONS,
  editionOfPath,
  editionPath,
  type Edition,
  isEditionCode,
  DEFAULT_AUTHOR_NAME,
  formatEditionDate,
  type PageCacheRule,
  SITE,
} from "@matv/shared";
import { Form, Link } from "react-router";
import { highlight, searchTerms } from "../features/search/highlight";
import { pageMeta, editionUrl } from "../lib/seo";
import type { Route } from "./+types/search";
import { FilterOptions } from "../components/FilterOptions";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";

export const SEARCH_PAGE_SIZE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string {
  return value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";
}

/** The query parameters the loader reads: the page cache's key (other parameters are ignored). */
export const handle: PageCacheRule = { cacheParams: ["q", "section", "author", "from", "to", "page", "lang"] };

/** `/search?q=&section=&author=&from=&to=&page=`: server-rendered news search (works without JavaScript). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const sectionKey = url.searchParams.get("section") ?? "";
  const section = CATEGORY_SECTIONS.find((s) => s.key === sectionKey);
  const author = (url.searchParams.get("author") ?? "").trim().slice(0, 120);
  const from = validDate(url.searchParams.get("from"));
  const to = validDate(url.searchParams.get("to"));
  const pageParam = url.searchParams.get("page");
  const page = pageParam && /^\d{1,4}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  // Stories of the page's edition by default; `lang` picks another language's (ADR 077).
  const langParam = url.searchParams.get("lang");
  const lang = isEditionCode(langParam) ? langParam : editionOfPath(url.pathname).code;
  const filters = { q, section: section?.key ?? "", author, from, to };
  const authors = (await context.site.authors.list({ activeOnly: true })).map((a) => a.name);
  const searching = Boolean(q || section || author || from || to);
  let result = { articles: [] as Awaited<ReturnType<typeof context.site.news.search>>["articles"], total: 0, hasMore: false };
  let failed = false;
  if (searching) {
    try {
      result = await context.site.news.search({
        q: q || undefined,
        category: section?.pageName,
        author: author || undefined,
        startDate: from ? new Date(`${from}T00:00:00Z`) : undefined,
        // The end date is inclusive: search before the next day.
        endDate: to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : undefined,
        page,
        limit: SEARCH_PAGE_SIZE,
        lang,
      });
    } catch (error) {
      context.log.error({ err: error }, "search page: search failed");
      failed = true;
    }
  }
  const { t } = loaderTranslator(url);
  const seo = { title: q ? t("search.titleQuery", { query: q }) : t("search.title"), description: t("search.description", { site: SITE.fullName }) };
  return {
    filters,
    page,
    result,
    failed,
    searching,
    authors,
    url: editionUrl(context.origin, url, "/search"),
    origin: context.origin,
    seo,
    texts: pageTexts(url, ["search"]),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  // Result pages are not indexed; the search page itself carries the usual tags.
  return pageMeta({
    title: d.seo.title,
    description: d.seo.description,
    url: d.url,
    noindex: Boolean(d.searching),
  });
};

function pageHref(edition: Edition, filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page > 1) params.set("page", String(page));
  return `${editionPath(edition, "/search")}?${params.toString()}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, result, failed, searching, authors } = loaderData;
  const terms = searchTerms(filters.q);
  const totalPages = Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE));
  const t = useT();
  const edition = useEdition();
  const fieldClass = "mt-1 w-full rounded border border-gray-400 px-3 py-2 font-normal";
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-extrabold">{t("search.title")}</h1>
      <Form
        method="get"
        action={editionPath(edition, "/search")}
        role="search"
        aria-label={t("search.form")}
        className="mt-6 grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="text-sm font-semibold sm:col-span-2 lg:col-span-4">
          {t("search.words")}
          <input type="search" name="q" defaultValue={filters.q} maxLength={200} className={fieldClass} />
        </label>
        <label className="text-sm font-semibold">
          {t("search.section")}
          <select name="section" defaultValue={filters.section} className={fieldClass}>
            <FilterOptions anyLabel={t("search.allSections")} options={CATEGORY_SECTIONS.map((s) => ({ value: s.key, label: t(`section.${s.key}.name`) }))} />
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("search.author")}
          <select name="author" defaultValue={filters.author} className={fieldClass}>
            <FilterOptions anyLabel={t("search.allAuthors")} options={authors.map((name) => ({ value: name, label: name }))} />
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("search.from")}
          <input type="date" name="from" defaultValue={filters.from} className={fieldClass} />
        </label>
        <label className="text-sm font-semibold">
          {t("search.to")}
          <input type="date" name="to" defaultValue={filters.to} className={fieldClass} />
        </label>
        <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
            {t("search.submit")}
          </button>
          {searching && (
            <Link to={editionPath(edition, "/search")} className="rounded border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
              {t("search.clear")}
            </Link>
          )}
        </div>
      </Form>

      <section aria-labelledby="results-title" className="mt-8">
        <h2 id="results-title" className="sr-only">
          {t("search.results")}
        </h2>
        {!searching ? (
          <p className="text-gray-700">{t("search.prompt")}</p>
        ) : failed ? (
          <p className="text-gray-700">{t("search.failed")}</p>
        ) : result.articles.length === 0 ? (
          <div data-testid="search-empty">
            <p className="text-lg font-semibold">{filters.q ? t("search.noResultsFor", { query: filters.q }) : t("search.noResults")}</p>
            <p className="mt-2 text-gray-700">{t("search.tryOther")}</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-gray-700" role="status">
              {t("search.count", { count: result.total })}
            </p>
            <ol className="mt-4 space-y-6" start={(page - 1) * SEARCH_PAGE_SIZE + 1} aria-label={t("search.list")}>
              {result.articles.map((article) => (
                <li key={article._id} className="border-b border-gray-200 pb-5">
                  <h3 className="text-xl font-bold leading-snug">
                    <Link to={articlePath(article)} className="hover:underline">
                      {highlight(article.title, terms)}
                    </Link>
                  </h3>
                  {article.summary && <p className="mt-1 text-gray-800">{highlight(article.summary, terms)}</p>}
                  <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-gray-700">
                    {article.category && <span className="font-bold uppercase text-brand">{article.category}</span>}
                    {article.publishedAt && <time dateTime={article.publishedAt}>{formatEditionDate(edition, article.publishedAt)}</time>}
                    <span>{t("common.byAuthor", { author: article.author || DEFAULT_AUTHOR_NAME })}</span>
                  </p>
                </li>
              ))}
            </ol>
            {totalPages > 1 && (
              <nav aria-label={t("search.pages")} className="mt-8 flex items-center justify-center gap-4">
                {page > 1 && (
                  <Link to={pageHref(edition, filters, page - 1)} className="rounded border border-gray-300 px-4 py-2 text-sm font-semibold">
                    {t("common.previous")}
                  </Link>
                )}
                <span className="text-sm text-gray-700">{t("common.pageOf", { page, total: totalPages })}</span>
                {result.hasMore && (
                  <Link to={pageHref(edition, filters, page + 1)} className="rounded border border-gray-300 px-4 py-2 text-sm font-semibold">
                    {t("common.next")}
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
