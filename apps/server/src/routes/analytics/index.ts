import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { READER_COOKIE, readerIdFrom } from "../../lib/readerCookie.ts";
import { ANALYTICS_RATE_LIMIT, ShareBody, ViewBody } from "./schema.ts";

/**
 * Who a view comes from, for counting it once per window: the reader cookie when the browser has one,
 * else the address and user agent. Hashed, so the table holds no address.
 */
function viewerKey(request: FastifyRequest): string {
  const reader = readerIdFrom(request.cookies[READER_COOKIE]);
  const source = reader ? `reader|${reader}` : `address|${request.ip}|${request.headers["user-agent"] ?? ""}`;
  return createHash("sha256").update(source).digest("hex").slice(0, 40);
}

/** Analytics (spec 000 §7): article views and shares, rate-limited per client address. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/analytics/view",
    {
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: {
        tags: ["analytics"],
        summary: "Record a view of an article (adds one to its views once per reader and article in 30 minutes)",
        body: ViewBody,
      },
    },
    async (request) => {
      const { views, counted } = await app.services.analytics.recordView(request.body, viewerKey(request));
      return { success: true, data: { articleId: request.body.articleId, views, counted } };
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
