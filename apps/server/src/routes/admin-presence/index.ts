import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import { PresenceBody, PresenceParams, PresenceReleaseQuery } from "./schema.ts";

/**
 * Presence on any document kind that declares it (ADR 067): every editor of a document sees every other one and
 * who took it over. Every staff role; the stories and blogs desks' own presence paths answer the same.
 *   POST   /api/admin/presence/:kind/:id {sessionId, takeOver?} → PresenceWire
 *   DELETE /api/admin/presence/:kind/:id?sessionId=             → {success, data: null}
 */
export const adminPresenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = requireStaff("writer");
  const tags = ["presence"];

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/admin/presence/:kind/:id",
    {
      preHandler: anyStaff,
      schema: { tags, summary: "Editor heartbeat: who else has this document open (staff)", params: PresenceParams, body: PresenceBody },
    },
    async (request) => ({
      success: true,
      data: await app.services.presence.heartbeat(request.params.kind, request.params.id.toLowerCase(), request.staff?.id ?? "", request.body),
    }),
  );

  app.delete(
    "/admin/presence/:kind/:id",
    { preHandler: anyStaff, schema: { tags, summary: "Editor tab closed (staff)", params: PresenceParams, querystring: PresenceReleaseQuery } },
    async (request) => {
      await app.services.presence.release(request.params.kind, request.params.id.toLowerCase(), request.staff?.id ?? "", request.query.sessionId);
      return { success: true, data: null };
    },
  );
};
