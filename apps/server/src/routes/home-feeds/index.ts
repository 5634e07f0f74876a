import { okEnvelope, responses, successTrue } from "@matv/shared/contracts/envelope";
import { sportsFeedSchema, technologyFeedSchema } from "@matv/shared/contracts/reads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendJson } from "../../http/httpCache.ts";
import { TechnologyQuery } from "./schema.ts";

/**
 * The sports and technology feeds (spec 000 §3 "Sports feed", spec 001 §7 "Technology section").
 * Static paths, so Fastify prefers them to /home-contents/published/pages/:pageName.
 */
export const homeFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/home-contents/published/pages/sports",
    {
      schema: {
        tags: ["home-contents"],
        summary: "Sports feed: news, live scores, categories and stats",
        response: responses({ 200: okEnvelope(sportsFeedSchema) }),
      },
    },
    async (_request, reply) => {
      return sendJson(reply, "sports", await app.services.homeFeeds.sports(), (data) => ({ success: true, data }));
    },
  );

  app.get(
    "/home-contents/published/pages/technology",
    {
      schema: {
        tags: ["home-contents"],
        summary: "Technology stories, paged, with the total count",
        querystring: TechnologyQuery,
        response: responses({ 200: technologyFeedSchema.extend({ success: successTrue }) }),
      },
    },
    async (request, reply) => {
      return sendJson(reply, "technology", await app.services.homeFeeds.technology(request.query), (f) => ({
        success: true,
        data: f.data,
        pagination: f.pagination,
      }));
    },
  );
};
