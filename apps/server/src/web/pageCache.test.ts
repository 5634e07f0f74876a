import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  createPageCache,
  encodedCachedPage,
  isCacheablePageRequest,
  isCacheablePageResponse,
  NOT_FOUND_TTL_MS,
  pageAddress,
  pageCacheKey,
  type PageCache,
  STALE_PAGE_NOTICE,
  withStaleNotice,
} from "./pageCache.ts";

/** A render that read `tags`. */
function rendered(cache: PageCache, tags: string[] = ["t"]) {
  const render = cache.startRender();
  for (const t of tags) render.tags.add(t);
  return render;
}

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

describe("page cache", () => {
  it("keeps a page with its own policy, the same bytes for every reader, compressed once per encoding", () => {
    const cache = createPageCache({ ttlMs: 5000 });
    const page = `<html><body><p>चुनाव ${"story ".repeat(400)}</p><script>islands()</script></body></html>`;
    cache.set(
      "k",
      {
        status: 200,
        headers: new Headers({ "content-type": "text/html", "content-security-policy": POLICY, "set-cookie": "a=b", "content-length": "9" }),
        html: Buffer.from(page),
      },
      rendered(cache),
    );
    const hit = cache.get("k")!;
    expect(hit.html.toString()).toBe(page);
    expect(hit.headers).toEqual([
      ["content-security-policy", POLICY],
      ["content-type", "text/html"],
    ]);
    const br = encodedCachedPage(hit, "br");
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(br.length).toBeLessThan(Buffer.byteLength(page) / 4);
    expect(gunzipSync(encodedCachedPage(hit, "gzip")).toString()).toBe(page);
    // Kept with the entry: the next reader gets the same bytes without compressing again.
    expect(encodedCachedPage(cache.get("k")!, "br")).toBe(br);
  });

  it("expires entries after the TTL", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    cache.set("k", { status: 200, headers: new Headers(), html: Buffer.from("x") }, rendered(cache));
    clock = 999;
    expect(cache.get("k")).toBeDefined();
    clock = 1000;
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps an expired page for the stale-if-error window only", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clock });
    cache.set("k", { status: 200, headers: new Headers(), html: Buffer.from('<main id="main" class="x"><h1>T</h1></main>') }, rendered(cache));
    clock = 2000;
    expect(cache.get("k")).toBeUndefined();
    const stale = cache.getStale("k")!;
    expect(withStaleNotice(stale.html).toString()).toBe(
      `<main id="main" class="x"><p role="status" class="mb-4 rounded bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">${STALE_PAGE_NOTICE}</p><h1>T</h1></main>`,
    );
    clock = 6000;
    expect(cache.getStale("k")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) cache.set(key, { status: 200, headers: new Headers(), html: Buffer.from(key) }, rendered(cache));
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("keeps nothing when the TTL is 0, but still hands the render to the requests that waited for it", () => {
    const cache = createPageCache({ ttlMs: 0 });
    expect(cache.keeps).toBe(false);
    const page = cache.set("/", { status: 200, headers: new Headers({ "x-a": "1" }), html: Buffer.from("fresh") }, rendered(cache));
    expect(page?.html.toString()).toBe("fresh");
    expect(page?.headers).toEqual([["x-a", "1"]]);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.getStale("/")).toBeUndefined();
    expect(cache.size).toBe(0);
    // A write of something it read came while it rendered: neither kept nor shared.
    const overtaken = rendered(cache, ["page:TopStories"]);
    cache.invalidate(["page:TopStories"]);
    expect(cache.set("/", { status: 200, headers: new Headers(), html: Buffer.from("old") }, overtaken)).toBeNull();
  });

  it("caches only anonymous GET/HEAD page requests outside /admin", () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) => isCacheablePageRequest({ method, url, headers });
    expect(req("GET", "/world?page=2")).toBe(true);
    expect(req("HEAD", "/")).toBe(true);
    expect(req("POST", "/")).toBe(false);
    expect(req("GET", "/", { authorization: "Bearer t" })).toBe(false);
    // Cookies are judged by the route's rule (pageCacheKey), not here.
    expect(req("GET", "/", { cookie: "_ga=GA1.2.3" })).toBe(true);
    expect(req("GET", "/admin")).toBe(false);
    expect(req("GET", "/admin/dashboard")).toBe(false);
    expect(req("GET", "/administration")).toBe(true);
  });

  it("caches only 200 and 404 HTML responses that set no cookie and are not private", () => {
    const res = (status: number, headers: Record<string, string>) =>
      isCacheablePageResponse({ status, headers: new Headers({ "content-security-policy": POLICY, ...headers }) });
    expect(res(200, { "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(res(404, { "content-type": "text/html" })).toBe(true);
    expect(res(500, { "content-type": "text/html" })).toBe(false);
    expect(res(301, { location: "/x" })).toBe(false);
    expect(res(200, { "content-type": "application/json" })).toBe(false);
    expect(res(200, { "content-type": "text/html", "set-cookie": "a=b" })).toBe(false);
    expect(res(200, { "content-type": "text/html", "cache-control": "no-store" })).toBe(false);
    expect(res(200, { "content-type": "text/html", "cache-control": "private, max-age=0" })).toBe(false);
    expect(res(200, { "content-type": "text/html", vary: "Cookie" })).toBe(false);
  });

  it("never caches a page whose policy is missing or names a request's nonce: it would not match the next reader", () => {
    const html = (headers: Record<string, string>) =>
      isCacheablePageResponse({ status: 200, headers: new Headers({ "content-type": "text/html", ...headers }) });
    expect(html({ "content-security-policy": POLICY })).toBe(true);
    expect(html({})).toBe(false);
    expect(html({ "content-security-policy": "script-src 'self' 'nonce-AAA'" })).toBe(false);
  });

  it("ends only the pages carrying an invalidated tag, keeping them for stale-if-error", () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = { status: 200, headers: new Headers(), html: Buffer.from("x") };
    cache.set("/", page, rendered(cache, ["page:TopStories", "doc:homepage"]));
    cache.set("/india-news", page, rendered(cache, ["page:IndiaNews"]));
    cache.set("/videos", page, rendered(cache, []));
    cache.invalidate(["story:a", "page:IndiaNews"]);
    expect(cache.get("/")).toBeDefined();
    expect(cache.get("/india-news")).toBeUndefined();
    expect(cache.getStale("/india-news")).toBeDefined();
    // A page whose render read nothing tagged goes with any write.
    expect(cache.get("/videos")).toBeUndefined();
    cache.invalidate(["doc:homepage"]);
    expect(cache.get("/")).toBeUndefined();
  });

  it("does not keep a page when a write of something it read came while it rendered", () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = { status: 200, headers: new Headers(), html: Buffer.from("x") };
    const overtaken = rendered(cache, ["page:TopStories"]);
    const unrelated = rendered(cache, ["page:Money"]);
    const untracked = rendered(cache, []);
    cache.invalidate(["page:TopStories"]);
    expect(cache.set("/", page, overtaken)).toBeNull();
    expect(cache.set("/money", page, unrelated)).not.toBeNull();
    expect(cache.set("/videos", page, untracked)).toBeNull();
    expect(cache.get("/")).toBeUndefined();
  });

  it("keeps a page no later than the earliest expiry its render recorded (a banner's end, the next programme)", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 60_000, now: () => clock });
    const render = rendered(cache, ["schedule"]);
    render.expiresAt = 5_000;
    cache.set("/", { status: 200, headers: new Headers(), html: Buffer.from("x") }, render);
    clock = 4_999;
    expect(cache.get("/")).toBeDefined();
    clock = 5_000;
    expect(cache.get("/")).toBeUndefined();
    // Already past it when the render ends: answered (and shared with the requests that waited), not kept.
    const past = rendered(cache, ["schedule"]);
    past.expiresAt = 4_000;
    expect(cache.set("/", { status: 200, headers: new Headers(), html: Buffer.from("past") }, past)?.html.toString()).toBe("past");
    expect(cache.get("/")).toBeUndefined();
  });

  it("the banner's tag, which every page carries, does not make a page tracked; its write ends every page", () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = { status: 200, headers: new Headers(), html: Buffer.from("x") };
    cache.set("/about", page, rendered(cache, ["breaking"]));
    cache.set("/", page, rendered(cache, ["breaking", "page:TopStories"]));
    cache.invalidate(["story:a"]);
    expect(cache.get("/about")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
    cache.set("/about", page, rendered(cache, ["breaking"]));
    cache.invalidate(["breaking"]);
    expect(cache.get("/about")).toBeUndefined();
    expect(cache.get("/")).toBeUndefined();
  });

  it("keeps a 404 briefly, with its tags", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 60_000, now: () => clock });
    cache.set("/articles/x-0123", { status: 404, headers: new Headers(), html: Buffer.from("gone") }, rendered(cache, ["story:0123"]));
    expect(cache.get("/articles/x-0123")?.status).toBe(404);
    cache.invalidate(["story:0123"]);
    expect(cache.get("/articles/x-0123")).toBeUndefined();
    cache.set("/articles/x-0123", { status: 404, headers: new Headers(), html: Buffer.from("gone") }, rendered(cache, ["story:0123"]));
    clock = NOT_FOUND_TTL_MS;
    expect(cache.get("/articles/x-0123")).toBeUndefined();
  });
});

