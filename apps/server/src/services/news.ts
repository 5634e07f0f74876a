import {
  type ArticleWire,
  CATEGORY_SECTIONS,
  type EditionCode,
  HOME_FEEDS,
  isStorableText,
  resolvePageName,
  type NewsList,
  type NewsSearchParams,
} from "@matv/shared";
import { and, arrayContains, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS } from "../infra/cache.ts";
import { cacheKey } from "../infra/cacheTags.ts";
import { BadRequestError } from "../rules/errors.ts";
import { toArticleWire } from "./articleMapper.ts";
import { ARTICLE_ORDER, listArticles, pageOfArticles } from "./articleLists.ts";
import { findPublishedStory, isPublic, ofLanguage } from "./articles.ts";

export interface Paging {
  page: number;
  limit: number;
}

export interface NewsListParams extends Paging {
  category?: string;
  search?: string;
  /** Stories in this language only (ADR 077); English when absent, as the spec's answers. */
  lang?: EditionCode;
}

/** How a category parameter was understood: a page name from the registry, or a stored category label. */
export type CategoryFilter = { kind: "page"; pageName: string } | { kind: "label"; label: string };

export const NEWS_PAGE_SIZE = 10;
export const SEARCH_QUERY_MAX = 200;
/** Only the first pages of a list are kept in the cache (they are what readers ask for). */
const CACHED_PAGES = 5;
const ttlOfPage = (page: number) => (page <= CACHED_PAGES ? LIST_CACHE_TTL_MS : 0);

/** True when the text holds at least one letter or digit in any script; otherwise there is nothing to search for. */
export function hasSearchableText(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q);
}

/**
 * The full-text query: the reader's words through websearch_to_tsquery (which never fails on odd
 * input) with the English configuration (stems) OR-ed with the simple one (exact words: Hindi, names),
 * whose words are folded as the stored ones are (matv_fold_text, migration 0010: nukta, chandrabindu and
 * Devanagari digits). Always a bound parameter, never spliced into the SQL.
 */
function textQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', matv_fold_text(${q})))`;
}

