import { responses } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const DatabaseState = z.object({ kind: z.enum(["pglite", "postgres"]), status: z.enum(["up", "down"]), latencyMs: z.number().nullable() });

const HealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: DatabaseState,
  uptimeSeconds: z.number(),
  timestamp: z.string(),
});

const LiveResponse = z.object({ status: z.literal("ok") });

const ReadyResponse = z.object({ status: z.enum(["ready", "draining"]), database: DatabaseState });

/**
 * GET /api/health: the server and database state; 503 while the database does not answer.
 * GET /api/health/live: the process answers (restart it when this fails).
 * GET /api/health/ready: send it traffic? 503 only while draining after SIGTERM; with the database away
 * it stays 200 (stale pages can still be served) and says so in the body (ADR 052).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Server and database state", response: responses({ 200: HealthResponse, 503: HealthResponse }) } },
    async (_request, reply) => {
      const report = await app.services.health.check();
      reply.header("cache-control", "no-store");
      return reply.status(report.database.status === "up" ? 200 : 503).send(report);
    },
  );

  app.get(
    "/health/live",
    { schema: { tags: ["health"], summary: "Liveness: the process answers", response: responses({ 200: LiveResponse }) } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/health/ready",
    { schema: { tags: ["health"], summary: "Readiness for a load balancer", response: responses({ 200: ReadyResponse, 503: ReadyResponse }) } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const draining = app.readiness.draining;
      // While draining the answer is decided already: no database round trip.
      const database = draining ? { kind: app.services.health.kind, status: "up" as const, latencyMs: null } : (await app.services.health.check()).database;
      return reply.status(draining ? 503 : 200).send({ status: draining ? "draining" : "ready", database });
    },
  );
};
