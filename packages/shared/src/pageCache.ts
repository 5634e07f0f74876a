/**
 * What a page reads of a request besides its path, declared once in its route module's `handle` so that
 * the server's page cache (apps/server/src/web/pageCache.ts) builds its key from exactly that: other query
 * parameters (utm_*, fbclid, gclid...) and other cookies neither split nor skip the cache. The server hands
 * the page's loaders an address holding only the declared parameters, so a loader cannot read one the key
 * lacks (ADR 031, ADR 069).
 */
export interface PageCacheRule {
  /** Query parameters the loader reads: the only ones in the cache key, and the only ones its loaders see. */
  cacheParams?: readonly string[];
  /**
   * The address carries a secret (a token in the path or the query): the page is never kept nor shared
   * between requests, and is answered with `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
   */
  secretAddress?: boolean;
  /** Cookies the loader reads: a request carrying one is rendered for that reader and not cached. */
  cacheCookies?: readonly string[];
  /**
   * What the page shows differently by request header (the support form's phone country, from the country
   * headers), as a short value: each value is rendered once and kept under its own key, so a page that depends
   * on a header is still cached (ADR 071). The loader must derive what it shows with this same function.
   */
  cacheVariant?: (header: (name: string) => string | undefined) => string;
}
