import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LIST_CACHE_TTL_MS, sendJson } from "../../lib/httpCache.ts";
import { TechnologyQuery } from "./schema.ts";

/**
 * The sports and technology feeds (spec 000 §3 "Sports feed", spec 001 §7 "Technology section").
 * Static paths, so Fastify prefers them to /home-contents/published/pages/:pageName.
 */
export const homeFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/home-contents/published/pages/sports",
    { schema: { tags: ["home-contents"], summary: "Sports feed: news, live scores, categories and stats" } },
    async (_request, reply) => {
      const feed = await app.services.cache.get("feed:sports", LIST_CACHE_TTL_MS, () => app.services.homeFeeds.sports());
      return sendJson(reply, "sports", feed, (data) => ({ success: true, data }));
    },
  );

  app.get(
    "/home-contents/published/pages/technology",
    { schema: { tags: ["home-contents"], summary: "Technology stories, paged, with the total count", querystring: TechnologyQuery } },
    async (request, reply) => {
      const { page, limit } = request.query;
      const feed = await app.services.cache.get(`feed:technology:${page}:${limit}`, LIST_CACHE_TTL_MS, () =>
        app.services.homeFeeds.technology({ page, limit }),
      );
      return sendJson(reply, "technology", feed, (f) => ({ success: true, data: f.data, pagination: f.pagination }));
    },
  );
};
