import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { adminShowWireSchema } from "@matv/shared/contracts/programmes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { BadRequestError } from "../../rules/errors.ts";
import { ShowIdParams, ShowSaveBody } from "./schema.ts";

/**
 * The shows desk (ADR 073). Any staff role may read (the schedule desk picks shows); editors and admins save.
 *   GET  /api/admin/shows                 → {success, data: AdminShowWire[]}
 *   POST /api/admin/shows {…}             → 201 {success, data: show}
 *   PUT  /api/admin/shows/:id {…, version} → {success, data: show}; 409 {field: "version", current} when stale
 */
export const adminShowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.services.showsDesk;
  const tags = ["shows"];
  const editors = requireStaff("editor", "Writers cannot change shows. Ask an editor.");
  const staffId = (request: { staff?: { id: string } }) => request.staff?.id as string;

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/shows",
    {
      onRequest: requireStaff("writer"),
      schema: { tags, summary: "Every show with its match words (staff)", response: responses({ 200: okEnvelope(z.array(adminShowWireSchema)) }) },
    },
    async () => ({
      success: true,
      data: await desk.list(),
    }),
  );

  app.post(
    "/admin/shows",
    {
      onRequest: editors,
      schema: { tags, summary: "Create a show (editors)", body: ShowSaveBody, response: responses({ 201: okEnvelope(adminShowWireSchema) }) },
    },
    async (request, reply) => {
      if (request.body.id) throw new BadRequestError("id: a new show has no id (save an existing one with PUT /api/admin/shows/{id})", "id");
      return reply.status(201).send({ success: true, data: await desk.save(request.body, staffId(request)) });
    },
  );

  app.put(
    "/admin/shows/:id",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Save a show (editors; 409 when `version` is stale)",
        params: ShowIdParams,
        body: ShowSaveBody,
        response: responses({ 200: okEnvelope(adminShowWireSchema) }),
      },
    },
    async (request) => {
      if (request.body.version === undefined) throw new BadRequestError("version is required", "version");
      return { success: true, data: await desk.save({ ...request.body, id: request.params.id }, staffId(request)) };
    },
  );
};
