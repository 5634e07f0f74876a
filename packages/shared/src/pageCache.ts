/**
 * What a page reads of a request besides its path, declared once in its route module's `handle` so that
 * the server's page cache (apps/server/src/web/pageCache.ts) builds its key from exactly that: other query
 * parameters (utm_*, fbclid, gclid...) and other cookies neither split nor skip the cache.
 */
export interface PageCacheRule {
  /** Query parameters the loader reads: the only ones in the cache key. */
  cacheParams?: readonly string[];
  /** Cookies the loader reads: a request carrying one is rendered for that reader and not cached. */
  cacheCookies?: readonly string[];
}
