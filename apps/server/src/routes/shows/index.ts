import { SHOW_MESSAGES } from "@matv/shared";
import { responses, successTrue } from "@matv/shared/contracts/envelope";
import { showListItemWireSchema, showPageWireSchema } from "@matv/shared/contracts/programmes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { ShowSlugParams } from "./schema.ts";

/**
 * The channel's shows (ADR 073), public and cacheable:
 *   GET /api/shows          → {success, shows: [show + nextAiring]}
 *   GET /api/shows/{slug}   → {success, ...show, nextAirings: [{start, end, title, isLive}], episodes: [{videoId, title, publishedAt, thumbnail, ...}]}
 */
export const showsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["shows"];
  app.get(
    "/shows",
    {
      schema: {
        tags,
        summary: "The channel's shows, each with its next airing",
        response: responses({ 200: z.object({ success: successTrue, shows: z.array(showListItemWireSchema) }) }),
      },
    },
    async (_request, reply) => sendJson(reply, "shows", await app.services.programmes.listShows(), (shows) => ({ success: true, shows })),
  );

  app.get(
    "/shows/:slug",
    {
      schema: {
        tags,
        summary: "One show: presenters, next airings and episodes (catch-up)",
        params: ShowSlugParams,
        response: responses({ 200: showPageWireSchema.extend({ success: successTrue }) }),
      },
    },
    async (request, reply) => {
      const page = await app.services.programmes.showPage(request.params.slug);
      if (!page) throw new NotFoundError(SHOW_MESSAGES.notFound);
      return sendJson(reply, "show", page, (show) => ({ success: true, ...show }));
    },
  );
};
