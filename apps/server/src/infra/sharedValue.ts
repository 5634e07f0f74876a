import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** How long the last good copy of a shared value is kept in Redis after its interval ran out. */
const KEEP_LAST_GOOD_MS = 7 * 24 * 60 * 60 * 1000;
/** A load holding the lock longer than this is presumed dead; another instance may load. */
const LOCK_MS = 30_000;
/**
 * How long an instance waits for another's load before answering with the last good copy. With no copy
 * at all (the cluster's first load) it waits as long as the lock holds: calling the platform itself would
 * only spend quota on the same answer (a slow first load on a busy machine once cost a second call).
 */
const WAIT_MS = 5_000;

export interface SharedValues {
  /**
   * The value under `name` as the whole cluster sees it: fresh in Redis (younger than `ttlMs`) it is
   * returned as is; otherwise one instance (holding a Redis lock) calls `load` and stores the result,
   * the others wait for it briefly, then answer with the last good copy. Redis away: `load` directly.
   */
  get<T>(name: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Entry<T> {
  value: T;
  at: number;
}

/** Values shared by every instance through Redis (the video platform's lists: one upstream call per interval). */
export function createSharedValues(
  redisUrl: string,
  options: { now?: () => number; onError?: (message: string) => void; keyPrefix?: string; waitMs?: number; lockMs?: number } = {},
): SharedValues {
  const now = options.now ?? Date.now;
  const waitMs = options.waitMs ?? WAIT_MS;
  const lockMs = options.lockMs ?? LOCK_MS;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", (err: Error) => options.onError?.(`redis shared values: ${err.message}`));
  const keyPrefix = options.keyPrefix ?? "matv:";
  const keyOf = (name: string) => `${keyPrefix}shared:${name}`;

  async function read<T>(name: string): Promise<Entry<T> | null> {
    const raw = await redis.get(keyOf(name));
    return raw ? (JSON.parse(raw) as Entry<T>) : null;
  }

  async function get<T>(name: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    let stored: Entry<T> | null;
    try {
      stored = await read<T>(name);
    } catch {
      return load();
    }
    if (stored && now() - stored.at < ttlMs) return stored.value;

    const lockKey = `${keyOf(name)}:lock`;
    const token = randomBytes(8).toString("hex");
    const locked = await redis.set(lockKey, token, "PX", lockMs, "NX").catch(() => "error" as const);
    if (locked === "error") return load();
    if (locked === "OK") {
      try {
        const value = await load();
        await redis.set(keyOf(name), JSON.stringify({ value, at: now() } satisfies Entry<T>), "PX", ttlMs + KEEP_LAST_GOOD_MS).catch(() => {});
        return value;
      } catch (error) {
        // The platform failed: the last good copy, when there is one, is still the best answer.
        if (stored) return stored.value;
        throw error;
      } finally {
        // Only our own lock is released (it may have expired and been taken by another).
        await redis.eval(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`, 1, lockKey, token).catch(() => {});
      }
    }
    // Another instance is loading: wait for its result, or answer with the last good copy.
    const until = Date.now() + (stored ? waitMs : lockMs);
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const fresh = await read<T>(name).catch(() => null);
      if (fresh && now() - fresh.at < ttlMs) return fresh.value;
      if (!(await redis.exists(lockKey).catch(() => 0))) break;
    }
    if (stored) return stored.value;
    const fresh = await read<T>(name).catch(() => null);
    if (fresh) return fresh.value;
    return load();
  }

  return {
    get,
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
