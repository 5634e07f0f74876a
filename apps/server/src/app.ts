import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "./db/client.ts";
import { isDatabaseUnavailable, isDataException } from "./db/client.ts";
import type { Env } from "./infra/env.ts";
import { createApiFastPath, registerApiFastPath } from "./http/apiFastPath.ts";
import { cacheInvalidationChannel, connectCacheBus, sharedRateLimitOptions } from "./infra/cacheBus.ts";
import { addressKey } from "./http/clientAddress.ts";
import { requestLogFields } from "./rules/logRedaction.ts";
import { COMPRESSION } from "./http/contentEncoding.ts";
import { AppError, BadRequestError, ERROR_MESSAGES, NotFoundError, RetryLaterError, ServiceUnavailableError, TooManyRequestsError } from "./rules/errors.ts";
import { registerApiCaching } from "./http/httpCache.ts";
import { registerHttpsRedirect } from "./http/httpsRedirect.ts";
import { registerRequestLimits } from "./http/requestLimits.ts";
import { isRequestStreamError, REQUEST_STREAM_MESSAGE } from "./http/requestStream.ts";
import { registerHostPolicy } from "./infra/publicOrigin.ts";
import { answerFrameworkError } from "./http/badUrl.ts";
import { createMailer } from "./infra/mail.ts";
import { loadJwtSecret } from "./infra/secrets.ts";
import { loadVapidKeys, vapidSigningKey } from "./infra/webPush.ts";
import { inProcessDelivery, threadedDelivery } from "./infra/pushDeliveryThread.ts";
import type { Readiness } from "./infra/lifecycle.ts";
import { createMetrics, installRequestTracking, registerMetricsRoute } from "./infra/metrics.ts";
import { registerRequestLog } from "./http/requestLog.ts";
import { requestIdOf } from "./http/requestIds.ts";
import { registerSecurityHeaders } from "./http/securityHeaders.ts";
import { createSharedValues } from "./infra/sharedValue.ts";
import { createStorage, type ObjectStorage } from "./infra/storage/index.ts";
import { toBadRequest } from "./http/validation.ts";
import { apiRoutes } from "./routes/index.ts";
import { createServices, type Services } from "./services/index.ts";
import { mediaPlugin } from "./web/media.ts";
import { webPlugin, type WebMode } from "./web/plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    config: Env;
    routeList: ReadonlyArray<{ method: string; url: string }>;
    /** Draining after SIGTERM (infra/lifecycle.ts): GET /api/health/ready answers 503. */
    readiness: Readiness;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Serve the React Router site too: the production build, Vite in development, or not at all (API tests). */
  web?: WebMode;
  logger?: boolean;
  /** Clock for time-based caches (tests inject one). */
  now?: () => number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Answer repeated anonymous cached API GETs from the first hook after the https redirect (http/apiFastPath.ts, ADR 032); on unless false. */
  apiFastPath?: boolean;
  /** Object storage; by default the one the settings name (lib/storage). */
  storage?: ObjectStorage;
  /** Test-only: installed before any route (testing/responseContracts.ts checks every JSON answer against its route's schema). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/** Alerts (ADR 074): keys, allowed push services, and delivery on its own thread (on the test thread in tests). */
function pushOptions(env: Env) {
  const vapid = loadVapidKeys(env.dataDir, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT });
  vapidSigningKey(vapid);
  const delivery = env.NODE_ENV === "test" ? inProcessDelivery(vapid, env.PUSH_CONCURRENCY) : threadedDelivery(vapid, env.PUSH_CONCURRENCY);
  return { vapid, serviceOrigins: env.PUSH_SERVICE_ORIGINS, concurrency: env.PUSH_CONCURRENCY, delivery };
}

