import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { breakingAdminWireSchema, breakingWireSchema } from "@matv/shared/contracts/siteBlocks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import { sendJson } from "../../http/httpCache.ts";
import { BreakingSaveBody } from "./schema.ts";

const adminAnswer = responses({ 200: okEnvelope(breakingAdminWireSchema) });

/** The breaking-news banner (ADR 062): readers' small cacheable answer, editors' read and save. */
export const breakingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/breaking",
    {
      schema: {
        tags: ["breaking"],
        summary: "The breaking-news banner now (null when none or expired)",
        response: responses({ 200: okEnvelope(breakingWireSchema.nullable()) }),
      },
    },
    async (_request, reply) => {
      // A new or cleared banner must reach readers within 30 s: a CDN keeps this for 15 s at most.
      reply.header("cache-control", "public, max-age=0, s-maxage=15, stale-while-revalidate=15");
      return sendJson(reply, "breaking", await app.services.breaking.current(), (data) => ({ success: true, data }));
    },
  );

  app.get(
    "/admin/breaking",
    { onRequest: requireStaff(), schema: { tags: ["breaking"], summary: "The breaking banner as stored, with its version (editors)", response: adminAnswer } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.breaking.forStaff() };
    },
  );

  app.put(
    "/admin/breaking",
    {
      onRequest: requireStaff(),
      schema: { tags: ["breaking"], summary: "Set or clear the breaking banner (editors)", body: BreakingSaveBody, response: adminAnswer },
    },
    async (request) => {
      const { version, breaking } = request.body;
      return { success: true, data: await app.services.breaking.save(breaking, version, request.staff?.id ?? null) };
    },
  );
};
