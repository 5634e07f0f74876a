import { sourceChangesWireSchema } from "@matv/shared/contracts/desk";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { adminDeepDiveCardWireSchema, deepDiveCardWireSchema } from "@matv/shared/contracts/siteBlocks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { DEEP_DIVE_NOT_FOUND } from "../../services/deepDive.ts";
import type { StaffActor } from "../../services/stories.ts";
import { DeepDiveCardBody, DeepDiveIdParams, DeepDiveListQuery, DeepDiveTranslateBody } from "./schema.ts";

/**
 * Deep-dive cards (spec 001 §7 "Admin editors"): GET /deepdive answers the array of cards, GET and PUT
 * /deepdive/:id the card itself (like the category lists, no envelope on success).
 * The desk's translations (ADR 083, editors and admins, enveloped like the other desks' admin routes):
 *   GET /api/admin/deep-dives?language=&stale=   every card, drafts too, with its group and staleness
 *   GET /api/admin/deep-dives/:id                one card as the desk has it
 *   POST /api/admin/deep-dives/:id/translations {language} → 201 a draft card in that language; 400 same language, 409 {existingId}
 *   GET /api/admin/deep-dives/:id/source-changes → what changed in its source since the translation was saved
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
        response: responses({ 200: adminDeepDiveCardWireSchema }),
      },
    },
    async (request) => app.services.deepDive.update(request.params.id, request.body, request.staff?.id),
  );

  const editors = requireStaff();
  const noStore = { "cache-control": "no-store" };
  const cardAnswer = okEnvelope(adminDeepDiveCardWireSchema);

  app.get(
    "/admin/deep-dives",
    {
      onRequest: editors,
      schema: {
        tags: ["deepdive"],
        summary: "Every deep-dive card, drafts too, by language and staleness (staff)",
        querystring: DeepDiveListQuery,
        response: responses({ 200: okEnvelope(z.array(adminDeepDiveCardWireSchema)) }),
      },
    },
    async (request, reply) => reply.headers(noStore).send({ success: true, data: await app.services.deepDive.listForStaff(request.query) }),
  );

  app.get(
    "/admin/deep-dives/:id",
    {
      onRequest: editors,
      schema: {
        tags: ["deepdive"],
        summary: "One deep-dive card as the desk has it (staff)",
        params: DeepDiveIdParams,
        response: responses({ 200: cardAnswer }),
      },
    },
    async (request, reply) => reply.headers(noStore).send({ success: true, data: await app.services.deepDive.getForStaff(request.params.id.toLowerCase()) }),
  );

  app.post(
    "/admin/deep-dives/:id/translations",
    {
      onRequest: editors,
      schema: {
        tags: ["deepdive"],
        summary: "Translate a deep-dive card: a linked draft in another language (staff; 409 when one exists)",
        params: DeepDiveIdParams,
        body: DeepDiveTranslateBody,
        response: responses({ 201: cardAnswer }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await app.services.deepDive.translate(request.params.id.toLowerCase(), request.body.language, request.staff as StaffActor),
      }),
  );

  app.get(
    "/admin/deep-dives/:id/source-changes",
    {
      onRequest: editors,
      schema: {
        tags: ["deepdive"],
        summary: "What changed in a translated card's source since it was saved (staff)",
        params: DeepDiveIdParams,
        response: responses({ 200: okEnvelope(sourceChangesWireSchema) }),
      },
    },
    async (request, reply) => reply.headers(noStore).send({ success: true, data: await app.services.deepDive.sourceChanges(request.params.id.toLowerCase()) }),
  );
};
