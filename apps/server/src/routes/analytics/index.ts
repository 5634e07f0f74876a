import { ANALYTICS_BATCH_MAX_BYTES } from "@matv/shared";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { analyticsClientOf } from "../../http/analyticsClient.ts";
import { BadRequestError } from "../../rules/errors.ts";
import { ANALYTICS_EVENTS_RATE_LIMIT, ANALYTICS_RATE_LIMIT, EventsBody, ShareBody, ViewBody } from "./schema.ts";

/**
 * Analytics (spec 000 §7, ADR 075): the spec's article views and shares, and the beacons of reader pages (shares,
 * video plays, live-TV and live-blog heartbeats, page speed), rate-limited per client address. Page views are
 * counted where the server serves the page (web/plugin.ts); a view here feeds the same counts.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain: read it as the JSON it is.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: ANALYTICS_BATCH_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new BadRequestError("body: must be JSON", "body"), undefined);
    }
  });

  app.post(
    "/analytics/view",
    {
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: {
        tags: ["analytics"],
        summary: "Record a view of an article (adds one to its views once per reader and article in 30 minutes)",
        body: ViewBody,
        response: responses({ 200: okEnvelope(z.object({ articleId: z.string(), views: z.number(), counted: z.boolean() })) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const referrer = request.headers.referer;
      const page = { referrer, search: referrer ? searchOf(referrer) : undefined, ownHost: request.hostname };
      const { views, counted } = await app.services.analytics.recordView(request.body, analyticsClientOf(request), page);
      return { success: true, data: { articleId: request.body.articleId, views, counted } };
    },
  );

  app.post(
    "/analytics/share",
    {
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: {
        tags: ["analytics"],
        summary: "Record a share of an article",
        body: ShareBody,
        response: responses({ 200: okEnvelope(z.object({ articleId: z.string(), platform: z.string() })) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await app.services.analytics.recordShare(request.body, analyticsClientOf(request));
      return { success: true, data: { articleId: request.body.articleId, platform: request.body.platform } };
    },
  );

  app.post(
    "/analytics/events",
    {
      bodyLimit: ANALYTICS_BATCH_MAX_BYTES,
      config: { rateLimit: ANALYTICS_EVENTS_RATE_LIMIT },
      schema: {
        tags: ["analytics"],
        summary: "Record a batch of reader beacons (sendBeacon: text/plain JSON allowed): shares, plays, heartbeats, page speed",
        body: EventsBody,
        response: responses({ 202: okEnvelope(z.object({ accepted: z.number() })) }),
      },
    },
    async (request, reply) => {
      reply.code(202).header("cache-control", "no-store");
      const accepted = app.config.ANALYTICS_COUNTING ? app.services.analytics.ingestEvents(request.body.events, analyticsClientOf(request)) : 0;
      return { success: true, data: { accepted } };
    },
  );
};

/**
 * The modal's view is sent from the page it opened on: that page's `utm_*` (a reader who arrived on the home page
 * from a newsletter link) name the source; without them the reader keeps the source of their visit.
 */
function searchOf(referrer: string): string | undefined {
  try {
    return new URL(referrer).search;
  } catch {
    return undefined;
  }
}
