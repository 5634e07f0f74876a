import type { NewsList, NewsSearchParams } from "@matv/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ERROR_MESSAGES, NotFoundError } from "../../lib/errors.ts";
import { boundedCache, LIST_CACHE_TTL_MS, sendJson } from "../../lib/httpCache.ts";
import { CategoryParams, NewsIdParams, NewsListQuery, NewsSearchQuery, PagingQuery, TrendingQuery } from "./schema.ts";

/** Only the first pages of a list are kept in the process cache (they are what readers ask for). */
const CACHED_PAGES = 5;
/** At most this many distinct searches are kept (until the next content change), so odd queries cannot fill memory. */
const CACHED_SEARCHES = 1000;
const CACHED_ARTICLES = 2000;
const envelope = (data: unknown) => ({ success: true, data, error: null });

/** News calls (spec 000 §7 "News"): `{success, data, error}` envelopes, published articles only. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = <T>(key: string, page: number, load: () => Promise<T>) =>
    page <= CACHED_PAGES ? app.services.cache.get(key, LIST_CACHE_TTL_MS, load) : load();
  const searches = boundedCache(app.services.cache, CACHED_SEARCHES);
  const cachedSearch = (params: NewsSearchParams) => {
    const load = () => app.services.news.search(params);
    if ((params.page ?? 1) > CACHED_PAGES) return load();
    return searches(`news:search:${JSON.stringify({ ...params, q: params.q?.trim() })}`, load);
  };
  // One article by id: only found articles are kept (a failed load is never cached).
  const articlesById = boundedCache(app.services.cache, CACHED_ARTICLES);

  app.get(
    "/news",
    {
      schema: {
        tags: ["news"],
        summary: "Published articles, newest first",
        description: "category: a section key (india-news), page name (IndiaNews) or category label; search: full-text search.",
        querystring: NewsListQuery,
      },
    },
    async (request, reply) => {
      const { page, limit, category, search } = request.query;
      const data: NewsList = search?.trim()
        ? await cachedSearch({ q: search, category, page, limit })
        : await cached(`news:list:${page}:${limit}:${category ?? ""}`, page, () => app.services.news.list({ page, limit, category }));
      return sendJson(reply, "news", data, envelope);
    },
  );

  app.get(
    "/news/trending",
    { schema: { tags: ["news"], summary: "Trending articles (marked trending first, then most viewed)", querystring: TrendingQuery } },
    async (request, reply) => {
      const { limit } = request.query;
      const data = await cached(`news:trending:${limit}`, 1, () => app.services.news.trending(limit));
      return sendJson(reply, "news", data, envelope);
    },
  );

  app.get("/news/featured", { schema: { tags: ["news"], summary: "The featured article (else the newest)" } }, async (_request, reply) => {
    const data = await cached("news:featured", 1, () => app.services.news.featured());
    return sendJson(reply, "news", data, envelope);
  });

  app.get(
    "/news/search",
    {
      schema: {
        tags: ["news"],
        summary: "Full-text search of published articles, best match first",
        description: "q: words in English or Hindi (at most 200 characters); tags: a comma list (any of them); startDate/endDate: ISO dates.",
        querystring: NewsSearchQuery,
      },
    },
    async (request, reply) => {
      const data = await cachedSearch(request.query);
      return sendJson(reply, "news", data, envelope);
    },
  );

  app.get(
    "/news/category/:category",
    { schema: { tags: ["news"], summary: "Published articles of one category, newest first", params: CategoryParams, querystring: PagingQuery } },
    async (request, reply) => {
      const { category } = request.params;
      const { page, limit } = request.query;
      const data = await cached(`news:category:${category}:${page}:${limit}`, page, () => app.services.news.listByCategory(category, { page, limit }));
      return sendJson(reply, "news", data, envelope);
    },
  );

  app.get("/news/:id", { schema: { tags: ["news"], summary: "One published article", params: NewsIdParams } }, async (request, reply) => {
    const { id } = request.params;
    const article = await articlesById(`news:article:${id}`, async () => {
      const found = await app.services.news.getPublished(id);
      if (!found) throw new NotFoundError(ERROR_MESSAGES.articleNotFound);
      return found;
    });
    return sendJson(reply, "news", article, envelope);
  });
};
