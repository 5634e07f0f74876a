import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { BAD_URL_MESSAGE } from "./badUrl.ts";

describe("paths that cannot be decoded", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(["/world/%C3%28", "/author/%FF", "/articles/%E0%A4", "/%FF"])("a page address %s is not found (404), never 400 or 500", async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).not.toContain("%");
  });
  it.each(["/api/authors/name/%FF", "/api/news/%C3%28"])("an API address %s is 400 in the one error shape, without echoing the path", async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, error: BAD_URL_MESSAGE, message: BAD_URL_MESSAGE });
  });
});
