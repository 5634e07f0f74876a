import { compressForCache, type Encoding } from "../lib/contentEncoding.ts";

/**
 * In-process cache of anonymous page HTML (PAGE_CACHE_SECONDS). A page carries no nonce: its
 * Content-Security-Policy names its inline scripts by hash (ADR 027), so it is the same bytes for
 * every reader. It is kept with that policy and compressed once per encoding, not once per response.
 */

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML, UTF-8. */
  html: Buffer;
  /** The HTML compressed once per encoding, when first asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
  expires: number;
  /** Until when the page may still be served when rendering it again fails (stale-if-error). */
  staleUntil: number;
}

export interface PageCache {
  readonly enabled: boolean;
  get(key: string): CachedPage | undefined;
  /** An expired copy still within its stale-if-error window, for when the database is away. */
  getStale(key: string): CachedPage | undefined;
  /** Keeps `html` under `key`; returns the entry. Only pages `isCacheablePageResponse` accepts. */
  set(key: string, page: { status: number; headers: Headers; html: string }): CachedPage;
  clear(): void;
  readonly size: number;
}

/** Response headers that are per request or must never be replayed from the cache. */
const NOT_REPLAYED = new Set(["set-cookie", "content-length", "date", "connection", "transfer-encoding", "content-encoding"]);

export function createPageCache(options: { ttlMs: number; staleMs?: number; maxEntries?: number; now?: () => number }): PageCache {
  const { ttlMs, staleMs = 10 * 60_000, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, CachedPage>();
  return {
    enabled: ttlMs > 0,
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        if (hit.staleUntil <= now()) entries.delete(key);
        return undefined;
      }
      return hit;
    },
    getStale(key) {
      const hit = entries.get(key);
      return hit && hit.staleUntil > now() ? hit : undefined;
    },
    set(key, page) {
      const headers: Array<[string, string]> = [];
      for (const [name, value] of page.headers) if (!NOT_REPLAYED.has(name)) headers.push([name, value]);
      const entry: CachedPage = {
        status: page.status,
        headers,
        html: Buffer.from(page.html),
        encoded: {},
        expires: now() + ttlMs,
        staleUntil: now() + ttlMs + staleMs,
      };
      entries.delete(key);
      entries.set(key, entry);
      // Oldest first out: a flood of distinct URLs cannot grow the cache without bound.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return entry;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

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

/** Only anonymous GET/HEAD page requests: no Authorization, no cookies (a cookie may change the page), never /admin. */
export function isCacheablePageRequest(request: { method: string; url: string; headers: Record<string, string | string[] | undefined> }): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) return false;
  const path = request.url.split("?")[0] ?? "";
  return !(path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/"));
}

/**
 * Only complete 200 HTML pages that say nothing against sharing (no cookie set, not private/no-store, no
 * Vary on cookies) and whose policy is their own: it names their scripts by hash, never a request's nonce.
 */
export function isCacheablePageResponse(response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  const headers = response.headers;
  if (!headers.get("content-type")?.startsWith("text/html")) return false;
  const policy = headers.get("content-security-policy");
  if (!policy || policy.includes("'nonce-")) return false;
  if (headers.getSetCookie().length > 0) return false;
  if (/no-store|private|no-cache/i.test(headers.get("cache-control") ?? "")) return false;
  if (/cookie|authorization|\*/i.test(headers.get("vary") ?? "")) return false;
  return true;
}
