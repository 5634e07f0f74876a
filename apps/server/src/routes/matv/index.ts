import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import { MatvBody } from "./schema.ts";

const DOC_TTL_MS = 30_000;

/** The MATV block (spec 001 §3 "MATV update", §7 "POST /matv/update"). */
export const matvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/matv", { schema: { tags: ["matv"], summary: "The MATV block" } }, async () => ({
    success: true,
    data: await app.services.cache.get("doc:matv", DOC_TTL_MS, () => app.services.siteDocuments.getMatv()),
  }));

  app.post(
    "/matv/update",
    { preHandler: requireStaff(), schema: { tags: ["matv"], summary: "Replace the MATV block (staff)", body: MatvBody } },
    async (request) => {
      const data = await app.services.siteDocuments.saveMatv(request.body, request.staff?.id ?? null);
      app.services.cache.invalidate("matv");
      return { success: true, data };
    },
  );
};
