import { fileAnswer, okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { supportRequestDtoSchema } from "@matv/shared/contracts/staffDesk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { AttachmentParams, SupportQueueQuery, SupportRequestParams, SupportUpdateBody } from "./schema.ts";

/** RFC 5987 value: percent-encode everything outside attr-char. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The staff queue of diaspora support requests: list, status and notes, attachment downloads. */
export const supportRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/support-requests",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Support request queue (staff)",
        querystring: SupportQueueQuery,
        response: responses({
          200: okEnvelope(
            z.object({ requests: z.array(supportRequestDtoSchema), total: z.number(), page: z.number(), limit: z.number(), hasMore: z.boolean() }),
          ),
        }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.support.list(request.query) };
    },
  );

  app.patch(
    "/admin/support-requests/:id",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Change a request's status or notes (staff)",
        params: SupportRequestParams,
        body: SupportUpdateBody,
        response: responses({ 200: okEnvelope(supportRequestDtoSchema) }),
      },
    },
    async (request) => {
      return { success: true, data: await app.services.support.update(request.params.id, request.body, request.staff?.id ?? null) };
    },
  );

  app.get(
    "/admin/support-requests/:id/attachments/:attachmentId",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Download an attachment (staff)",
        params: AttachmentParams,
        response: responses({ 200: fileAnswer("The attachment's bytes, with its own Content-Type") }),
      },
    },
    async (request, reply) => {
      const file = await app.services.support.getAttachment(request.params.id, request.params.attachmentId);
      const ascii = file.originalName.replace(/[^\x20-\x7E]/g, "_").replace(/["\\]/g, "_");
      return reply
        .header("content-type", file.mimeType)
        .header("content-length", String(file.bytes))
        .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(file.originalName)}`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};
