import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

const TOKEN = "metrics-token-0123456789";

describe("request ids and GET /metrics", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("takes a well-formed X-Request-Id from the proxy and returns it; makes one otherwise", async () => {
    const given = await fetch(`${base}/api/health/live`, { headers: { "x-request-id": "nginx-7f3a9c" } });
    expect(given.headers.get("x-request-id")).toBe("nginx-7f3a9c");
    const bad = await fetch(`${base}/api/health/live`, { headers: { "x-request-id": `x y\t${"z".repeat(300)}` } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(none.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives answers from the API fast path their own request id too", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/homepage`, { headers: { "x-request-id": `fast-${i}` } });
      expect(res.status).toBe(200);
      ids.add(String(res.headers.get("x-request-id")));
    }
    expect(ids).toEqual(new Set(["fast-0", "fast-1", "fast-2", "fast-3"]));
  });

  it("counts requests by route and status with a latency histogram, and reports event-loop lag", async () => {
    await fetch(`${base}/api/health/live`);
    await fetch(`${base}/api/no-such-thing`);
    await fetch(`${base}/no-such-file.txt`);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/\*",status="404"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health\/live"\}/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("matv_page_cache_total");
  });

  it("answers only loopback callers that did not come through a proxy, or the bearer of METRICS_TOKEN", async () => {
    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    expect((await fetch(`${base}/metrics`, { headers: forwarded })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { ...forwarded, authorization: "Bearer wrong-token-0123456789" } })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { ...forwarded, authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    const remote = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "198.51.100.4" });
    expect(remote.statusCode).toBe(404);
  });
});
