import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildAuthor } from "../db/factories.ts";
import { articles, authors } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

describe("site pages service (section pages, feeds, sitemaps)", () => {
  let t: TestApp;
  const now = Date.now();
  const slugged = buildArticle({ pages: ["ViralNews"], title: "Slugged story", slug: "slugged-story", publishedAt: new Date(now - 60_000) });
  const plain = Array.from({ length: 13 }, (_, i) =>
    buildArticle({ pages: ["ViralNews"], title: `Viral ${i}`, author: "Feed Writer", publishedAt: new Date(now - (i + 2) * 3_600_000) }),
  );
  const old = buildArticle({ pages: ["WorldNews"], title: "Old world story", publishedAt: new Date(now - 5 * 86_400_000) });
  const home = buildArticle({ pages: ["TopStories"], title: "Home only story", publishedAt: new Date(now - 30_000) });
  // A desk story's own slug names no id: its /articles address must still end with the id.
  const homeSlugged = buildArticle({ pages: ["TopStories"], title: "Desk home story", slug: "desk-home", publishedAt: new Date(now - 40_000) });
  const draft = buildArticle({ pages: ["ViralNews"], title: "Draft viral", status: "draft", slug: "draft-viral", publishedAt: new Date(now) });
  const deleted = buildArticle({ pages: ["ViralNews"], title: "Deleted viral", deletedAt: new Date(), publishedAt: new Date(now) });

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([slugged, ...plain, old, home, homeSlugged, draft, deleted]);
    await t.database.db.insert(authors).values([buildAuthor({ name: "Feed Writer" }), buildAuthor({ name: "Silent Writer" })]);
  });
  afterAll(() => t.close());

  const pages = () => t.app.services.sitePages;

  it("pages a section's published articles and gives each the id its detail URL uses", async () => {
    const first = await pages().listSection("ViralNews", { page: 1, pageSize: 12 });
    expect(first).toMatchObject({ total: 14, page: 1, totalPages: 2 });
    expect(first.articles[0]).toMatchObject({ title: "Slugged story", detailId: "slugged-story" });
    expect(first.articles[1]).toMatchObject({ title: "Viral 0", detailId: plain[0]!.id });
    const second = await pages().listSection("ViralNews", { page: 2, pageSize: 12 });
    expect(second.articles.map((a) => a.title)).toEqual(["Viral 11", "Viral 12"]);
    expect([...first.articles, ...second.articles].map((a) => a.title)).not.toContain("Draft viral");
  });

  it("finds a detail by stored slug, by record id, or by an /articles-style slug ending in the id, within its section only", async () => {
    expect((await pages().getSectionArticle("ViralNews", "slugged-story"))?._id).toBe(slugged.id);
    expect((await pages().getSectionArticle("ViralNews", plain[3]!.id))?._id).toBe(plain[3]!.id);
    expect((await pages().getSectionArticle("ViralNews", `viral-3-${plain[3]!.id}`))?._id).toBe(plain[3]!.id);
    expect(await pages().getSectionArticle("WorldNews", "slugged-story")).toBeNull();
    expect(await pages().getSectionArticle("ViralNews", "draft-viral")).toBeNull();
    expect(await pages().getSectionArticle("ViralNews", deleted.id)).toBeNull();
    expect(await pages().getSectionArticle("ViralNews", "'; drop table articles; --")).toBeNull();
  });

  it("feeds list published articles newest first, pointing at the section detail (else the article page)", async () => {
    const all = await pages().feedItems({ limit: 50 });
    expect(all.map((i) => i.title)).not.toContain("Draft viral");
    expect(all.map((i) => i.title)).not.toContain("Deleted viral");
    expect(all[0]).toMatchObject({ title: "Home only story", path: expect.stringMatching(/^\/articles\/home-only-story-[0-9a-f]{24}$/) });
    expect(all[1]).toMatchObject({ title: "Desk home story", path: `/articles/desk-home-story-${homeSlugged.id}` });
    expect(all[2]).toMatchObject({ title: "Slugged story", path: "/viral/slugged-story" });
    const world = await pages().feedItems({ pageName: "WorldNews", limit: 50 });
    expect(world.map((i) => i.path)).toEqual([`/world/${old.id}`]);
  });

  it("the Google News sitemap reaches back two days only; the author sitemap lists authors who published", async () => {
    const recent = await pages().sitemapItems({ since: new Date(now - 2 * 86_400_000), limit: 1000 });
    expect(recent.map((i) => i.title)).not.toContain("Old world story");
    expect(recent).toHaveLength(16);
    expect((await pages().sitemapItems({ limit: 1000 })).length).toBe(17);
    expect((await pages().sitemapAuthors()).map((a) => a.name)).toEqual(["Feed Writer"]);
  });
});
