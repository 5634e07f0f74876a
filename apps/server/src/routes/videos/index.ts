import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** GET /api/videos (spec 001 §7): the channel's latest uploads, `{videos, lastUpdated}` (+ source, notice). */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/videos", { schema: { tags: ["videos"], summary: "The channel's latest videos (cached 30 minutes on the server)" } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    return app.services.videos.listVideos();
  });
};
