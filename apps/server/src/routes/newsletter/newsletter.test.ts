import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("POST /api/newsletter", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]?.n;

  it("subscribes a new address", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "reader@example.co.uk" } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { subscribed: true } });
    expect(await count()).toBe(1);
  });

  it("welcomes a repeat address (any letter case) without storing it twice", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "  Reader@Example.co.uk " } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await count()).toBe(1);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "" }, "is required"],
    [{}, "is required"],
  ])("refuses %j with 400 naming email", async (payload, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: "email", message: `email: ${message}` });
  });

  it("refuses a body of the wrong shape with 400 saying what was expected", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: [{ email: "reader@example.com" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: "body", message: "body: Invalid input: expected object, received array" });
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: "{oops", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("shares one limit (10 a minute per address) with the footer's page-form twin POST /newsletter", async () => {
    const page = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/newsletter",
        payload: "email=twin%40example.com",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: ip,
      });
    const api = (ip: string) => t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "twin@example.com" }, remoteAddress: ip });
    // Page posts count against the API's limit...
    for (let i = 0; i < 10; i++) expect((await page("10.9.0.1")).statusCode).not.toBe(429);
    const limited = await api("10.9.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeTruthy();
    // ...and API posts against the page form's.
    for (let i = 0; i < 10; i++) expect((await api("10.9.0.2")).statusCode).toBeLessThan(300);
    expect((await page("10.9.0.2")).statusCode).toBe(429);
  });
});
