import { STORY_MESSAGES } from "@matv/shared";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { auditListWireSchema } from "@matv/shared/contracts/desk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import { AuditListQuery } from "./schema.ts";

/**
 * The audit log (ADR 047), admins only.
 *   GET /api/admin/audit?entityType=&entityId=&staffId=&page=&limit= → {success, data: {entries, total, hasMore}}
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/audit",
    {
      onRequest: requireStaff("admin", STORY_MESSAGES.writerAudit),
      schema: { tags: ["audit"], summary: "Audit log (admin)", querystring: AuditListQuery, response: responses({ 200: okEnvelope(auditListWireSchema) }) },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.audit.list(request.query) };
    },
  );
};
