import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { headlineSchema } from "@matv/shared/contracts/reads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { createHeadlinesService } from "../../services/headlines.ts";

/** GET /api/admin/headlines (staff): top headlines to prefill the homepage editor, [] without a key. */
export const adminHeadlinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const headlines = createHeadlinesService({ apiKey: app.config.NEWS_API_KEY, baseUrl: app.config.NEWS_API_BASE_URL });
  app.get(
    "/admin/headlines",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Top headlines (English, 5) for the homepage editor",
        response: responses({ 200: okEnvelope(z.array(headlineSchema)) }),
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await headlines.topHeadlines() };
    },
  );
};
