import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** GET /api/docs: the OpenAPI 3 description, generated from the route schemas by @fastify/swagger. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/docs", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return app.swagger();
  });
};
