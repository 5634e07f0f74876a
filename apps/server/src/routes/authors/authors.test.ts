import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildAuthor } from "../../db/factories.ts";
import { articles, authors } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("authors API", () => {
  let t: TestApp;
  const asha = buildAuthor({
    name: "Asha Varma",
    title: "Science Editor",
    category: "SCIENCE",
    followersCount: 5,
    socialLinks: { twitter: "twitter.com/asha" },
  });
  const quiet = buildAuthor({ name: "Quiet Writer", status: "inactive", followersCount: 0 });
  const bare = buildAuthor({ name: "Bare Author", title: null, category: null, bio: null, avatar: null });
  const now = Date.now();
  const ashaArticles = Array.from({ length: 7 }, (_, i) =>
    buildArticle({
      author: i % 2 ? "asha varma" : "Asha Varma",
      title: `Asha story ${i}`,
      views: i * 10,
      category: i < 3 ? "Science" : "Health",
      publishedAt: new Date(now - i * 3_600_000),
    }),
  );
  const oldOne = buildArticle({
    author: "Asha Varma",
    title: "Asha archive 2023",
    category: "Science",
    views: 1,
    publishedAt: new Date("2023-06-01T12:00:00Z"),
  });
  const draft = buildArticle({ author: "Asha Varma", title: "Asha draft", status: "draft", publishedAt: new Date(now + 60_000) });
  const deleted = buildArticle({ author: "Asha Varma", title: "Asha deleted", deletedAt: new Date(), publishedAt: new Date(now + 120_000) });

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(authors).values([asha, quiet, bare]);
    await t.database.db.insert(articles).values([...ashaArticles, oldOne, draft, deleted]);
  });
  afterAll(() => t.close());

  it("lists every author by name with published article counts; status/active leaves out inactive ones", async () => {
    const res = await t.app.inject("/api/authors");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((a: { name: string }) => a.name)).toEqual(["Asha Varma", "Bare Author", "Quiet Writer"]);
    expect(body.data[0]).toMatchObject({ _id: asha.id, articlesCount: 8, followersCount: 5, title: "Science Editor" });
    const active = (await t.app.inject("/api/authors/status/active")).json();
    expect(active.data.map((a: { name: string }) => a.name)).toEqual(["Asha Varma", "Bare Author"]);
  });

  it("finds an author by id, and fills the spec's defaults", async () => {
    const res = await t.app.inject(`/api/authors/${bare.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Bare Author", category: "BUSINESS", avatar: "/default-avatar.svg" });
    expect(res.json().data.bio.length).toBeGreaterThan(10);
  });

  it("finds an author by URL-encoded name, case-insensitively", async () => {
    const res = await t.app.inject(`/api/authors/name/${encodeURIComponent("asha VARMA")}`);
    expect(res.statusCode).toBe(200);
    // The spec's object with `authors` (spec 000 §7), inside the envelope.
    expect(res.json()).toMatchObject({
      success: true,
      data: { authors: [{ _id: asha.id, name: "Asha Varma", following: false, archive: { categories: ["Health", "Science"] } }] },
    });
    expect(Object.keys(res.json().data)).toEqual(["authors"]);
    expect(res.json().data.authors).toHaveLength(1);
    expect(res.json().data.authors[0].archive.years).toContain(2023);
  });

  it("answers the spec's failure shape with 404 for unknown authors", async () => {
    for (const url of [`/api/authors/${newObjectId()}`, "/api/authors/name/Nobody%20Here", `/api/authors/${newObjectId()}/content`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, message: "Author not found" });
    }
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: `/api/authors/${newObjectId()}/follow` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, message: "Author not found" });
    }
  });

  it("refuses a malformed id with 400 naming id", async () => {
    const res = await t.app.inject("/api/authors/not-an-id");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: "id" });
  });

  describe("GET /api/authors/:id/content", () => {
    it("pages through published articles only, newest first, with hasMore and the author's title, category and links", async () => {
      const first = (await t.app.inject(`/api/authors/${asha.id}/content?page=1&limit=5`)).json();
      expect(first).toMatchObject({
        success: true,
        hasMore: true,
        total: 8,
        title: "Science Editor",
        category: "SCIENCE",
        socialLinks: { twitter: "twitter.com/asha" },
      });
      expect(first.content.map((a: { title: string }) => a.title)).toEqual(ashaArticles.slice(0, 5).map((a) => a.title));
      const second = (await t.app.inject(`/api/authors/${asha.id}/content?page=2&limit=5`)).json();
      expect(second.hasMore).toBe(false);
      expect(second.content.map((a: { title: string }) => a.title)).toEqual([...ashaArticles.slice(5).map((a) => a.title), "Asha archive 2023"]);
      const all = [...first.content, ...second.content].map((a: { title: string }) => a.title);
      expect(all).not.toContain("Asha draft");
      expect(all).not.toContain("Asha deleted");
    });

    it("defaults to page 1 and 10 items", async () => {
      const body = (await t.app.inject(`/api/authors/${asha.id}/content`)).json();
      expect(body.content).toHaveLength(8);
      expect(body.hasMore).toBe(false);
    });

    it("orders by views for the Popular tab and filters by year and category for the Archive", async () => {
      const popular = (await t.app.inject(`/api/authors/${asha.id}/content?sort=popular&limit=3`)).json();
      expect(popular.content.map((a: { views: number }) => a.views)).toEqual([60, 50, 40]);
      const y2023 = (await t.app.inject(`/api/authors/${asha.id}/content?year=2023`)).json();
      expect(y2023.content.map((a: { title: string }) => a.title)).toEqual(["Asha archive 2023"]);
      const health = (await t.app.inject(`/api/authors/${asha.id}/content?category=health`)).json();
      expect(health.total).toBe(4);
      expect(health.content.every((a: { category: string }) => a.category === "Health")).toBe(true);
      const facets = await t.app.services.authors.archiveFacets(asha.id);
      expect(facets).toEqual({ years: [new Date(now).getUTCFullYear(), 2023].filter((y, i, a) => a.indexOf(y) === i), categories: ["Health", "Science"] });
    });

    it.each([
      ["page=0", "page"],
      ["page=-1", "page"],
      ["page=abc", "page"],
      ["limit=101", "limit"],
      ["sort=oldest", "sort"],
      ["year=abc", "year"],
    ])("refuses %s with 400 naming %s", async (query, field) => {
      const res = await t.app.inject(`/api/authors/${asha.id}/content?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, field });
    });
  });

  describe("follow and unfollow", () => {
    const followers = async () => (await t.app.inject(`/api/authors/${asha.id}`)).json().data.followersCount as number;

    /** A new browser: its first follow is refused (428) with the reader cookie, which it sends again. */
    const followAsNewBrowser = async (authorId: string, remoteAddress?: string) => {
      const first = await t.app.inject({ method: "POST", url: `/api/authors/${authorId}/follow`, remoteAddress });
      expect(first.statusCode).toBe(428);
      const cookies = { matv_reader: first.cookies.find((c) => c.name === "matv_reader")!.value };
      return { cookies, res: await t.app.inject({ method: "POST", url: `/api/authors/${authorId}/follow`, cookies, remoteAddress }) };
    };

    it("sets an httpOnly, SameSite=Lax, one-year reader cookie and counts one follow per browser however often it is repeated", async () => {
      const start = await followers();
      // Without the reader cookie a follow is refused (428) and the answer sets the cookie; the retry counts.
      const refused = await t.app.inject({ method: "POST", url: `/api/authors/${asha.id}/follow` });
      expect(refused.statusCode).toBe(428);
      expect(refused.json()).toMatchObject({ success: false, field: "cookie" });
      const cookie = refused.cookies.find((c) => c.name === "matv_reader");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 365 * 24 * 60 * 60 });
      const cookies = { matv_reader: cookie!.value };
      expect(await followers()).toBe(start);
      const first = await t.app.inject({ method: "POST", url: `/api/authors/${asha.id}/follow`, cookies });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, data: { followersCount: start + 1, following: true } });
      for (let i = 0; i < 3; i++) {
        const again = await t.app.inject({ method: "POST", url: `/api/authors/${asha.id}/follow`, cookies });
        expect(again.json().data).toEqual({ followersCount: start + 1, following: true });
        expect(again.cookies.find((c) => c.name === "matv_reader")).toBeUndefined();
      }
      expect(await followers()).toBe(start + 1);
      expect(await t.app.services.authors.isFollowing(asha.id, cookie!.value)).toBe(true);
      const state = await t.app.inject({ url: `/api/authors/${asha.id}/follow`, cookies });
      expect(state.json()).toEqual({ success: true, data: { followersCount: start + 1, following: true } });
      expect(state.headers["cache-control"]).toBe("private, no-store");
      const byName = await t.app.inject({ url: `/api/authors/name/${encodeURIComponent("Asha Varma")}`, cookies });
      expect(byName.json().data.authors[0].following).toBe(true);
      expect(byName.headers["cache-control"]).toBe("private, no-store");
      expect(byName.headers["vary"]).toMatch(/cookie/i);
      expect((await t.app.inject(`/api/authors/${asha.id}/follow`)).json().data).toEqual({ followersCount: start + 1, following: false });

      // A second browser counts once more.
      const other = await followAsNewBrowser(asha.id);
      expect(other.res.json().data.followersCount).toBe(start + 2);

      const unfollow = await t.app.inject({ method: "DELETE", url: `/api/authors/${asha.id}/follow`, cookies });
      expect(unfollow.json()).toEqual({ success: true, data: { followersCount: start + 1, following: false } });
      for (let i = 0; i < 3; i++) {
        const again = await t.app.inject({ method: "DELETE", url: `/api/authors/${asha.id}/follow`, cookies });
        expect(again.json().data).toEqual({ followersCount: start + 1, following: false });
      }
      expect(await followers()).toBe(start + 1);
    });

    it("30 cookieless follow posts add no follower; fresh cookies from one address add at most FOLLOW_ADDRESS_LIMIT", async () => {
      const start = await followers();
      const statuses = new Set<number>();
      for (let i = 0; i < 30; i++)
        statuses.add((await t.app.inject({ method: "POST", url: `/api/authors/${asha.id}/follow`, remoteAddress: "203.0.113.30" })).statusCode);
      expect([...statuses]).toEqual([428]);
      expect(await followers()).toBe(start);

      const results: number[] = [];
      for (let i = 0; i < 13; i++) results.push((await followAsNewBrowser(asha.id, "203.0.113.31")).res.statusCode);
      expect(results.filter((s) => s === 200)).toHaveLength(10);
      expect(results.slice(10)).toEqual([429, 429, 429]);
      expect(await followers()).toBe(start + 10);
      // Another address is not held back.
      expect((await followAsNewBrowser(asha.id, "203.0.113.32")).res.statusCode).toBe(200);
    });

    it("an unfollow without a follow (or a cookie) changes nothing, and the count never goes below zero", async () => {
      const res = await t.app.inject({ method: "DELETE", url: `/api/authors/${quiet.id}/follow` });
      expect(res.json().data).toEqual({ followersCount: 0, following: false });
      const forged = await t.app.inject({ method: "DELETE", url: `/api/authors/${quiet.id}/follow`, cookies: { matv_reader: "x'; drop table authors; --" } });
      expect(forged.json().data.followersCount).toBe(0);
      // A follower whose counter was reset by hand still cannot push it below zero.
      const { cookies } = await followAsNewBrowser(quiet.id);
      await t.app.services.authors.follow(quiet.id, cookies.matv_reader);
      await t.database.db.update(authors).set({ followersCount: 0 });
      const unfollow = await t.app.inject({ method: "DELETE", url: `/api/authors/${quiet.id}/follow`, cookies });
      expect(unfollow.json().data.followersCount).toBe(0);
    });

    it("parallel repeats from one browser still count once", async () => {
      const author = buildAuthor({ name: "Parallel Person", followersCount: 0 });
      await t.database.db.insert(authors).values(author);
      const cookies = { matv_reader: "0123456789abcdef0123456789abcdef" };
      await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: "POST", url: `/api/authors/${author.id}/follow`, cookies })));
      expect((await t.app.inject(`/api/authors/${author.id}`)).json().data.followersCount).toBe(1);
    });
  });
});
