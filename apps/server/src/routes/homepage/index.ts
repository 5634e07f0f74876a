import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { homepageDocumentSchema } from "@matv/shared/contracts/siteBlocks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import { sendJson } from "../../http/httpCache.ts";
import { HomepageBody } from "./schema.ts";

const answer = responses({ 200: okEnvelope(homepageDocumentSchema) });

/** The homepage block: headline, main image, trending topics (spec 001 §3, §7 "Admin editors"). */
export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/homepage", { schema: { tags: ["homepage"], summary: "The homepage headline block", response: answer } }, async (_request, reply) => {
    return sendJson(reply, "homepage", await app.services.siteDocuments.getHomepage(), (data) => ({ success: true, data }));
  });

  app.post(
    "/homepage",
    { onRequest: requireStaff(), schema: { tags: ["homepage"], summary: "Replace the homepage headline block (staff)", body: HomepageBody, response: answer } },
    async (request) => {
      const { version, ...update } = request.body;
      const data = await app.services.siteDocuments.saveHomepage(update, request.staff?.id ?? null, version);
      return { success: true, data };
    },
  );
};
