import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { presenceWireSchema } from "@matv/shared/contracts/desk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { DeskPresenceParams, PresenceBody, PresenceParams, PresenceReleaseQuery } from "./schema.ts";

/**
 * Presence on any document kind that declares it (ADR 067): every editor of a document sees every other one and
 * who took it over. Every staff role. The stories and blogs desks' paths are the same routes for their kinds.
 *   POST   /api/admin/presence/:kind/:id {sessionId, takeOver?} → PresenceWire (also /api/admin/{stories,blogs}/:id/presence)
 *   DELETE /api/admin/presence/:kind/:id?sessionId=             → {success, data: null}
 */
export const adminPresenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = requireStaff("writer");
  const tags = ["presence"];

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const paths = [
    { url: "/admin/presence/:kind/:id", params: PresenceParams, kindOf: (params: object) => (params as { kind: string }).kind },
    { url: "/admin/stories/:id/presence", params: DeskPresenceParams, kindOf: (_params: object) => "story" },
    { url: "/admin/blogs/:id/presence", params: DeskPresenceParams, kindOf: (_params: object) => "blog" },
  ];
  for (const { url, params, kindOf } of paths) {
    app.post(
      url,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: "Editor heartbeat: who else has this document open (staff)",
          params,
          body: PresenceBody,
          response: responses({ 200: okEnvelope(presenceWireSchema) }),
        },
      },
      async (request) => ({
        success: true,
        data: await app.services.presence.heartbeat(kindOf(request.params), request.params.id.toLowerCase(), request.staff?.id ?? "", request.body),
      }),
    );
    app.delete(
      url,
      {
        onRequest: anyStaff,
        schema: { tags, summary: "Editor tab closed (staff)", params, querystring: PresenceReleaseQuery, response: responses({ 200: okEnvelope(z.null()) }) },
      },
      async (request) => {
        await app.services.presence.release(kindOf(request.params), request.params.id.toLowerCase(), request.staff?.id ?? "", request.query.sessionId);
        return { success: true, data: null };
      },
    );
  }
};
