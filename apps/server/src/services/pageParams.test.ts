import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * Page loaders hand route params and query values straight to these services: a NUL (which PostgreSQL text
 * cannot hold) must read as "not found", so `/world/%00` or `/author/%00` is a 404 page, never a 500.
 */
describe("services read params with characters that cannot be stored as not found", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hostile = ["\u0000", "a\u0000b", "%00\u0000"];
  it("section detail lookups", async () => {
    for (const value of hostile) await expect(t.app.services.sitePages.getSectionArticle("world-news", value)).resolves.toBeNull();
  });
  it("author lookups by name", async () => {
    for (const value of hostile) await expect(t.app.services.authors.getByName(value)).resolves.toBeNull();
  });
  it("searches by text and author", async () => {
    for (const value of hostile) {
      await expect(t.app.services.news.search({ q: value })).resolves.toMatchObject({ articles: [], total: 0 });
      await expect(t.app.services.news.search({ author: value })).resolves.toMatchObject({ articles: [], total: 0 });
    }
  });
});
