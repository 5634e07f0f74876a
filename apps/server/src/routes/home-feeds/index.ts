import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TechnologyQuery } from "./schema.ts";

const FEED_TTL_MS = 30_000;

/**
 * The sports and technology feeds (spec 000 §3 "Sports feed", spec 001 §7 "Technology section").
 * Static paths, so Fastify prefers them to /home-contents/published/pages/:pageName.
 */
export const homeFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/home-contents/published/pages/sports",
    { schema: { tags: ["home-contents"], summary: "Sports feed: news, live scores, categories and stats" } },
    async () => ({ success: true, data: await app.services.cache.get("feed:sports", FEED_TTL_MS, () => app.services.homeFeeds.sports()) }),
  );

  app.get(
    "/home-contents/published/pages/technology",
    { schema: { tags: ["home-contents"], summary: "Technology stories, paged, with the total count", querystring: TechnologyQuery } },
    async (request) => {
      const { page, limit } = request.query;
      const feed = await app.services.cache.get(`feed:technology:${page}:${limit}`, FEED_TTL_MS, () => app.services.homeFeeds.technology({ page, limit }));
      return { success: true, data: feed.data, pagination: feed.pagination };
    },
  );
};
