import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { etagMatches, etagOf, PUBLIC_CACHE_CONTROL } from "./httpCache.ts";

describe("etag helpers", () => {
  it("compares If-None-Match lists weakly and accepts *", () => {
    const tag = etagOf("body");
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(etagOf("body")).toBe(tag);
    expect(etagOf("other")).not.toBe(tag);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"a", ${tag.slice(2)}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('"a"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe("API caching headers and CORS (off by default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives public GETs the CDN Cache-Control and an ETag, HEAD too", async () => {
    const res = await t.app.inject("/api/news");
    expect(res.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.etag).toBeTruthy();
    const head = await t.app.inject({ method: "HEAD", url: "/api/news", headers: { "if-none-match": res.headers.etag as string } });
    expect(head.statusCode).toBe(304);
  });

  it("keeps the ETag and 304 when the answer leaves compressed", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const res = await t.app.inject({ url: "/api/docs", headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: "/api/docs", headers: { ...headers, "if-none-match": res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("leaves health no-store and marks writes, errors and unknown paths no-store", async () => {
    expect((await t.app.inject("/api/health")).headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject("/api/nowhere")).headers["cache-control"]).toBe("no-store");
    const write = await t.app.inject({ method: "POST", url: "/api/analytics/view", payload: {} });
    expect(write.headers["cache-control"]).toBe("no-store");
  });

  it("sends no CORS headers without CORS_ORIGIN", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news", headers: { origin: "https://elsewhere.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/news",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "GET" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("CORS on for the origins in CORS_ORIGIN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGIN: "https://app.example.com, https://admin.example.com" });
  });
  afterAll(() => t.close());

  it("allows each listed origin, with preflight", async () => {
    for (const origin of ["https://app.example.com", "https://admin.example.com"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/news", headers: { origin } });
      expect(res.headers["access-control-allow-origin"]).toBe(origin);
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
    }
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/analytics/view",
      headers: { origin: "https://app.example.com", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.example.com");
    expect(String(preflight.headers["access-control-allow-methods"])).toContain("POST");
  });

  it("does not allow other origins", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news", headers: { origin: "https://evil.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.statusCode).toBe(200);
  });
});
