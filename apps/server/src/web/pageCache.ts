import type { PageCacheRule } from "@matv/shared";
import type { ReadScope } from "../infra/cache.ts";
import { AMBIENT_PAGE_TAGS } from "../infra/cacheTags.ts";
import { compressForCache, type Encoding } from "../http/contentEncoding.ts";

/**
 * In-process cache of anonymous page HTML (PAGE_CACHE_SECONDS at most, ADR 031). Each page carries the tags
 * of everything its render read, and goes when one of them is invalidated. A page carries no nonce: its
 * Content-Security-Policy names its inline scripts by hash (ADR 027), so it is the same bytes for every
 * reader. It is kept with that policy and compressed once per encoding, not once per response.
 */

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML, UTF-8. */
  html: Buffer;
  /** The HTML compressed once per encoding, when first asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The tags of everything its render read: an invalidation of any of them ends it. */
  tags: readonly string[];
  expires: number;
  /** Until when the page may still be served when rendering it again fails (stale-if-error). */
  staleUntil: number;
}

/** One page render's read scope (infra/cache.ts fills `tags`), and whether a write overtook it. */
export interface PageRender extends ReadScope {
  /** An invalidation of a tag it had read came while it rendered: the page is answered, not kept. */
  overtaken: boolean;
  /** Any invalidation came while it rendered (matters for a page that read nothing tagged). */
  sawWrite: boolean;
}

export interface PageCache {
  /** Pages are kept (PAGE_CACHE_SECONDS > 0); with 0, renders of one key under way are still shared. */
  readonly keeps: boolean;
  get(key: string): CachedPage | undefined;
  /** An expired or invalidated copy still within its stale-if-error window, for when the database is away. */
  getStale(key: string): CachedPage | undefined;
  /** A render's scope, known to the cache until `set` or `end`, so that an invalidation meanwhile is noticed. */
  startRender(): PageRender;
  endRender(render: PageRender): void;
  /**
   * Keeps `page` under `key` with the tags `render` read (only pages `isCacheablePageResponse` accepts) and
   * returns the entry, which the requests that waited for this render are answered with too; null when a
   * write overtook the render (the page is not kept nor shared). A 404 is kept briefly. With a TTL of 0, or
   * when something the page read has already ended, the entry is returned but not kept.
   */
  set(key: string, page: { status: number; headers: Headers; html: Buffer }, render: PageRender): CachedPage | null;
  /** Ends every page carrying one of `tags`, and every page whose render read nothing tagged. */
  invalidate(tags: readonly string[]): void;
  readonly size: number;
}

/** Response headers that are per request or must never be replayed from the cache. */
const NOT_REPLAYED = new Set(["set-cookie", "content-length", "date", "connection", "transfer-encoding", "content-encoding"]);
/** A 404 is kept this long at most: a story published at that address shows soon even on another instance. */
export const NOT_FOUND_TTL_MS = 10_000;
/** The tag of a page whose render read nothing through the cache or tagged: any write ends it. */
const UNTRACKED = "untracked-page";

