import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { matvDocumentSchema } from "@matv/shared/contracts/siteBlocks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import { sendJson } from "../../http/httpCache.ts";
import { MatvBody } from "./schema.ts";

const answer = responses({ 200: okEnvelope(matvDocumentSchema) });

/** The MATV block (spec 001 §3 "MATV update", §7 "POST /matv/update"). */
export const matvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/matv", { schema: { tags: ["matv"], summary: "The MATV block", response: answer } }, async (_request, reply) => {
    return sendJson(reply, "matv", await app.services.siteDocuments.getMatv(), (data) => ({ success: true, data }));
  });

  app.post(
    "/matv/update",
    { onRequest: requireStaff(), schema: { tags: ["matv"], summary: "Replace the MATV block (staff)", body: MatvBody, response: answer } },
    async (request) => {
      const { version, ...update } = request.body;
      const data = await app.services.siteDocuments.saveMatv(update, request.staff?.id ?? null, version);
      return { success: true, data };
    },
  );
};
