import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { analyticsOverviewSchema, analyticsRealtimeSchema, analyticsStorySchema, analyticsVitalsSchema } from "@matv/shared/contracts/newsroom";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import type { AnalyticsViewer } from "../../services/analyticsReports.ts";
import { OverviewQuery, StoryParams } from "./schema.ts";

/**
 * The newsroom's analytics (ADR 075): editors and admins see the whole site, writers the stories they created.
 *   GET /api/admin/analytics/realtime → {readers, topStories: [{_id, title, readers, source}], liveViewers, perMinute}
 *   GET /api/admin/analytics/overview?from=YYYY-MM-DD&to=YYYY-MM-DD → {views, visitors, topStories, sources, shares, ...}
 *   GET /api/admin/analytics/stories/{id} → {views, visitors, sources, shares, byHour, ...}
 *   GET /api/admin/analytics/vitals → per template {p75: {lcp, inp, cls}, good, ni, poor, samples}
 * Each answers {success, data}, never cached.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireStaff("writer");
  const viewerOf = (request: { staff?: { id: string; role: string } }): AnalyticsViewer =>
    request.staff?.role === "writer" ? { writerId: request.staff.id } : {};
  const tags = ["analytics"];

  app.get(
    "/admin/analytics/realtime",
    { onRequest: staff, schema: { tags, summary: "Readers now (staff)", response: responses({ 200: okEnvelope(analyticsRealtimeSchema) }) } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.analytics.realtime(viewerOf(request)) };
    },
  );

  app.get(
    "/admin/analytics/overview",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Readers over a range of UK days (staff)",
        querystring: OverviewQuery,
        response: responses({ 200: okEnvelope(analyticsOverviewSchema) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.analytics.overview(request.query, viewerOf(request)) };
    },
  );

  app.get(
    "/admin/analytics/stories/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "One story's readers (staff; writers their own)",
        params: StoryParams,
        response: responses({ 200: okEnvelope(analyticsStorySchema) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.analytics.story(request.params.id, viewerOf(request)) };
    },
  );

  app.get(
    "/admin/analytics/vitals",
    {
      onRequest: requireStaff(),
      schema: { tags, summary: "Page speed from real readers, 7 days (editors)", response: responses({ 200: okEnvelope(analyticsVitalsSchema) }) },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.analytics.vitals() };
    },
  );
};
