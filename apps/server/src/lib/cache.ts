/**
 * In-process cache for public reads, emptied whenever content changes. Writes call
 * `invalidate()`; listeners (for example a Redis publisher, so other instances empty theirs too)
 * hear about every invalidation.
 */
export interface ContentCache {
  /** The cached value for `key`, else `load()` kept for `ttlMs`. Concurrent misses share one load. */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /**
   * Until when `value` (an object a load resolved to) is the current cached answer for its key, else
   * undefined: expired, emptied by an invalidation, replaced, or never cached. The API fast path
   * replays an answer only for as long as the slow path would still build it from the same value.
   */
  expiresOf(value: unknown): number | undefined;
  /** Forgets what carries any of `tags` (lib/cacheTags.ts); for now every entry. */
  invalidate(tags?: string | readonly string[]): void;
  onInvalidate(listener: (reason: string) => void): void;
  readonly size: number;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** What `value` resolved to, once it did (and no invalidation came in between). */
  resolved?: unknown;
}

export function createContentCache(now: () => number = Date.now): ContentCache {
  const entries = new Map<string, Entry>();
  /** The key each resolved object value was cached under (weak: forgotten with the value). */
  const keyOf = new WeakMap<object, string>();
  const listeners: Array<(reason: string) => void> = [];
  let generation = 0;
  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const started = generation;
      const value = load();
      const entry: Entry = { expires: now() + ttlMs, value };
      entries.set(key, entry);
      // A failed load is not cached; nor is one that raced an invalidation.
      value.then(
        (resolved) => {
          if (generation !== started) {
            if (entries.get(key) === entry) entries.delete(key);
            return;
          }
          entry.resolved = resolved;
          if (typeof resolved === "object" && resolved !== null) keyOf.set(resolved, key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    expiresOf(value) {
      if (typeof value !== "object" || value === null) return undefined;
      const key = keyOf.get(value);
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry || entry.resolved !== value || entry.expires <= now()) return undefined;
      return entry.expires;
    },
    invalidate(tags = "content changed") {
      const reason = typeof tags === "string" ? tags : tags.join(" ");
      generation++;
      entries.clear();
      for (const listener of listeners) listener(reason);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
  };
}
