import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ANALYTICS_RATE_LIMIT, ShareBody, ViewBody } from "./schema.ts";

/** Analytics (spec 000 §7): article views and shares, rate-limited per client address. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/analytics/view",
    {
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: { tags: ["analytics"], summary: "Record a view of an article (adds one to its views)", body: ViewBody },
    },
    async (request) => {
      const { views } = await app.services.analytics.recordView(request.body);
      return { success: true, data: { articleId: request.body.articleId, views } };
    },
  );

  app.post(
    "/analytics/share",
    {
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: { tags: ["analytics"], summary: "Record a share of an article", body: ShareBody },
    },
    async (request) => {
      await app.services.analytics.recordShare(request.body);
      return { success: true, data: { articleId: request.body.articleId, platform: request.body.platform } };
    },
  );
};
