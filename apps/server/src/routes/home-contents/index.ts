import { resolvePageName } from "@matv/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequestError, ERROR_MESSAGES, NotFoundError } from "../../lib/errors.ts";
import { boundedCache, sendJson } from "../../lib/httpCache.ts";
import { PageParams, PageQuery, PublishedIdParams } from "./schema.ts";

/** Published home contents (spec 000 §7 "Home contents", spec 001 §7 "Article page"). */
export const homeContentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Found articles only (a failed load is never cached), at most 2000 until the next content change.
  const articlesById = boundedCache(app.services.cache, 2000);
  app.get(
    "/home-contents/published/:id",
    { schema: { tags: ["home-contents"], summary: "One published article", params: PublishedIdParams } },
    async (request, reply) => {
      const { id } = request.params;
      const article = await articlesById(`home-contents:article:${id}`, async () => {
        const found = await app.services.articles.getPublished(id);
        if (!found) throw new NotFoundError(ERROR_MESSAGES.articleNotFound);
        return found;
      });
      return sendJson(reply, "home-contents", article, (a) => ({ success: true, data: a }));
    },
  );

  app.get(
    "/home-contents/published/pages/:pageName",
    {
      schema: {
        tags: ["home-contents"],
        summary: "Published articles of a page, newest first",
        description: "pageName is a page name (WorldNews) or a feed key (top-stories).",
        params: PageParams,
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const pageName = resolvePageName(request.params.pageName);
      if (!pageName) throw new BadRequestError(`pageName: unknown page '${request.params.pageName}'`, "pageName");
      const { limit } = request.query;
      // Cached in process until content changes; serialised once per cached list.
      const data = await app.services.articles.cachedListByPage(pageName, limit);
      return sendJson(reply, "home-contents", data, (list) => ({ success: true, data: list }));
    },
  );
};
