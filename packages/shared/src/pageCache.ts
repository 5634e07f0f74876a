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
  /**
   * What the page shows differently by request header (the support form's phone country, from the country
   * headers), as a short value: each value is rendered once and kept under its own key, so a page that depends
   * on a header is still cached (ADR 071). The loader must derive what it shows with this same function.
   */
  cacheVariant?: (header: (name: string) => string | undefined) => string;
}
