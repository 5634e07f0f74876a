import { responses } from "@matv/shared/contracts/envelope";
import { deepDiveCardWireSchema } from "@matv/shared/contracts/siteBlocks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { DEEP_DIVE_NOT_FOUND } from "../../services/deepDive.ts";
import { DeepDiveCardBody, DeepDiveIdParams } from "./schema.ts";

/**
 * Deep-dive cards (spec 001 §7 "Admin editors"): GET /deepdive answers the array of cards, GET and PUT
 * /deepdive/:id the card itself (like the category lists, no envelope on success).
 */
export const deepDiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/deepdive",
    {
      schema: { tags: ["deepdive"], summary: "The published deep-dive cards, in editor order", response: responses({ 200: z.array(deepDiveCardWireSchema) }) },
    },
    async (_request, reply) => {
      return sendJson(reply, "deepdive", await app.services.deepDive.list(), (c) => c);
    },
  );

  app.get(
    "/deepdive/:id",
    { schema: { tags: ["deepdive"], summary: "One published deep-dive card", params: DeepDiveIdParams, response: responses({ 200: deepDiveCardWireSchema }) } },
    async (request) => {
      const card = await app.services.deepDive.get(request.params.id);
      if (!card) throw new NotFoundError(DEEP_DIVE_NOT_FOUND);
      return card;
    },
  );

  app.put(
    "/deepdive/:id",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["deepdive"],
        summary: "Replace a deep-dive card with the whole edited card (staff)",
        description: "HTML in content and paragraphs is sanitised; videos must be video-platform links; a stale version answers 409.",
        params: DeepDiveIdParams,
        body: DeepDiveCardBody,
        response: responses({ 200: deepDiveCardWireSchema }),
      },
    },
    async (request) => app.services.deepDive.update(request.params.id, request.body, request.staff?.id),
  );
};
