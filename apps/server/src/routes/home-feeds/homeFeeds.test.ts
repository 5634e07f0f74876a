import type { LiveScore } from "@matv/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { demoLiveScores, seedSiteDocuments } from "../../db/siteDocumentsSeed.ts";
import { tag } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
const now = Date.now();
const sports = [
  buildArticle({ pages: ["Sports"], tags: ["cricket", "england"], views: 1500, publishedAt: new Date(now - 60_000) }),
  buildArticle({ pages: ["Sports"], tags: ["football"], views: 2500, publishedAt: new Date(now - 120_000) }),
  buildArticle({ pages: ["Sports"], tags: ["Cricket"], views: 0, status: "draft" }),
];
const tech = Array.from({ length: 7 }, (_, i) => buildArticle({ pages: ["Technology"], title: `Tech ${i}`, publishedAt: new Date(now - i * 60_000) }));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(articles).values([...sports, ...tech]);
});
afterAll(() => t.close());

describe("GET /api/home-contents/published/pages/sports", () => {
  it("answers news, empty live scores, categories and stats in {success, data}", async () => {
    const res = await t.app.inject("/api/home-contents/published/pages/sports");
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.news.map((a: { _id: string }) => a._id)).toEqual([sports[0]!.id, sports[1]!.id]);
    expect(data.liveScores).toEqual([]);
    expect(data.categories).toEqual(["All", "Cricket", "England", "Football"]);
    expect(data.stats).toEqual({ matchesToday: 0, liveMatches: 0, totalViews: 4000, totalArticles: 2 });
  });

  it("includes the stored live scores and counts the live ones", async () => {
    const now = new Date();
    await seedSiteDocuments(t.database.db, now);
    t.app.services.cache.invalidate([tag.document("live-scores")]);
    const { data } = (await t.app.inject("/api/home-contents/published/pages/sports")).json();
    const seeded = demoLiveScores(now);
    // The clocks run from the kick-offs: a minute may have passed since the seed.
    const withoutClock = (scores: LiveScore[]) => scores.map(({ time: _time, ...match }) => match);
    expect(withoutClock(data.liveScores)).toEqual(withoutClock(seeded));
    expect(data.liveScores.map((s: LiveScore) => s.time)).toEqual([
      expect.stringMatching(/^(67|68)'$/),
      expect.stringMatching(/^(88|89)'$/),
      seeded[2]!.time,
      "FT",
    ]);
    expect(data.stats.matchesToday).toBe(seeded.length);
    expect(data.stats.liveMatches).toBe(seeded.filter((s) => s.status === "live").length);
  });
});

describe("GET /api/home-contents/published/pages/technology", () => {
  it("answers a page of stories with pagination.totalItems", async () => {
    const res = await t.app.inject("/api/home-contents/published/pages/technology?limit=5");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(["Tech 0", "Tech 1", "Tech 2", "Tech 3", "Tech 4"]);
    expect(body.pagination).toEqual({ page: 1, limit: 5, totalItems: 7, totalPages: 2 });
    const page2 = (await t.app.inject("/api/home-contents/published/pages/technology?limit=5&page=2")).json();
    expect(page2.data.map((a: { title: string }) => a.title)).toEqual(["Tech 5", "Tech 6"]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["page=0", "page"],
    ["page=%00", "page"],
    ["limit=1e9", "limit"],
  ])("refuses %s with 400 naming %s", async (query, field) => {
    const res = await t.app.inject(`/api/home-contents/published/pages/technology?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });

  it("leaves the generic page route working for other feeds", async () => {
    const res = await t.app.inject("/api/home-contents/published/pages/Technology?limit=2");
    expect(res.json().data).toHaveLength(2);
    expect((await t.app.inject("/api/home-contents/published/pages/nope")).statusCode).toBe(400);
  });
});
