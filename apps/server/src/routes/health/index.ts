import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const HealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), status: z.enum(["up", "down"]), latencyMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
  timestamp: z.string(),
});

/** GET /api/health: the server and database state; 503 while the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Server and database state", response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const report = await app.services.health.check();
      reply.header("cache-control", "no-store");
      return reply.status(report.database.status === "up" ? 200 : 503).send(report);
    },
  );
};
