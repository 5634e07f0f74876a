import { describe, expect, it } from "vitest";
import { createPageCache, isCacheablePageRequest, isCacheablePageResponse, renderCachedPage, STALE_PAGE_NOTICE, withStaleNotice } from "./pageCache.ts";

const html = (nonce: string) => `<html><head><script nonce="${nonce}">a()</script></head><body><script nonce="${nonce}" src="/x.js"></script></body></html>`;

describe("page cache", () => {
  it("replays a page with each request's own nonce in every script", () => {
    const cache = createPageCache({ ttlMs: 5000 });
    cache.set("k", { status: 200, headers: new Headers({ "content-type": "text/html", "content-security-policy": "script-src 'nonce-AAA'" }), html: html("AAA+/="), nonce: "AAA+/=" });
    const hit = cache.get("k")!;
    expect(renderCachedPage(hit, "BBB").toString()).toBe(html("BBB"));
    expect(renderCachedPage(hit, "CCC").toString()).toBe(html("CCC"));
    // Non-ASCII pages survive the byte-level split.
    cache.set("hi", { status: 200, headers: new Headers(), html: `<p>चुनाव</p>${html("N1")}`, nonce: "N1" });
    expect(renderCachedPage(cache.get("hi")!, "N2").toString()).toBe(`<p>चुनाव</p>${html("N2")}`);
    expect(hit.headers).toEqual([["content-type", "text/html"]]);
  });

  it("expires entries after the TTL and empties on clear", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    cache.set("k", { status: 200, headers: new Headers(), html: "x", nonce: "n" });
    clock = 999;
    expect(cache.get("k")).toBeDefined();
    clock = 1000;
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", { status: 200, headers: new Headers(), html: "x", nonce: "n" });
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("keeps an expired page for the stale-if-error window only", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clock });
    cache.set("k", { status: 200, headers: new Headers(), html: '<main id="main" class="x"><h1>T</h1></main>', nonce: "NONCE1" });
    clock = 2000;
    expect(cache.get("k")).toBeUndefined();
    const stale = cache.getStale("k")!;
    expect(withStaleNotice(renderCachedPage(stale, "NONCE2")).toString()).toBe(`<main id="main" class="x"><p role="status" class="mb-4 rounded bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">${STALE_PAGE_NOTICE}</p><h1>T</h1></main>`);
    clock = 6000;
    expect(cache.getStale("k")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) cache.set(key, { status: 200, headers: new Headers(), html: key, nonce: "n" });
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
    const res = (status: number, headers: Record<string, string>) => isCacheablePageResponse({ status, headers: new Headers(headers) });
    expect(res(200, { "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(res(404, { "content-type": "text/html" })).toBe(false);
    expect(res(301, { location: "/x" })).toBe(false);
    expect(res(200, { "content-type": "application/json" })).toBe(false);
    expect(res(200, { "content-type": "text/html", "set-cookie": "a=b" })).toBe(false);
    expect(res(200, { "content-type": "text/html", "cache-control": "no-store" })).toBe(false);
    expect(res(200, { "content-type": "text/html", "cache-control": "private, max-age=0" })).toBe(false);
    expect(res(200, { "content-type": "text/html", vary: "Cookie" })).toBe(false);
  });
});