/** Builds the whole app without listening: tests call this and use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const isDev = env.NODE_ENV === "development";
  const requestTimeoutMs = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            transport: isDev && !options.logStream ? { target: "pino-pretty" } : undefined,
            redact: ["req.headers.authorization", "req.headers.cookie"],
            // Addresses without the tokens some carry (rules/logRedaction.ts).
            serializers: { req: requestLogFields },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A client must send its whole request (headers and body) within REQUEST_TIMEOUT_SECONDS, or Node
    // answers 408 and closes the socket: a body trickled a byte at a time no longer holds a socket open.
    // Node checks the deadline every connectionsCheckingInterval, so that is kept well under it.
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeoutMs / 4)),
    },
    // Client addresses (rate limits) come from X-Forwarded-For only when the proxy is trusted.
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Undecodable paths: 404 for pages, the API's 400 in its one error shape (http/badUrl.ts).
    frameworkErrors: answerFrameworkError,
    // X-Request-Id from the proxy when well formed, else a new one: in every log line and response (infra/metrics.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One line per answered request instead of Fastify's two (http/requestLog.ts).
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the answers (/api/docs, ADR 080); they never reshape or check them in production:
  // a plain JSON.stringify, as for a route without one (sendJson sends its own bytes anyway, ADR 020/032).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  options.beforeRoutes?.(app);
  // Every route, for the hostile-input tests and docs coverage.
  const routeList: Array<{ method: string; url: string }> = [];
  app.decorate("routeList", routeList);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeList.push({ method, url: route.url });
  });
  app.decorate("config", env);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, "outbox"), from: env.MAIL_FROM });
  app.addHook("onClose", async () => mailer.close());
  app.decorate("readiness", { draining: false } satisfies Readiness);
  // The video platform's lists, one copy for the whole cluster when Redis is there (ADR 015's quota).
  const shared = env.REDIS_URL
    ? createSharedValues(env.REDIS_URL, { now: options.now, keyPrefix: env.REDIS_KEY_PREFIX, onError: (message) => app.log.warn(message) })
    : undefined;
  if (shared) app.addHook("onClose", () => shared.close());
  app.decorate(
    "services",
    createServices(database, {
      jwtSecret: loadJwtSecret(env.dataDir, env.JWT_SECRET),
      newsletter: { mailer, sendAt: env.NEWSLETTER_SEND_AT, onError: (message, err) => app.log.warn({ err }, message) },
      storage: options.storage ?? createStorage(env),
      videos: {
        apiKey: env.YOUTUBE_API_KEY,
        channelId: env.YOUTUBE_CHANNEL_ID,
        baseUrl: env.YOUTUBE_API_BASE_URL,
        liveStreamUrl: env.LIVE_STREAM_URL,
        now: options.now,
        onError: (message) => app.log.warn(message),
        shared,
      },
      onJobError: (err, job) => app.log.error({ err, job }, "job failed"),
      onAnalyticsError: (err) => app.log.warn({ err }, "analytics batch not written; kept for the next try"),
      push: pushOptions(env),
      onListenerError: (err) => app.log.error({ err }, "document listener failed"),
    }),
  );
  // What readers did in the last seconds is written before the database closes (main.ts starts the timers).
  app.addHook("onClose", () => app.services.analytics.stop());
  app.addHook("onClose", async () => app.services.push.close());

  // First of all hooks: a reader who came in over plain http is sent to https before any work is done.
  registerHttpsRedirect(app, env.PUBLIC_URL);
  // Pages for a host the site does not answer to get 421, never links naming that host (ADR 043).
  registerHostPolicy(app, env);
  // Then repeated anonymous GETs of cached API answers skip the rest of the pipeline (ADR 020, ADR 032).
  const fastPath = options.apiFastPath === false ? null : createApiFastPath({ cache: app.services.cache });
  app.decorate("apiFastPath", fastPath);
  if (fastPath) registerApiFastPath(app, fastPath);
  // Request ids and Prometheus counts for every request, the fast path's too: installed after it.
  const metrics = createMetrics({ poolStats: database.poolStats });
  installRequestTracking(app, metrics);
  registerRequestLog(app);
  registerMetricsRoute(app, metrics, env.METRICS_TOKEN);
  registerSecurityHeaders(app, { isDev });
  // Pages and JSON compressed on the fly at a fast brotli level; built assets are precompressed at build time,
  // cached JSON once per cached value (sendJson, by the same rules).
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION.threshold,
    encodings: COMPRESSION.encodings,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.onTheFlyBrotliQuality } },
  });
  await app.register(cookie);
  // Counters in Redis when REDIS_URL is set, so a client's limit holds across instances.
  // IPv6 clients are counted by their /64 (http/clientAddress.ts), by every limit.
  const rateLimitStore = sharedRateLimitOptions(app, env.REDIS_URL, env.REDIS_KEY_PREFIX);
  await app.register(rateLimit, { global: false, keyGenerator: (request) => addressKey(request.ip), ...rateLimitStore });
  // Limits shared by an API route and its page-form twin, and second limits on one route.
  registerRequestLimits(app, {
    loginAddressMax: env.LOGIN_ADDRESS_LIMIT,
    supportAttachmentsPerDay: env.SUPPORT_ATTACHMENTS_PER_DAY,
    supportRequestMaxBytes: env.SUPPORT_REQUEST_MAX_BYTES,
    followAddressMax: env.FOLLOW_ADDRESS_LIMIT,
    loginAccountFailures: env.LOGIN_ACCOUNT_FAILURES,
    redis: rateLimitStore.redis,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  });
  // CORS only for the origins in CORS_ORIGIN (a comma list); off by default (same-origin site).
  const corsOrigins =
    env.CORS_ORIGIN?.split(",")
      .map((o) => o.trim())
      .filter(Boolean) ?? [];
  if (corsOrigins.length)
    await app.register(cors, { origin: corsOrigins, credentials: true, methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], maxAge: 600 });
  // Public GETs: Cache-Control for a CDN, ETag and 304 (http/httpCache.ts).
  registerApiCaching(app);
  // Cache invalidations reach every instance through Redis when REDIS_URL is set.
  if (env.REDIS_URL) {
    const bus = connectCacheBus(app.services.cache, env.REDIS_URL, app.log, cacheInvalidationChannel(env.REDIS_KEY_PREFIX));
    app.addHook("onClose", () => bus.close());
  }
  // OpenAPI from the route schemas, served at /api/docs; registered before the routes it describes.
  await app.register(swagger, {
    openapi: { info: { title: "MATV API", description: "The public and staff API of the MATV news site.", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  // The one error handler: every error becomes {success: false, data: null, error, message, field?}.
  // Errors are told apart by their type and code, in this order: the client's own stream breaking
  // (a socket closed mid-body, also ECONNRESET) is never mistaken for the database going away.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const streamBroken = !(error instanceof AppError) && isRequestStreamError(error, request.raw);
    const known =
      toBadRequest(error) ??
      (error instanceof AppError ? error : null) ??
      (streamBroken ? new BadRequestError(REQUEST_STREAM_MESSAGE) : null) ??
      (isDatabaseUnavailable(error) ? new ServiceUnavailableError() : null) ??
      (isDataException(error) ? new BadRequestError(ERROR_MESSAGES.invalidValue) : null);
    let status = known?.statusCode ?? error.statusCode ?? 500;
    let message = known?.message ?? error.message;
    // A limit's own explanation (TooManyRequestsError) is kept; the rate-limit plugin's wording is not.
    if (status === 429 && !(known instanceof TooManyRequestsError)) message = ERROR_MESSAGES.tooManyRequests;
    if (status >= 500 && !known) {
      request.log.error({ err: error }, "unhandled error");
      message = ERROR_MESSAGES.internal;
      status = 500;
    } else if (streamBroken) {
      request.log.info({ err: error }, "request stream error: the client aborted or the body broke off");
    } else if (known instanceof RetryLaterError) {
      reply.header("retry-after", String(known.retryAfterSeconds));
      request.log.warn({ err: error }, "busy: asked the client to retry");
    } else if (status === 503) {
      request.log.warn({ err: error }, "database unavailable");
    }
    const field = known && "field" in known ? known.field : undefined;
    reply.header("cache-control", "no-store");
    const extra = known instanceof AppError ? known.extra : undefined;
    return reply.status(status).send({ success: false, data: null, error: message, message, ...(field ? { field } : {}), ...extra });
  });

  await app.register(apiRoutes, { prefix: "/api" });
  // Unknown /api paths answer JSON, never the site's HTML.
  app.all("/api/*", { schema: { hide: true } }, async () => {
    throw new NotFoundError(ERROR_MESSAGES.notFoundEndpoint);
  });

  await app.register(mediaPlugin, { dataDir: env.dataDir, storage: app.services.storage });
  if (options.web) await app.register(webPlugin, { mode: options.web });

  return app;
}
