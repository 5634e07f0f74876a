import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { storyTags } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("home contents API", () => {
  let t: TestApp;
  const now = Date.now();
  const top = Array.from({ length: 8 }, (_, i) => buildArticle({ pages: ["TopStories"], title: `Top story ${i}`, publishedAt: new Date(now - i * 60_000) }));
  const world = buildArticle({ pages: ["WorldNews"], title: "A world story" });
  const draft = buildArticle({ pages: ["TopStories"], status: "draft", title: "Draft story", publishedAt: new Date(now + 60_000) });
  const deleted = buildArticle({ pages: ["TopStories"], title: "Deleted story", deletedAt: new Date(), publishedAt: new Date(now + 120_000) });
  const hostile = buildArticle({
    pages: ["WorldNews"],
    title: "Hostile markup",
    content: '<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)>',
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([...top, world, draft, deleted, hostile]);
  });
  afterAll(() => t.close());

  describe("GET /api/home-contents/published/:id", () => {
    it("returns a published article in the spec's envelope", async () => {
      const res = await t.app.inject(`/api/home-contents/published/${world.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ _id: world.id, title: "A world story", pages: ["WorldNews"], metaDescription: world.summary });
    });

    it("refuses a malformed id with 400 naming the field", async () => {
      const res = await t.app.inject("/api/home-contents/published/not-an-id");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, field: "id" });
      expect(res.json().message).toMatch(/^id: /);
    });

    it("answers 404 for an unknown id", async () => {
      const res = await t.app.inject(`/api/home-contents/published/${newObjectId()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, message: "Article not found" });
    });

    it("never returns drafts or deleted articles", async () => {
      for (const hidden of [draft, deleted]) {
        const res = await t.app.inject(`/api/home-contents/published/${hidden.id}`);
        expect(res.statusCode).toBe(404);
      }
    });

    it("sanitises stored HTML on the way out", async () => {
      const res = await t.app.inject(`/api/home-contents/published/${hostile.id}`);
      const content: string = res.json().data.content;
      expect(content).toContain("Hello");
      expect(content).not.toMatch(/onclick|onerror|<script|javascript:/i);
    });
  });

  describe("GET /api/home-contents/published/pages/:pageName", () => {
    it("lists a feed by key, newest first, published only, limited", async () => {
      const res = await t.app.inject("/api/home-contents/published/pages/top-stories?limit=6");
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data.map((a: { title: string }) => a.title)).toEqual(top.slice(0, 6).map((a) => a.title));
    });

    it("accepts a page name and defaults the limit to 10", async () => {
      const res = await t.app.inject("/api/home-contents/published/pages/TopStories");
      expect(res.json().data).toHaveLength(8);
      const worldRes = await t.app.inject("/api/home-contents/published/pages/WorldNews");
      expect(
        worldRes
          .json()
          .data.map((a: { _id: string }) => a._id)
          .sort(),
      ).toEqual([world.id, hostile.id].sort());
    });

    it.each(["0", "-1", "101", "abc", "1.5"])("refuses limit=%s with 400 naming limit", async (limit) => {
      const res = await t.app.inject(`/api/home-contents/published/pages/top-stories?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe("limit");
    });

    it("keeps a feed cached until content changes, with an ETag and 304", async () => {
      const first = await t.app.inject("/api/home-contents/published/pages/world?limit=50");
      const fresh = buildArticle({ pages: ["WorldNews"], title: "Fresh world story", publishedAt: new Date() });
      await t.database.db.insert(articles).values(fresh);
      const cached = await t.app.inject({
        url: "/api/home-contents/published/pages/world?limit=50",
        headers: { "if-none-match": first.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
      t.app.services.cache.invalidate(storyTags(fresh.id, ["WorldNews"]));
      const after = await t.app.inject({
        url: "/api/home-contents/published/pages/world?limit=50",
        headers: { "if-none-match": first.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().data[0]._id).toBe(fresh.id);
      expect(after.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    });

    it("refuses an unknown page with 400 naming pageName", async () => {
      const res = await t.app.inject("/api/home-contents/published/pages/nowhere");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "pageName", success: false });
    });
  });
});
