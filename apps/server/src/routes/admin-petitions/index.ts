import { sourceChangesWireSchema } from "@matv/shared/contracts/desk";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { adminPetitionDtoSchema } from "@matv/shared/contracts/newsroom";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import type { StaffActor } from "../../services/stories.ts";
import { AdminPetitionIdParams, PetitionActionBody, PetitionCreateBody, PetitionListQuery, PetitionTranslateBody, PetitionUpdateBody } from "./schema.ts";

const petitionAnswer = okEnvelope(adminPetitionDtoSchema);

/**
 * The petitions desk (ADR 058): editors and admins create and edit petitions, choose the current one (what
 * GET /api/petitions answers) and close them. Writers may not (403). Saves go through the document model (versioned, 409 when stale, audited).
 */
export const adminPetitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireStaff("editor");

  app.get(
    "/admin/petitions",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Every petition, newest first, by language and staleness (staff)",
        querystring: PetitionListQuery,
        response: responses({ 200: okEnvelope(z.array(adminPetitionDtoSchema)) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.petitions.listForStaff(request.query) };
    },
  );

  app.post(
    "/admin/petitions",
    {
      onRequest: staff,
      schema: { tags: ["admin"], summary: "Create a petition (staff)", body: PetitionCreateBody, response: responses({ 201: petitionAnswer }) },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true, data: await app.services.petitions.create(request.body, request.staff?.id) };
    },
  );

  app.get(
    "/admin/petitions/:id",
    {
      onRequest: staff,
      schema: { tags: ["admin"], summary: "One petition (staff)", params: AdminPetitionIdParams, response: responses({ 200: petitionAnswer }) },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.petitions.getForStaff(request.params.id) };
    },
  );

  app.put(
    "/admin/petitions/:id",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Replace a petition with the edited whole petition (staff)",
        description: "Every key is required, with the version the editor loaded; a stale version answers 409.",
        params: AdminPetitionIdParams,
        body: PetitionUpdateBody,
        response: responses({ 200: petitionAnswer }),
      },
    },
    async (request) => ({ success: true, data: await app.services.petitions.update(request.params.id, request.body, request.staff?.id) }),
  );

  app.post(
    "/admin/petitions/:id/make-current",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Make this the current petition (staff)",
        params: AdminPetitionIdParams,
        body: PetitionActionBody,
        response: responses({ 200: petitionAnswer }),
      },
    },
    async (request) => ({ success: true, data: await app.services.petitions.makeCurrent(request.params.id, request.body?.version, request.staff?.id) }),
  );

  app.post(
    "/admin/petitions/:id/close",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Close a petition: signing is refused (staff)",
        params: AdminPetitionIdParams,
        body: PetitionActionBody,
        response: responses({ 200: petitionAnswer }),
      },
    },
    async (request) => ({ success: true, data: await app.services.petitions.close(request.params.id, request.body?.version, request.staff?.id) }),
  );

  app.post(
    "/admin/petitions/:id/publish",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Publish a translation: its words show on its edition's /petition (staff)",
        params: AdminPetitionIdParams,
        body: PetitionActionBody,
        response: responses({ 200: petitionAnswer }),
      },
    },
    async (request) => ({ success: true, data: await app.services.petitions.publish(request.params.id, request.body?.version, request.staff?.id) }),
  );

  app.post(
    "/admin/petitions/:id/translations",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Translate a petition: a linked draft in another language (staff; 409 when one exists)",
        params: AdminPetitionIdParams,
        body: PetitionTranslateBody,
        response: responses({ 201: petitionAnswer }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await app.services.petitions.translate(request.params.id.toLowerCase(), request.body.language, request.staff as StaffActor),
      }),
  );

  app.get(
    "/admin/petitions/:id/source-changes",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "What changed in a translated petition's source since it was saved (staff)",
        params: AdminPetitionIdParams,
        response: responses({ 200: okEnvelope(sourceChangesWireSchema) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.petitions.sourceChanges(request.params.id.toLowerCase()) };
    },
  );
};
