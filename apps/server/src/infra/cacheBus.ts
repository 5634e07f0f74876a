import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { ContentCache } from "./cache.ts";

/** The invalidation channel under REDIS_KEY_PREFIX (default "matv:"). */
export const cacheInvalidationChannel = (keyPrefix: string) => `${keyPrefix}cache:invalidate`;

export interface CacheBus {
  /** Resolves once the subscription is live (invalidations from other instances now arrive). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Carries cache invalidations between instances over Redis pub/sub: every local invalidation's tags are
 * published, and a message from another instance invalidates the same tags here (without publishing them
 * again), so its page cache and API answers drop exactly what the write touched. Redis being away never
 * breaks a request: errors are logged and ioredis reconnects.
 */
export function connectCacheBus(cache: ContentCache, redisUrl: string, log: FastifyBaseLogger, channel: string): CacheBus {
  const instanceId = randomUUID();
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  for (const [name, client] of [
    ["publisher", publisher],
    ["subscriber", subscriber],
  ] as const) {
    client.on("error", (err: Error) => log.warn({ err }, `redis ${name}: ${err.message}`));
  }
  let applyingRemote = false;

  cache.onInvalidate((tags) => {
    if (applyingRemote) return;
    publisher.publish(channel, JSON.stringify({ from: instanceId, tags })).catch((err: Error) => log.warn({ err }, "cache invalidation not published"));
  });

  subscriber.on("message", (received: string, message: string) => {
    if (received !== channel) return;
    let parsed: { from?: unknown; tags?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      parsed = {};
    }
    if (parsed.from === instanceId) return;
    const tags = Array.isArray(parsed.tags) ? parsed.tags.filter((t): t is string => typeof t === "string") : [];
    if (tags.length === 0) {
      log.warn(`cache invalidation without tags ignored: ${message.slice(0, 200)}`);
      return;
    }
    applyingRemote = true;
    try {
      cache.invalidate(tags);
    } finally {
      applyingRemote = false;
    }
  });

  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (err: Error) => log.warn({ err }, "cache invalidation channel not subscribed"),
  );

  return {
    ready,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * @fastify/rate-limit options that keep the counters in Redis when REDIS_URL is set, so a client's
 * limit holds across every instance. A Redis outage lets requests through (skipOnError) rather than
 * failing them; the connection closes with the app.
 */
export function sharedRateLimitOptions(
  app: FastifyInstance,
  redisUrl: string | undefined,
  keyPrefix: string,
): { redis?: Redis; skipOnError?: boolean; nameSpace?: string } {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", (err: Error) => app.log.warn({ err }, `redis rate-limit store: ${err.message}`));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => undefined);
  });
  return { redis, skipOnError: true, nameSpace: `${keyPrefix}rate-limit:` };
}
