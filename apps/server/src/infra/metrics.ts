import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { requestIdOf } from "../http/requestIds.ts";

/** Pool figures of the PostgreSQL connection pool (none on PGlite). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Route label of requests answered before Fastify (http/apiFastPath.ts). */
const FAST_PATH_ROUTE = "(api fast path)";
const UNMATCHED_ROUTE = "(unmatched)";

declare module "node:http" {
  interface IncomingMessage {
    /** The Fastify route that answered (its pattern, e.g. /api/news/:id), for the metrics' route label. */
    matvRoute?: string;
  }
}

/** Prometheus metrics of one app (its own registry, so several apps in one test process do not clash). */
export function createMetrics(options: { poolStats?: () => PoolStats | null } = {}) {
  const registry = new Registry();
  // Process figures, event-loop lag (nodejs_eventloop_lag_seconds) among them.
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method and route",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: "matv_page_cache_total",
    help: "Page cache results (x-page-cache: hit, miss, stale)",
    labelNames: ["result"],
    registers: [registry],
  });
  const fastPathHits = new Counter({ name: "matv_api_fast_path_total", help: "API answers served from the fast path cache", registers: [registry] });
  new Gauge({
    name: "matv_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  /** Counts one finished response. */
  function record(req: IncomingMessage, res: ServerResponse, startedAt: bigint) {
    // Fastify names every request it sees (unmatched ones too): one it never saw was the fast path's.
    const route = req.matvRoute ?? FAST_PATH_ROUTE;
    if (route === FAST_PATH_ROUTE) fastPathHits.inc();
    const method = req.method ?? "GET";
    requests.inc({ method, route, status: String(res.statusCode) });
    duration.observe({ method, route }, Number(process.hrtime.bigint() - startedAt) / 1e9);
    const pageCache = res.getHeader("x-page-cache");
    if (typeof pageCache === "string") cache.inc({ result: pageCache });
  }

  return { registry, record };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Every request, the fast path's too, gets an id (the proxy's X-Request-Id if well formed, else a new
 * one) before anything answers it: Fastify takes it as request.id (so it is in every log line) and it
 * goes back in X-Request-Id; and every response is counted. Wraps the HTTP server's request listener,
 * so it must be installed after http/apiFastPath.ts.
 */
export function installRequestTracking(app: FastifyInstance, metrics: Metrics): void {
  const server = app.server;
  const listeners = server.listeners("request") as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = process.hrtime.bigint();
    const id = requestIdOf(req);
    req.headers["x-request-id"] = id;
    res.setHeader("x-request-id", id);
    res.once("finish", () => metrics.record(req, res, startedAt));
    for (const listener of listeners) listener.call(server, req, res);
  });
  app.addHook("onRequest", (request, reply, done) => {
    request.raw.matvRoute = request.routeOptions.url ?? UNMATCHED_ROUTE;
    // app.inject() does not pass through the server's listener: the header is set here too.
    reply.header("x-request-id", request.id);
    done();
  });
}

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127."));
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** GET /metrics (Prometheus text): with `Authorization: Bearer METRICS_TOKEN`, or straight from loopback (not through a proxy). */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const allowed = (request: FastifyRequest) => {
    const auth = request.headers.authorization;
    if (token && auth?.startsWith("Bearer ") && sameSecret(auth.slice(7), token)) return true;
    // A proxy on this host is loopback too: a forwarded request is not the operator's.
    return isLoopback(request.socket.remoteAddress) && request.headers["x-forwarded-for"] === undefined;
  };
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!allowed(request)) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
