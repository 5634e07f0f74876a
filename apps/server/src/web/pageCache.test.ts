import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, encodedCachedPage, isCacheablePageRequest, isCacheablePageResponse, STALE_PAGE_NOTICE, withStaleNotice } from "./pageCache.ts";

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

describe("page cache", () => {
  it("keeps a page with its own policy, the same bytes for every reader, compressed once per encoding", () => {
    const cache = createPageCache({ ttlMs: 5000 });
    const page = `<html><body><p>चुनाव ${"story ".repeat(400)}</p><script>islands()</script></body></html>`;
    cache.set("k", {
      status: 200,
      headers: new Headers({ "content-type": "text/html", "content-security-policy": POLICY, "set-cookie": "a=b", "content-length": "9" }),
      html: page,
    });
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

  it("expires entries after the TTL and empties on clear", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    cache.set("k", { status: 200, headers: new Headers(), html: "x" });
    clock = 999;
    expect(cache.get("k")).toBeDefined();
    clock = 1000;
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", { status: 200, headers: new Headers(), html: "x" });
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("keeps an expired page for the stale-if-error window only", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clock });
    cache.set("k", { status: 200, headers: new Headers(), html: '<main id="main" class="x"><h1>T</h1></main>' });
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
    for (const key of ["a", "b", "c"]) cache.set(key, { status: 200, headers: new Headers(), html: key });
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("is off when the TTL is 0", () => {
    expect(createPageCache({ ttlMs: 0 }).enabled).toBe(false);
  });

  it("caches only anonymous GET/HEAD page requests outside /admin", () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) => isCacheablePageRequest({ method, url, headers });
    expect(req("GET", "/world?page=2")).toBe(true);
    expect(req("HEAD", "/")).toBe(true);
    expect(req("POST", "/")).toBe(false);
    expect(req("GET", "/", { authorization: "Bearer t" })).toBe(false);
    expect(req("GET", "/author/A", { cookie: "matv_reader=abc" })).toBe(false);
    expect(req("GET", "/admin")).toBe(false);
    expect(req("GET", "/admin/dashboard")).toBe(false);
    expect(req("GET", "/administration")).toBe(true);
  });

  it("caches only 200 HTML responses that set no cookie and are not private", () => {
    const res = (status: number, headers: Record<string, string>) =>
      isCacheablePageResponse({ status, headers: new Headers({ "content-security-policy": POLICY, ...headers }) });
    expect(res(200, { "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(res(404, { "content-type": "text/html" })).toBe(false);
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
});
