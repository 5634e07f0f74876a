import { AsyncLocalStorage } from "node:async_hooks";
import type { CacheKey } from "./cacheTags.ts";

/**
 * The one cache of public reads. Each entry carries the tags of what it was built from (infra/cacheTags.ts);
 * `invalidate(tags)` forgets only the entries carrying one of them and tells the listeners (the page cache,
 * the Redis bus), so they can forget what carries them too.
 */
export interface ContentCache {
  /**
   * The cached value for `key`, else `load()` kept for `ttlMs` (0: not kept, e.g. a list page past the
   * cached ones). Concurrent misses share one load; a load that an invalidation of its tags overtook is
   * answered but not kept. The key's tags are recorded in the current read scope (a page render).
   */
  get<T>(key: CacheKey, ttlMs: number, load: () => Promise<T>, options?: CacheReadOptions<T>): Promise<T>;
  /**
   * Until when `value` (an object a load resolved to) is the current cached answer for its key, else
   * undefined: expired, invalidated, replaced, or never cached. The API fast path replays an answer only
   * for as long as the slow path would still build it from the same value.
   */
  expiresOf(value: unknown): number | undefined;
  /** Forgets every entry carrying one of `tags`, and tells the listeners. */
  invalidate(tags: string | readonly string[]): void;
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  readonly size: number;
}

/** What one page render read, as tags (web/plugin.ts opens one per render; infra/cache.ts and services record into it). */
export interface ReadScope {
  readonly tags: Set<string>;
  /**
   * The earliest time at which something the render read stops being true by itself, with no write (a
   * breaking banner's expiry, the next programme boundary): the page is not kept past it (recordReadExpiry).
   */
  expiresAt?: number;
}

export interface CacheReadOptions<T> {
  /** When the loaded value stops being true by itself (epoch ms; undefined: only the TTL): the entry ends then. */
  until?: (value: T) => number | undefined;
}

/** How long a cached read is kept at most (writes invalidate what they touch at once). */
export const LIST_CACHE_TTL_MS = 30_000;

const readScopes = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` with a fresh read scope: every cached read (and `recordReadTags`) inside it adds its tags to `scope`. */
export function withReadScope<T>(scope: ReadScope, fn: () => T): T {
  return readScopes.run(scope, fn);
}

/** For reads that do not go through the cache (the article page's own query): the tags of what was read, even of a miss. */
export function recordReadTags(tags: readonly string[]): void {
  const scope = readScopes.getStore();
  if (scope) for (const t of tags) scope.tags.add(t);
}

/**
 * For reads whose answer ends at a known time without any write (an expiry, a schedule boundary): the page
 * being rendered is kept no later than `at` (epoch ms).
 */
export function recordReadExpiry(at: number): void {
  const scope = readScopes.getStore();
  if (scope && Number.isFinite(at) && (scope.expiresAt === undefined || at < scope.expiresAt)) scope.expiresAt = at;
}

interface Entry {
  key: string;
  tags: readonly string[];
  family: string | undefined;
  expires: number;
  value: Promise<unknown>;
  /** What `value` resolved to, once it did. */
  resolved?: unknown;
}

export function createContentCache(now: () => number = Date.now): ContentCache {
  const entries = new Map<string, Entry>();
  /** Keys by tag, so an invalidation finds its entries without a scan. */
  const byTag = new Map<string, Set<string>>();
  /** Keys of each bounded family, least recently used first. */
  const families = new Map<string, Set<string>>();
  /** The entry each resolved object value was cached as (weak: forgotten with the value). */
  const entryOf = new WeakMap<object, Entry>();
  const listeners: Array<(tags: readonly string[]) => void> = [];

  function remove(entry: Entry) {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    for (const t of entry.tags) {
      const keys = byTag.get(t);
      keys?.delete(entry.key);
      if (keys?.size === 0) byTag.delete(t);
    }
    if (entry.family) families.get(entry.family)?.delete(entry.key);
  }

  function add(entry: Entry, family: CacheKey["family"]) {
    const old = entries.get(entry.key);
    if (old) remove(old);
    entries.set(entry.key, entry);
    for (const t of entry.tags) {
      let keys = byTag.get(t);
      if (!keys) byTag.set(t, (keys = new Set()));
      keys.add(entry.key);
    }
    if (family) {
      let keys = families.get(family.name);
      if (!keys) families.set(family.name, (keys = new Set()));
      keys.add(entry.key);
      // A client choosing new searches or ids pushes out the least recently used, never grows the cache.
      while (keys.size > family.maxEntries) {
        const oldest = entries.get(keys.values().next().value as string);
        if (oldest) remove(oldest);
      }
    }
  }

  return {
    async get<T>(key: CacheKey, ttlMs: number, load: () => Promise<T>, options?: CacheReadOptions<T>): Promise<T> {
      recordReadTags(key.tags);
      if (ttlMs <= 0) return load();
      const hit = entries.get(key.key);
      if (hit && hit.expires > now()) {
        if (hit.family) {
          const keys = families.get(hit.family)!;
          keys.delete(hit.key);
          keys.add(hit.key);
        }
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { key: key.key, tags: key.tags, family: key.family?.name, expires: now() + ttlMs, value };
      add(entry, key.family);
      // A failed load is not kept; one an invalidation overtook was removed by it and stays removed.
      value.then(
        (resolved) => {
          if (entries.get(entry.key) !== entry) return;
          entry.resolved = resolved;
          const until = options?.until?.(resolved);
          if (until !== undefined) entry.expires = Math.min(entry.expires, until);
          if (typeof resolved === "object" && resolved !== null) entryOf.set(resolved, entry);
        },
        () => remove(entry),
      );
      return value;
    },
    expiresOf(value) {
      if (typeof value !== "object" || value === null) return undefined;
      const entry = entryOf.get(value);
      if (!entry || entries.get(entry.key) !== entry || entry.expires <= now()) return undefined;
      return entry.expires;
    },
    invalidate(input) {
      const tags = typeof input === "string" ? [input] : [...input];
      for (const t of tags) {
        const keys = byTag.get(t);
        if (!keys) continue;
        for (const key of [...keys]) {
          const entry = entries.get(key);
          if (entry) remove(entry);
        }
      }
      for (const listener of listeners) listener(tags);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
  };
}
