import { articlePath, CATEGORY_SECTIONS, editionOfPath, isEditionCode, DEFAULT_AUTHOR_NAME, formatDate, type PageCacheRule, SITE } from "@matv/shared";
import { Form, Link } from "react-router";
import { highlight, searchTerms } from "../features/search/highlight";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/search";
import { FilterOptions } from "../components/FilterOptions";

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
  return { filters, page, result, failed, searching, authors, url: `${context.origin}/search`, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const title = d.filters.q ? `Search: ${d.filters.q}` : "Search";
  // Result pages are not indexed; the search page itself carries the usual tags.
  return pageMeta({
    title,
    description: `Search ${SITE.fullName}: news from the UK, India and the world, in English and Hindi.`,
    url: d.url,
    noindex: Boolean(d.searching),
  });
};

function pageHref(filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, result, failed, searching, authors } = loaderData;
  const terms = searchTerms(filters.q);
  const totalPages = Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE));
  const fieldClass = "mt-1 w-full rounded border border-gray-400 px-3 py-2 font-normal";
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-extrabold">Search</h1>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="Search the news"
        className="mt-6 grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="text-sm font-semibold sm:col-span-2 lg:col-span-4">
          Search words (English or Hindi)
          <input type="search" name="q" defaultValue={filters.q} maxLength={200} className={fieldClass} />
        </label>
        <label className="text-sm font-semibold">
          Section
          <select name="section" defaultValue={filters.section} className={fieldClass}>
            <FilterOptions anyLabel="All sections" options={CATEGORY_SECTIONS.map((s) => ({ value: s.key, label: s.navLabel }))} />
          </select>
        </label>
        <label className="text-sm font-semibold">
          Author
          <select name="author" defaultValue={filters.author} className={fieldClass}>
            <FilterOptions anyLabel="All authors" options={authors.map((name) => ({ value: name, label: name }))} />
          </select>
        </label>
        <label className="text-sm font-semibold">
          From
          <input type="date" name="from" defaultValue={filters.from} className={fieldClass} />
        </label>
        <label className="text-sm font-semibold">
          To
          <input type="date" name="to" defaultValue={filters.to} className={fieldClass} />
        </label>
        <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
            Search
          </button>
          {searching && (
            <Link to="/search" className="rounded border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
              Clear
            </Link>
          )}
        </div>
      </Form>

      <section aria-labelledby="results-title" className="mt-8">
        <h2 id="results-title" className="sr-only">
          Results
        </h2>
        {!searching ? (
          <p className="text-gray-700">Type a word or choose a filter to search the news.</p>
        ) : failed ? (
          <p className="text-gray-700">Search failed. Please try again.</p>
        ) : result.articles.length === 0 ? (
          <div data-testid="search-empty">
            <p className="text-lg font-semibold">No results{filters.q ? ` for “${filters.q}”` : ""}.</p>
            <p className="mt-2 text-gray-700">Try fewer or different words, or remove a filter.</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-gray-700" role="status">
              {result.total} {result.total === 1 ? "result" : "results"}
            </p>
            <ol className="mt-4 space-y-6" start={(page - 1) * SEARCH_PAGE_SIZE + 1} aria-label="Search results">
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
                    {article.publishedAt && <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>}
                    <span>By {article.author || DEFAULT_AUTHOR_NAME}</span>
                  </p>
                </li>
              ))}
            </ol>
            {totalPages > 1 && (
              <nav aria-label="Search result pages" className="mt-8 flex items-center justify-center gap-4">
                {page > 1 && (
                  <Link to={pageHref(filters, page - 1)} className="rounded border border-gray-300 px-4 py-2 text-sm font-semibold">
                    Previous
                  </Link>
                )}
                <span className="text-sm text-gray-700">
                  Page {page} of {totalPages}
                </span>
                {result.hasMore && (
                  <Link to={pageHref(filters, page + 1)} className="rounded border border-gray-300 px-4 py-2 text-sm font-semibold">
                    Next
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
