import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import { LIST_CACHE_TTL_MS, sendJson } from "../../lib/httpCache.ts";
import { HomepageBody } from "./schema.ts";

/** The homepage block: headline, main image, trending topics (spec 001 §3, §7 "Admin editors"). */
export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/homepage", { schema: { tags: ["homepage"], summary: "The homepage headline block" } }, async (_request, reply) => {
    const doc = await app.services.cache.get("doc:homepage", LIST_CACHE_TTL_MS, () => app.services.siteDocuments.getHomepage());
    return sendJson(reply, "homepage", doc, (data) => ({ success: true, data }));
  });

  app.post(
    "/homepage",
    { preHandler: requireStaff(), schema: { tags: ["homepage"], summary: "Replace the homepage headline block (staff)", body: HomepageBody } },
    async (request) => {
      const { version, ...update } = request.body;
      const data = await app.services.siteDocuments.saveHomepage(update, request.staff?.id ?? null, version);
      app.services.cache.invalidate("homepage");
      return { success: true, data };
    },
  );
};
