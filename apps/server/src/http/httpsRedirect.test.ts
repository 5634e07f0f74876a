import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { httpsRedirectTarget } from "./httpsRedirect.ts";

describe("httpsRedirectTarget", () => {
  const publicUrl = "https://news.example.co.uk";
  it("sends a request that reached the proxy over http to the public https origin, path and query kept", () => {
    expect(httpsRedirectTarget(publicUrl, { protocol: "http", url: "/world?page=2", forwardedProto: "http" })).toBe("https://news.example.co.uk/world?page=2");
  });
  it("leaves https requests, direct requests and http-only sites alone", () => {
    expect(httpsRedirectTarget(publicUrl, { protocol: "https", url: "/", forwardedProto: "https" })).toBeNull();
    expect(httpsRedirectTarget(publicUrl, { protocol: "http", url: "/api/health", forwardedProto: undefined })).toBeNull();
    expect(httpsRedirectTarget("http://localhost:3000", { protocol: "http", url: "/", forwardedProto: "http" })).toBeNull();
    expect(httpsRedirectTarget(undefined, { protocol: "http", url: "/", forwardedProto: "http" })).toBeNull();
  });
  it("never leaves the public origin, whatever the path looks like", () => {
    expect(httpsRedirectTarget(publicUrl, { protocol: "http", url: "//evil.example/x", forwardedProto: "http" })).toBe(
      "https://news.example.co.uk//evil.example/x",
    );
  });
});

describe("https redirect behind a proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://news.example.co.uk", TRUST_PROXY: "loopback" });
  });
  afterAll(() => t.close());

  it("answers 301 to https for a read that came through the proxy over http", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news?page=1", headers: { "x-forwarded-proto": "http" } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("https://news.example.co.uk/api/news?page=1");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
  it("answers 308 for a write, so the browser repeats the same method and body over https", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/signatures", headers: { "x-forwarded-proto": "http" }, payload: {} });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe("https://news.example.co.uk/api/signatures");
  });
  it("serves https requests and direct requests (health checks) as they are", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
