import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the server and database as up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("up");
    expect(body.database.kind).toBe(t.database.kind);
    expect(typeof body.database.latencyMs).toBe("number");
  });

  it("answers 503 while the database does not answer", async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "degraded", database: { status: "down", latencyMs: null } });
    } finally {
      await other.close();
    }
  });

  it("GET /api/health/live answers while the process runs, whatever the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health/ready stays 200 with the database away (stale pages still served) and says so", async () => {
    const other = await createTestApp();
    try {
      const up = await other.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: "ready", database: { status: "up" } });
      await other.database.close();
      const res = await other.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "ready", database: { status: "down", latencyMs: null } });
    } finally {
      await other.close();
    }
  });

  it("GET /api/health/ready answers 503 while draining, and other requests are still answered", async () => {
    const other = await createTestApp();
    try {
      other.app.readiness.draining = true;
      const res = await other.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toMatchObject({ status: "draining" });
      expect((await other.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      expect((await other.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("sends security headers with a CSP that allows no inline script and carries no nonce", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API paths with the spec's JSON message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, error: "Endpoint not found", message: "Endpoint not found" });
  });
});
