import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import { LIST_CACHE_TTL_MS, sendJson } from "../../lib/httpCache.ts";
import { MatvBody } from "./schema.ts";

/** The MATV block (spec 001 §3 "MATV update", §7 "POST /matv/update"). */
export const matvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/matv", { schema: { tags: ["matv"], summary: "The MATV block" } }, async (_request, reply) => {
    const doc = await app.services.cache.get("doc:matv", LIST_CACHE_TTL_MS, () => app.services.siteDocuments.getMatv());
    return sendJson(reply, "matv", doc, (data) => ({ success: true, data }));
  });

  app.post(
    "/matv/update",
    { preHandler: requireStaff(), schema: { tags: ["matv"], summary: "Replace the MATV block (staff)", body: MatvBody } },
    async (request) => {
      const { version, ...update } = request.body;
      const data = await app.services.siteDocuments.saveMatv(update, request.staff?.id ?? null, version);
      app.services.cache.invalidate("matv");
      return { success: true, data };
    },
  );
};
