import { type NewsList, resolvePageName } from "@matv/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequestError, ERROR_MESSAGES, NotFoundError } from "../../lib/errors.ts";
import { boundedCache, LIST_CACHE_TTL_MS, sendJson } from "../../lib/httpCache.ts";
import { ContentIdParams, ContentPageIdParams, ContentPageParams, ContentsQuery } from "./schema.ts";

const CACHED_PAGES = 5;
const listEnvelope = (list: NewsList) => ({ success: true, contents: list.articles, total: list.total, hasMore: list.hasMore });

function pageNameOf(page: string): string {
  const pageName = resolvePageName(page);
  if (!pageName) throw new BadRequestError(`page: unknown page '${page}'`, "page");
  return pageName;
}

/**
 * Published contents (spec 000 §7 "Blogs and contents", spec 001 §7 "Published content"): lists
 * answer `{contents}`, one item answers the item itself. Published articles only.
 */
export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = <T>(key: string, page: number, load: () => Promise<T>) =>
    page <= CACHED_PAGES ? app.services.cache.get(key, LIST_CACHE_TTL_MS, load) : load();
  // Found items only (a failed load is never cached), at most 2000 until the next content change.
  const items = boundedCache(app.services.cache, 2000);
  const found = async <T>(item: Promise<T | null>): Promise<T> => {
    const value = await item;
    if (!value) throw new NotFoundError(ERROR_MESSAGES.articleNotFound);
    return value;
  };

  app.get(
    "/contents/published",
    { schema: { tags: ["contents"], summary: "Published contents, newest first", querystring: ContentsQuery } },
    async (request, reply) => {
      const { page, limit } = request.query;
      const list = await cached(`contents:all:${page}:${limit}`, page, () => app.services.news.listPublished({ page, limit }));
      return sendJson(reply, "contents", list, listEnvelope);
    },
  );

  app.get(
    "/contents/published/pages/:page",
    {
      schema: {
        tags: ["contents"],
        summary: "Published contents of one page, newest first",
        description: "page: a page name (IndiaNews) or key (india-news). Query page/limit paginate.",
        params: ContentPageParams,
        querystring: ContentsQuery,
      },
    },
    async (request, reply) => {
      const pageName = pageNameOf(request.params.page);
      const { page, limit } = request.query;
      const list = await cached(`contents:page:${pageName}:${page}:${limit}`, page, () => app.services.news.listByPage(pageName, { page, limit }));
      return sendJson(reply, "contents", list, listEnvelope);
    },
  );

  app.get(
    "/contents/published/pages/:page/:id",
    { schema: { tags: ["contents"], summary: "One published content of a page", params: ContentPageIdParams } },
    async (request, reply) => {
      const pageName = pageNameOf(request.params.page);
      const { id } = request.params;
      const item = await items(`contents:item:${pageName}:${id}`, () => found(app.services.news.getPublishedInPage(pageName, id)));
      return sendJson(reply, "item", item, (i) => i);
    },
  );

  app.get("/contents/:id", { schema: { tags: ["contents"], summary: "One published content", params: ContentIdParams } }, async (request, reply) => {
    const { id } = request.params;
    const item = await items(`contents:item:${id}`, () => found(app.services.news.getPublished(id)));
    return sendJson(reply, "item", item, (i) => i);
  });
};