export function createNewsService(db: Db, cache: ContentCache) {
  /** A section key (india-news), page name (IndiaNews), section label (India News) or stored category label. */
  async function resolveCategory(input: string): Promise<CategoryFilter | null> {
    const value = input.trim();
    if (!value) return null;
    const pageName = resolvePageName(value);
    if (pageName) return { kind: "page", pageName };
    const lower = value.toLowerCase();
    const section = CATEGORY_SECTIONS.find((s) => [s.navLabel, s.defaultCategory, s.shortLabel].some((l) => l.toLowerCase() === lower));
    if (section) return { kind: "page", pageName: section.pageName };
    const feed = HOME_FEEDS.find((f) => f.label.toLowerCase() === lower);
    if (feed) return { kind: "page", pageName: feed.pageName };
    const [stored] = await db
      .select({ category: articles.category })
      .from(articles)
      .where(and(isPublic, eq(sql`lower(${articles.category})`, lower)))
      .limit(1);
    return stored ? { kind: "label", label: value } : null;
  }

  /** resolveCategory, or a 400 naming `field` when nothing is called that. */
  async function requireCategory(input: string, field = "category"): Promise<CategoryFilter> {
    const filter = await resolveCategory(input);
    if (!filter) throw new BadRequestError(`${field}: unknown category '${input.slice(0, 64)}'`, field);
    return filter;
  }

  function categoryCondition(filter: CategoryFilter): SQL {
    return filter.kind === "page" ? arrayContains(articles.pages, [filter.pageName]) : eq(sql`lower(${articles.category})`, filter.label.toLowerCase());
  }

  async function listWhere(where: SQL | undefined, paging: Paging, order: SQL[] = ARTICLE_ORDER.newest()): Promise<NewsList> {
    const { rows, total, hasMore } = await pageOfArticles(db, where, order, paging);
    return { articles: rows.map(toArticleWire), total, hasMore };
  }

  /** GET /api/news: newest first, optionally one category and a text search. */
  async function list(params: NewsListParams): Promise<NewsList> {
    if (params.search?.trim()) return search({ q: params.search, category: params.category, page: params.page, limit: params.limit, lang: params.lang });
    const filter = params.category ? await requireCategory(params.category) : undefined;
    return listWhere(and(isPublic, ofLanguage(params.lang ?? "en"), filter ? categoryCondition(filter) : undefined), params);
  }

  /** GET /api/news/category/:category. */
  async function listByCategory(category: string, paging: Paging): Promise<NewsList> {
    const filter = await requireCategory(category);
    return listWhere(and(isPublic, categoryCondition(filter)), paging);
  }

  /** Published articles of one page name (contents by page). */
  async function listByPage(pageName: string, paging: Paging): Promise<NewsList> {
    return listWhere(and(isPublic, arrayContains(articles.pages, [pageName])), paging);
  }

  /** Every published article, newest first (contents/published). */
  async function listPublished(paging: Paging): Promise<NewsList> {
    return listWhere(isPublic, paging);
  }

  /** One published article that appears on `pageName`. */
  async function getPublishedInPage(pageName: string, id: string): Promise<ArticleWire | null> {
    const [row] = await listArticles(db, and(eq(articles.id, id), isPublic, arrayContains(articles.pages, [pageName])), [], { limit: 1 });
    return row ? toArticleWire(row) : null;
  }

  /** Articles marked trending first, then the most viewed. */
  const trending = async (limit: number): Promise<ArticleWire[]> => (await listArticles(db, isPublic, ARTICLE_ORDER.trending(), { limit })).map(toArticleWire);

  /** The newest article marked featured, else the newest article; null on an empty site. */
  async function featured(): Promise<ArticleWire | null> {
    const [row] = await listArticles(db, isPublic, ARTICLE_ORDER.featured(), { limit: 1 });
    return row ? toArticleWire(row) : null;
  }

  /**
   * Full-text search over title (weight A), summary and tags (B) and body text (C), ranked with
   * ts_rank, plus optional filters. Text with no letters or digits finds nothing (and costs no query).
   */
  async function search(params: NewsSearchParams): Promise<NewsList> {
    const page = params.page ?? 1;
    const limit = params.limit ?? NEWS_PAGE_SIZE;
    const q = (params.q ?? "").trim();
    if (q.length > SEARCH_QUERY_MAX) throw new BadRequestError(`q: must be at most ${SEARCH_QUERY_MAX} characters`, "q");
    if (q && !hasSearchableText(q)) return { articles: [], total: 0, hasMore: false };
    // Nothing stored holds a NUL, so such text or author matches nothing (and PostgreSQL would refuse it).
    if (!isStorableText(q) || !isStorableText(params.author ?? "")) return { articles: [], total: 0, hasMore: false };
    const filter = params.category ? await requireCategory(params.category) : undefined;
    const tags = (params.tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean);
    const author = params.author?.trim();
    const conditions: Array<SQL | undefined> = [
      isPublic,
      ofLanguage(params.lang ?? "en"),
      filter ? categoryCondition(filter) : undefined,
      author ? eq(sql`lower(${articles.author})`, author.toLowerCase()) : undefined,
      tags.length
        ? sql`exists (select 1 from unnest(${articles.tags}) as t(tag) where lower(t.tag) in (${sql.join(
            tags.map((t) => sql`${t}`),
            sql`, `,
          )}))`
        : undefined,
      params.startDate ? gte(articles.publishedAt, params.startDate) : undefined,
      params.endDate ? lt(articles.publishedAt, params.endDate) : undefined,
    ];
    if (!q) return listWhere(and(...conditions), { page, limit });
    const query = textQuery(q);
    return listWhere(and(...conditions, sql`${articles.searchVector} @@ ${query}`), { page, limit }, [
      sql`ts_rank(${articles.searchVector}, ${query}) desc`,
      ...ARTICLE_ORDER.newest(),
    ]);
  }

  // The public reads, through the cache: lists by their first pages, one story by id (a miss too, bounded).
  const TTL = LIST_CACHE_TTL_MS;
  const cachedSearch = (params: NewsSearchParams) =>
    cache.get(cacheKey.newsSearch({ ...params, q: params.q?.trim() }), ttlOfPage(params.page ?? 1), () => search(params));
  return {
    resolveCategory,
    list: (params: NewsListParams): Promise<NewsList> =>
      params.search?.trim()
        ? cachedSearch({ q: params.search, category: params.category, page: params.page, limit: params.limit, lang: params.lang })
        : cache.get(cacheKey.newsList(params.page, params.limit, params.category, params.lang), ttlOfPage(params.page), () => list(params)),
    listByCategory: (category: string, paging: Paging) =>
      cache.get(cacheKey.newsCategory(category, paging.page, paging.limit), ttlOfPage(paging.page), () => listByCategory(category, paging)),
    listByPage: (pageName: string, paging: Paging) =>
      cache.get(cacheKey.contentsOfPage(pageName, paging.page, paging.limit), ttlOfPage(paging.page), () => listByPage(pageName, paging)),
    listPublished: (paging: Paging) => cache.get(cacheKey.contents(paging.page, paging.limit), ttlOfPage(paging.page), () => listPublished(paging)),
    getPublished: (id: string) => cache.get(cacheKey.story(id), TTL, () => findPublishedStory(db, id)),
    getPublishedInPage: (pageName: string, id: string) => cache.get(cacheKey.story(id, pageName), TTL, () => getPublishedInPage(pageName, id)),
    trending: (limit: number) => cache.get(cacheKey.newsTrending(limit), TTL, () => trending(limit)),
    featured: () => cache.get(cacheKey.newsFeatured(), TTL, featured),
    search: cachedSearch,
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
