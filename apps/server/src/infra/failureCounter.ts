import type { Redis } from "ioredis";

/**
 * Counts failures (wrong passwords) under a key for a fixed window that starts at the first one: in Redis when
 * the app has it, so every instance counts the same failures, else in this process. A Redis error falls back
 * to this process's count rather than letting every attempt through.
 */
export interface FailureCounter {
  /** The failures counted under `key` in its current window, and the milliseconds until that window ends. */
  get(key: string): Promise<FailureCount>;
  /** Counts one more failure under `key`. */
  add(key: string): Promise<FailureCount>;
}

export interface FailureCount {
  count: number;
  resetInMs: number;
}

/** Keys kept in memory at most: a spray of made-up accounts forgets the oldest first. */
const MEMORY_KEYS = 10_000;

export function memoryFailureCounter(windowMs: number, now: () => number = Date.now): FailureCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  const counted = (entry: { count: number; resetAt: number } | undefined): FailureCount =>
    entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
  return {
    async get(key) {
      return counted(live(key));
    },
    async add(key) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= MEMORY_KEYS) entries.delete(entries.keys().next().value as string);
        entries.set(key, (entry = { count: 0, resetAt: now() + windowMs }));
      }
      entry.count++;
      return counted(entry);
    },
  };
}

export function redisFailureCounter(
  redis: Redis,
  keyPrefix: string,
  windowMs: number,
  fallback: FailureCounter = memoryFailureCounter(windowMs),
): FailureCounter {
  const keyOf = (key: string) => `${keyPrefix}${key}`;
  const counted = (count: unknown, ttl: unknown): FailureCount => ({ count: Number(count ?? 0) || 0, resetInMs: Math.max(0, Number(ttl) || 0) });
  return {
    async get(key) {
      try {
        const [[, count], [, ttl]] = (await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec()) as [[unknown, unknown], [unknown, unknown]];
        return counted(count, ttl);
      } catch {
        return fallback.get(key);
      }
    },
    async add(key) {
      void fallback.add(key);
      try {
        // The window starts at the first failure: created with its expiry, then counted.
        const replies = (await redis.multi().set(keyOf(key), "0", "PX", windowMs, "NX").incr(keyOf(key)).pttl(keyOf(key)).exec()) as Array<[unknown, unknown]>;
        return counted(replies[1]?.[1], replies[2]?.[1]);
      } catch {
        return fallback.get(key);
      }
    },
  };
}