describe("page cache key", () => {
  const key = (url: string, rule: Parameters<typeof pageCacheKey>[1] = {}, cookie?: string) =>
    pageCacheKey({ origin: "https://matv.example", url, cookie }, rule);

  it("is the path plus only the query parameters the route reads, in the route's order", () => {
    expect(key("/")).toBe("https://matv.example/");
    expect(key("/?utm_source=x&fbclid=y&gclid=z&anything=1")).toBe("https://matv.example/");
    const section = { cacheParams: ["page"] };
    expect(key("/world?utm_campaign=c&page=2", section)).toBe("https://matv.example/world?page=2");
    expect(key("/world?page=2&utm_medium=m", section)).toBe(key("/world?utm_medium=n&page=2", section));
    expect(key("/world?page=3", section)).not.toBe(key("/world?page=2", section));
    const search = { cacheParams: ["q", "page"] };
    expect(key("/search?page=2&fbclid=x&q=cricket%20news", search)).toBe("https://matv.example/search?q=cricket+news&page=2");
    expect(key("/search?utm_source=x", search)).toBe("https://matv.example/search");
  });

  it("ignores cookies the route does not read; a cookie it reads makes the request uncached", () => {
    const author = { cacheParams: ["tab"], cacheCookies: ["matv_reader"] };
    expect(key("/", {}, "_ga=GA1; theme=dark")).toBe("https://matv.example/");
    expect(key("/author/A?tab=popular", author, "_ga=GA1")).toBe("https://matv.example/author/A?tab=popular");
    expect(key("/author/A", author, "_ga=GA1; matv_reader=0123456789abcdef0123456789abcdef")).toBeNull();
  });

  it("is null for an address that carries a secret (every variant of it) and for a data request", () => {
    const token = { cacheParams: ["token"], secretAddress: true };
    for (const url of ["/newsletter/unsubscribe?token=A", "/newsletter/unsubscribe", "/newsletter/confirm?x=1&token=B", "/preview/abc"])
      expect(key(url, token)).toBeNull();
    expect(key("/search.data?q=x&_routes=routes%2Fsearch", { cacheParams: ["q"] })).toBeNull();
    expect(key("/__manifest?paths=%2Flogin&version=abc", {})).toBeNull();
  });

  it("ends with the route's variant of the request's headers, after a space no request target contains", () => {
    const byCountry = { cacheVariant: (header: (name: string) => string | undefined) => header("cf-ipcountry") ?? "US" };
    const keyFor = (url: string, headers: Record<string, string>) =>
      pageCacheKey({ origin: "https://matv.example", url, cookie: undefined, header: (name) => headers[name] }, byCountry);
    expect(keyFor("/diaspora-support", { "cf-ipcountry": "GB" })).toBe("https://matv.example/diaspora-support GB");
    expect(keyFor("/diaspora-support?utm_source=x", {})).toBe("https://matv.example/diaspora-support US");
    expect(keyFor("/diaspora-support", { "cf-ipcountry": "IN" })).not.toBe(keyFor("/diaspora-support", { "cf-ipcountry": "GB" }));
    // A path that tries to look like another variant's key is another key.
    expect(keyFor("/diaspora-support%20GB", {})).not.toBe(keyFor("/diaspora-support", { "cf-ipcountry": "GB" }));
  });
});

describe("the address a page's loaders see", () => {
  it("holds only the declared query parameters: the cache key's own, so a loader reads nothing the key lacks", () => {
    const search = { cacheParams: ["q", "page"] };
    expect(pageAddress("/search?token=secret&page=2&q=x&utm_source=y", search)).toBe("/search?q=x&page=2");
    expect(pageAddress("/newsletter/unsubscribe?token=A", {})).toBe("/newsletter/unsubscribe");
    expect(pageAddress("/world?page=2&page=3", { cacheParams: ["page"] })).toBe("/world?page=2&page=3");
    for (const url of ["/search?q=a&b=c", "/world?page=2&x=1", "/?fbclid=1"])
      expect(pageCacheKey({ origin: "https://o", url, cookie: undefined }, search)).toBe(`https://o${pageAddress(url, search)}`);
  });
});