export function createPageCache(options: { ttlMs: number; staleMs?: number; maxEntries?: number; now?: () => number }): PageCache {
  const { ttlMs, staleMs = 10 * 60_000, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, CachedPage>();
  const byTag = new Map<string, Set<string>>();
  const renders = new Set<PageRender>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const t of entry.tags) {
      const keys = byTag.get(t);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(t);
    }
  }

  return {
    keeps: ttlMs > 0,
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        if (hit.staleUntil <= now()) remove(key);
        return undefined;
      }
      return hit;
    },
    getStale(key) {
      const hit = entries.get(key);
      return hit && hit.staleUntil > now() ? hit : undefined;
    },
    startRender() {
      const render: PageRender = { tags: new Set(), overtaken: false, sawWrite: false };
      renders.add(render);
      return render;
    },
    endRender(render) {
      renders.delete(render);
    },
    set(key, page, render) {
      renders.delete(render);
      const untracked = ![...render.tags].some((t) => !AMBIENT_PAGE_TAGS.includes(t));
      if (render.overtaken || (untracked && render.sawWrite)) return null;
      const headers: Array<[string, string]> = [];
      for (const [name, value] of page.headers) if (!NOT_REPLAYED.has(name)) headers.push([name, value]);
      const ttl = page.status === 404 ? Math.min(ttlMs, NOT_FOUND_TTL_MS) : ttlMs;
      // Not past the moment something it read ends by itself (a banner's expiry, the next programme).
      const expires = Math.min(now() + ttl, render.expiresAt ?? Infinity);
      // Tags every page reads (the breaking banner) say nothing about the page's own content: a page that read
      // nothing else tagged still goes with any write.
      const tags = untracked ? [UNTRACKED, ...render.tags] : [...render.tags];
      const entry: CachedPage = {
        status: page.status,
        headers,
        html: page.html,
        encoded: {},
        tags,
        expires,
        staleUntil: expires + staleMs,
      };
      // Rendered after the requests that waited for it arrived, so as fresh as their own render: shared, not kept.
      if (expires <= now()) return entry;
      remove(key);
      entries.set(key, entry);
      for (const t of tags) {
        let keys = byTag.get(t);
        if (!keys) byTag.set(t, (keys = new Set()));
        keys.add(key);
      }
      // Oldest first out: a flood of distinct URLs cannot grow the cache without bound.
      while (entries.size > maxEntries) remove(entries.keys().next().value as string);
      return entry;
    },
    invalidate(tags) {
      // Ended, not forgotten: the copy stays for stale-if-error.
      for (const t of [...tags, UNTRACKED]) for (const key of byTag.get(t) ?? []) entries.get(key)!.expires = 0;
      for (const render of renders) {
        render.sawWrite = true;
        if (!render.overtaken && tags.some((t) => render.tags.has(t))) render.overtaken = true;
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The address a page's loaders are given: the path and only the query parameters its route declares
 * (`cacheParams`), in the route's order. The cache key is the origin plus exactly this, so whatever a loader
 * can read of the query is in the key: a parameter a route forgot to declare reads as absent, never as a
 * value that other readers' copies of the page would then show (ADR 069).
 */
export function pageAddress(url: string, rule: PageCacheRule): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt === -1 || !rule.cacheParams?.length) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of rule.cacheParams) for (const value of query.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** React Router's own manifest address (lazy route discovery), unless the build names another. */
export const ROUTER_MANIFEST_PATH = "/__manifest";

/**
 * React Router's data requests: a client navigation's `/path.data` and the route manifest's `/__manifest?p=...`
 * (lazy route discovery). Answered with their full address, never cached.
 */
export function isDataRequest(url: string, manifestPath: string = ROUTER_MANIFEST_PATH): boolean {
  const path = url.split("?")[0] ?? "";
  return path.endsWith(".data") || path === manifestPath;
}

/**
 * The page cache key: origin and the page's address as its loaders see it (`pageAddress`), then the route's
 * variant of the request's headers if it declares one (after a space, which no request target contains); null
 * when the address carries a secret, for a data request, or when the request carries a cookie the route reads
 * (the page may be this reader's own).
 */
export function pageCacheKey(
  request: { origin: string; url: string; cookie: string | undefined; header?: (name: string) => string | undefined },
  rule: PageCacheRule,
): string | null {
  if (rule.secretAddress || isDataRequest(request.url)) return null;
  if (rule.cacheCookies?.length && request.cookie) {
    const names = new Set(request.cookie.split(";").map((part) => part.split("=")[0]!.trim()));
    if (rule.cacheCookies.some((name) => names.has(name))) return null;
  }
  const variant = rule.cacheVariant ? ` ${rule.cacheVariant(request.header ?? (() => undefined))}` : "";
  return `${request.origin}${pageAddress(request.url, rule)}${variant}`;
}

/** What a page whose address carries a secret is answered with: kept by no cache, named in no Referer. */
export const SECRET_ADDRESS_HEADERS = { "cache-control": "no-store", "referrer-policy": "no-referrer" } as const;

/** The spec's notice for older data shown after an error (spec 000 §2, 001 §4). */
export const STALE_PAGE_NOTICE = "Using cached data due to API error";

/** A stale copy carries the notice at the top of the page's main content. */
export function withStaleNotice(html: Buffer): Buffer {
  const text = html.toString("utf8");
  const notice = `<p role="status" class="mb-4 rounded bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">${STALE_PAGE_NOTICE}</p>`;
  return Buffer.from(text.replace(/(<main id="main"[^>]*>)/, `$1${notice}`));
}

/** The page in `encoding`, compressed the first time it is asked for and kept with the entry. */
export function encodedCachedPage(page: CachedPage, encoding: Encoding): Buffer {
  return (page.encoded[encoding] ??= compressForCache(page.html, encoding));
}

/** Only anonymous GET/HEAD page requests (no Authorization), never /admin; cookies are the route's to judge (pageCacheKey). */
export function isCacheablePageRequest(request: { method: string; url: string; headers: Record<string, string | string[] | undefined> }): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.authorization !== undefined) return false;
  const path = request.url.split("?")[0] ?? "";
  return !(path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/"));
}

/**
 * Only complete 200 (and 404) HTML pages that say nothing against sharing (no cookie set, not private/no-store, no
 * Vary on cookies) and whose policy is their own: it names their scripts by hash, never a request's nonce.
 */
export function isCacheablePageResponse(response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  const headers = response.headers;
  if (!headers.get("content-type")?.startsWith("text/html")) return false;
  const policy = headers.get("content-security-policy");
  if (!policy || policy.includes("'nonce-")) return false;
  if (headers.getSetCookie().length > 0) return false;
  if (/no-store|private|no-cache/i.test(headers.get("cache-control") ?? "")) return false;
  if (/cookie|authorization|\*/i.test(headers.get("vary") ?? "")) return false;
  return true;
}
