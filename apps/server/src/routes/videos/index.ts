import { SHOW_MESSAGES, videoIdSchema } from "@matv/shared";
import { responses, successTrue } from "@matv/shared/contracts/envelope";
import { videoPageWireSchema, videosResponseSchema } from "@matv/shared/contracts/programmes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";

const VideoIdParams = z.object({ videoId: videoIdSchema });

/**
 * GET /api/videos (spec 001 §7): the channel's latest uploads, `{videos, lastUpdated}` (+ source, notice).
 * GET /api/videos/{videoId} (ADR 073): one video with the show and airing it records and videos to watch next.
 */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/videos",
    {
      schema: {
        tags: ["videos"],
        summary: "The channel's latest videos (cached 30 minutes on the server)",
        response: responses({ 200: videosResponseSchema }),
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      return app.services.videos.listVideos();
    },
  );

  app.get(
    "/videos/:videoId",
    {
      schema: {
        tags: ["videos"],
        summary: "One video: its show and airing (catch-up) and related videos",
        params: VideoIdParams,
        response: responses({ 200: videoPageWireSchema.extend({ success: successTrue }) }),
      },
    },
    async (request, reply) => {
      const page = await app.services.programmes.videoPage(request.params.videoId);
      if (!page) throw new NotFoundError(SHOW_MESSAGES.videoNotFound);
      return sendJson(reply, "video", page, (value) => ({ success: true, ...value }));
    },
  );
};
