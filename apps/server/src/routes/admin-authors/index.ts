import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { adminAuthorWireSchema } from "@matv/shared/contracts/newsroom";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { AuthorCreateBody, AuthorIdParams, AuthorListQuery, AuthorUpdateBody } from "./schema.ts";

/**
 * The authors desk (ADR 056). Any staff role may read (writers pick bylines); editors and
 * admins write. The answers carry the author's email: never cached, never public.
 *   GET  /api/admin/authors?q=            → {success, data: AdminAuthorWire[]} (active and inactive)
 *   POST /api/admin/authors               → 201 {success, data: author}
 *   GET  /api/admin/authors/:id           → {success, data: author}
 *   PUT  /api/admin/authors/:id {…, version} → {success, data: author}; 409 with `current` when stale
 */
export const adminAuthorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.services.authorsDesk;
  const anyStaff = requireStaff("writer");
  const editors = requireStaff("editor", "Writers cannot change authors. Ask an editor.");
  const tags = ["authors"];
  const staffId = (request: { staff?: { id: string } }) => request.staff?.id as string;

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/authors",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Every author with staff-only fields (staff)",
        querystring: AuthorListQuery,
        response: responses({ 200: okEnvelope(z.array(adminAuthorWireSchema)) }),
      },
    },
    async (request) => ({
      success: true,
      data: await desk.list(request.query),
    }),
  );

  app.post(
    "/admin/authors",
    {
      onRequest: editors,
      schema: { tags, summary: "Create an author (editors)", body: AuthorCreateBody, response: responses({ 201: okEnvelope(adminAuthorWireSchema) }) },
    },
    async (request, reply) => reply.status(201).send({ success: true, data: await desk.create(request.body, staffId(request)) }),
  );

  app.get(
    "/admin/authors/:id",
    {
      onRequest: anyStaff,
      schema: { tags, summary: "One author (staff)", params: AuthorIdParams, response: responses({ 200: okEnvelope(adminAuthorWireSchema) }) },
    },
    async (request) => ({
      success: true,
      data: await desk.get(request.params.id),
    }),
  );

  app.put(
    "/admin/authors/:id",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Save an author: rename, deactivate (active: false)... (editors; 409 when `version` is stale)",
        params: AuthorIdParams,
        body: AuthorUpdateBody,
        response: responses({ 200: okEnvelope(adminAuthorWireSchema) }),
      },
    },
    async (request) => ({ success: true, data: await desk.update(request.params.id, request.body, staffId(request)) }),
  );
};
