/**
 * In-process cache for public reads, emptied whenever content changes. Writes call
 * `invalidate()`; listeners (for example a Redis publisher, so other instances empty theirs too)
 * hear about every invalidation.
 */
export interface ContentCache {
  /** The cached value for `key`, else `load()` kept for `ttlMs`. Concurrent misses share one load. */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(reason?: string): void;
  onInvalidate(listener: (reason: string) => void): void;
  readonly size: number;
}

export function createContentCache(now: () => number = Date.now): ContentCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const listeners: Array<(reason: string) => void> = [];
  let generation = 0;
  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const started = generation;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      // A failed load is not cached; nor is one that raced an invalidation.
      value.then(
        () => {
          if (generation !== started) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
    invalidate(reason = "content changed") {
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
