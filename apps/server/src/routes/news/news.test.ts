import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { storyTags } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

type Wire = { _id: string; title: string };
const ids = (list: Wire[]) => list.map((a) => a._id);

describe("news API", () => {
  let t: TestApp;
  const now = Date.now();
  const minutesAgo = (m: number) => new Date(now - m * 60_000);
  // Twelve India articles, newest first by index.
  const india = Array.from({ length: 12 }, (_, i) =>
    buildArticle({
      pages: ["IndiaNews"],
      category: "India",
      title: `India story ${String.fromCharCode(97 + i)}`,
      content: "<p>Plain words about India.</p>",
      publishedAt: minutesAgo(10 + i),
    }),
  );
  const world = buildArticle({
    pages: ["WorldNews"],
    category: "Diplomacy",
    title: "Summit opens in Geneva",
    content: "<p>Leaders meet.</p>",
    publishedAt: minutesAgo(5),
  });
  const hindiElection = buildArticle({
    pages: ["IndiaNews"],
    category: "India",
    title: "पंचायत चुनाव में युवा उम्मीदवार",
    summary: "गाँवों में नया उत्साह",
    content: "<p>पहले चरण का मतदान शांतिपूर्ण रहा।</p>",
    tags: ["चुनाव"],
    author: "Priya Sharma",
    publishedAt: minutesAgo(200),
  });
  const hindiCricket = buildArticle({
    pages: ["SportFit"],
    category: "Sport",
    title: "महिला खिलाड़ियों की नई पीढ़ी",
    summary: "अकादमियों में बढ़ी भीड़",
    content: "<p>छोटे शहरों में क्रिकेट अकादमियों में दाखिले दोगुने हो गए हैं।</p>",
    tags: ["Women's Cricket"],
    publishedAt: minutesAgo(210),
  });
  const electionTitle = buildArticle({
    pages: ["ElectionNews"],
    category: "Politics",
    title: "Elections called in the council",
    summary: "Voters go to the polls",
    content: "<p>The council voted.</p>",
    tags: ["Politics", "Council"],
    author: "Sam Patel",
    publishedAt: new Date("2026-01-10T12:00:00Z"),
  });
  const electionBody = buildArticle({
    pages: ["ElectionNews"],
    category: "Politics",
    title: "Council budget approved",
    summary: "Money for roads",
    content: "<p>Weeks after the election, the budget passed.</p>",
    tags: ["Budget"],
    publishedAt: new Date("2026-03-10T12:00:00Z"),
  });
  const trendingLow = buildArticle({ pages: ["Tech"], category: "Tech", title: "Trending gadget", isTrending: true, views: 5, publishedAt: minutesAgo(300) });
  const popular = buildArticle({ pages: ["Tech"], category: "Tech", title: "Popular gadget", views: 900, publishedAt: minutesAgo(310) });
  const featuredOld = buildArticle({ pages: ["Health"], category: "Health", title: "Featured health story", featured: true, publishedAt: minutesAgo(400) });
  const draft = buildArticle({
    pages: ["IndiaNews"],
    category: "India",
    status: "draft",
    title: "Draft election secret",
    isTrending: true,
    views: 10_000,
    featured: true,
    publishedAt: minutesAgo(1),
  });
  const deleted = buildArticle({
    pages: ["IndiaNews"],
    category: "India",
    title: "Deleted election story",
    deletedAt: new Date(),
    isTrending: true,
    views: 20_000,
    publishedAt: minutesAgo(2),
  });
  const published = [...india, world, hindiElection, hindiCricket, electionTitle, electionBody, trendingLow, popular, featuredOld];

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([...published, draft, deleted]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  describe("GET /api/news", () => {
    it("answers the spec's envelope with 10 newest published articles by default", async () => {
      const res = await get("/api/news");
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, error: null });
      expect(body.data.total).toBe(published.length);
      expect(body.data.hasMore).toBe(true);
      expect(body.data.articles).toHaveLength(10);
      expect(body.data.articles[0]).toMatchObject({ _id: world.id, title: world.title, pages: ["WorldNews"] });
      expect(body.data.articles[0]).not.toHaveProperty("searchVector");
      expect(ids(body.data.articles)).not.toContain(draft.id);
      expect(ids(body.data.articles)).not.toContain(deleted.id);
    });

    it("pages through every published article exactly once", async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const { data } = (await get(`/api/news?page=${page}&limit=4`)).json();
        seen.push(...ids(data.articles));
        expect(data.hasMore).toBe(page * 4 < published.length);
      }
      expect(seen.sort()).toEqual(published.map((a) => a.id).sort());
    });

    it("answers an empty page past the end", async () => {
      const { data } = (await get("/api/news?page=50")).json();
      expect(data).toEqual({ articles: [], total: published.length, hasMore: false });
    });

    it("filters by category as a key, a page name or a stored label", async () => {
      for (const category of ["india-news", "IndiaNews", "India News", "india"]) {
        const { data } = (await get(`/api/news?category=${encodeURIComponent(category)}&limit=100`)).json();
        expect(data.total, category).toBe(13);
        expect(ids(data.articles).sort()).toEqual([...india, hindiElection].map((a) => a.id).sort());
      }
    });

    it("searches when given search", async () => {
      const { data } = (await get(`/api/news?search=${encodeURIComponent("Geneva")}`)).json();
      expect(ids(data.articles)).toEqual([world.id]);
    });

    it.each([
      ["page=0", "page"],
      ["page=-1", "page"],
      ["page=abc", "page"],
      ["limit=101", "limit"],
      ["limit=0", "limit"],
      ["category=nowhere-land", "category"],
      [`search=${"a".repeat(201)}`, "search"],
    ])("refuses %s with 400 naming %s", async (query, field) => {
      const res = await get(`/api/news?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, field });
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    });
  });

  describe("GET /api/news/:id", () => {
    it("returns one published article", async () => {
      const res = await get(`/api/news/${world.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { _id: world.id, title: world.title, content: "<p>Leaders meet.</p>" } });
    });

    it("answers 404 for unknown, draft and deleted ids, 400 for a malformed one", async () => {
      for (const id of [newObjectId(), draft.id, deleted.id]) {
        const res = await get(`/api/news/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, data: null, message: "Article not found" });
      }
      const bad = await get("/api/news/12345");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe("id");
    });
  });

  describe("GET /api/news/category/:category", () => {
    it("lists a category by key with paging", async () => {
      const first = (await get("/api/news/category/india-news?limit=10")).json();
      expect(first.success).toBe(true);
      expect(first.data.total).toBe(13);
      expect(first.data.hasMore).toBe(true);
      expect(ids(first.data.articles)).toEqual(india.slice(0, 10).map((a) => a.id));
      const second = (await get("/api/news/category/IndiaNews?page=2&limit=10")).json();
      expect(ids(second.data.articles)).toEqual([...india.slice(10), hindiElection].map((a) => a.id));
      expect(second.data.hasMore).toBe(false);
    });

    it("accepts a stored category label, case-insensitively", async () => {
      const { data } = (await get("/api/news/category/politics")).json();
      expect(ids(data.articles).sort()).toEqual([electionTitle.id, electionBody.id].sort());
    });

    it("refuses an unknown category and bad paging with 400", async () => {
      const res = await get("/api/news/category/atlantis");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "category", success: false });
      expect((await get("/api/news/category/india-news?page=-2")).json().field).toBe("page");
      expect((await get("/api/news/category/india-news?limit=500")).json().field).toBe("limit");
    });
  });

  describe("GET /api/news/trending and /featured", () => {
    it("lists trending articles first, then the most viewed, never drafts or deleted", async () => {
      const res = await get("/api/news/trending?limit=3");
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(ids(body.data)).toEqual([trendingLow.id, popular.id, world.id]);
    });

    it("returns the newest featured article", async () => {
      const res = await get("/api/news/featured");
      expect(res.json()).toMatchObject({ success: true, data: { _id: featuredOld.id } });
    });
  });

  describe("GET /api/news/search", () => {
    const search = async (query: string) => {
      const res = await get(`/api/news/search?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { articles: Wire[]; total: number; hasMore: boolean };
    };

    it("finds Hindi words in the title, tags and body", async () => {
      expect(ids((await search(`q=${encodeURIComponent("चुनाव")}`)).articles)).toEqual([hindiElection.id]);
      expect(ids((await search(`q=${encodeURIComponent("क्रिकेट")}`)).articles)).toEqual([hindiCricket.id]);
      expect(ids((await search(`q=${encodeURIComponent("मतदान")}`)).articles)).toEqual([hindiElection.id]);
    });

    it("finds English words by their stem and ranks a title match first", async () => {
      const data = await search("q=election");
      expect(ids(data.articles)).toEqual([electionTitle.id, electionBody.id]);
      expect(data.total).toBe(2);
    });

    it("never finds drafts or deleted articles", async () => {
      const data = await search("q=secret");
      expect(data.total).toBe(0);
      expect(ids((await search("q=deleted")).articles)).toEqual([]);
    });

    it.each(["!!!", "?!.,;:", "--", "'", '"', "%", "\\", "()&|<->"])("answers an empty result for punctuation %s", async (q) => {
      expect(await search(`q=${encodeURIComponent(q)}`)).toEqual({ articles: [], total: 0, hasMore: false });
    });

    it.each(["'; DROP TABLE articles; --", '" OR ""="', "' OR 'x'='x", "1'); DELETE FROM articles WHERE ('a'='a", "SELECT * FROM staff_users"])(
      "treats SQL-looking text %s as words: no error, no match",
      async (q) => {
        expect((await search(`q=${encodeURIComponent(q)}`)).total).toBe(0);
      },
    );

    it("keeps every article after SQL-looking searches", async () => {
      const { data } = (await get("/api/news?limit=1")).json();
      expect(data.total).toBe(published.length);
    });

    it("filters by category, author, tags and dates", async () => {
      expect(ids((await search("q=council&category=election-news")).articles).sort()).toEqual([electionTitle.id, electionBody.id].sort());
      expect((await search("q=council&category=india-news")).total).toBe(0);
      expect(ids((await search("q=council&author=sam%20patel")).articles)).toEqual([electionTitle.id]);
      expect(ids((await search("tags=budget,nothing")).articles)).toEqual([electionBody.id]);
      expect(ids((await search(`tags=${encodeURIComponent("चुनाव")}`)).articles)).toEqual([hindiElection.id]);
      expect(ids((await search("q=council&startDate=2026-02-01")).articles)).toEqual([electionBody.id]);
      expect(ids((await search("q=council&endDate=2026-01-10")).articles)).toEqual([electionTitle.id]);
      expect(ids((await search("q=council&startDate=2026-01-01T00:00:00Z&endDate=2026-12-31")).articles)).toHaveLength(2);
    });

    it("pages search results", async () => {
      const first = await search("q=India&limit=5");
      expect(first.total).toBe(12);
      expect(first.articles).toHaveLength(5);
      expect(first.hasMore).toBe(true);
      const last = await search("q=India&limit=5&page=3");
      expect(last.articles).toHaveLength(2);
      expect(last.hasMore).toBe(false);
    });

    it.each([
      [`q=${"x".repeat(201)}`, "q"],
      ["startDate=yesterday", "startDate"],
      ["endDate=2026-13-45", "endDate"],
      ["startDate=2026-05-01&endDate=2026-04-01", "endDate"],
      ["category=nowhere-land", "category"],
      ["limit=1000", "limit"],
      ["page=x", "page"],
    ])("refuses %s with 400 naming %s", async (query, field) => {
      const res = await get(`/api/news/search?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, field });
    });

    it("is the same search the /search page calls through services.news.search", async () => {
      const result = await t.app.services.news.search({ q: "चुनाव" });
      expect(result).toMatchObject({ total: 1, hasMore: false });
      expect(ids(result.articles)).toEqual([hindiElection.id]);
      await expect(t.app.services.news.search({ q: "y".repeat(201) })).rejects.toMatchObject({ statusCode: 400, field: "q" });
    });
  });

  describe("caching", () => {
    it("sends CDN caching headers and an ETag, and 304 for a matching If-None-Match", async () => {
      const res = await get("/api/news?limit=3");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get("/api/news?limit=3", { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const weak = await get("/api/news?limit=3", { "if-none-match": `"other", ${etag.slice(2)}` });
      expect(weak.statusCode).toBe(304);
      const stale = await get("/api/news?limit=3", { "if-none-match": '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().data.articles).toHaveLength(3);
    });

    it("gives one article its own ETag and 304 too", async () => {
      const res = await get(`/api/news/${world.id}`);
      const again = await get(`/api/news/${world.id}`, { "if-none-match": res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    });

    it("never stores errors or staff requests in shared caches", async () => {
      expect((await get("/api/news?page=0")).headers["cache-control"]).toBe("no-store");
      expect((await get(`/api/news/${newObjectId()}`)).headers["cache-control"]).toBe("no-store");
      expect((await get("/api/news?limit=2", { authorization: "Bearer x" })).headers["cache-control"]).toBe("no-store");
      expect((await get("/api/news?limit=2", { cookie: "matv_reader=0123456789abcdef0123456789abcdef" })).headers["cache-control"]).toBe("no-store");
    });

    it("keeps an article (or its 404) until a write invalidates that story's tag", async () => {
      const later = buildArticle({ pages: ["WorldNews"], title: "Arrives later", publishedAt: minutesAgo(4) });
      expect((await get(`/api/news/${later.id}`)).statusCode).toBe(404);
      await t.database.db.insert(articles).values(later);
      expect((await get(`/api/news/${later.id}`)).statusCode).toBe(404); // the miss is cached under the story's tag
      t.app.services.cache.invalidate(storyTags(newObjectId(), ["WorldNews"]));
      expect((await get(`/api/news/${later.id}`)).statusCode).toBe(404); // another story's write keeps it
      t.app.services.cache.invalidate(storyTags(later.id, ["WorldNews"]));
      expect((await get(`/api/news/${later.id}`)).json().data.title).toBe("Arrives later");
      await t.database.db.update(articles).set({ status: "draft" }).where(eq(articles.id, later.id));
      expect((await get(`/api/news/${later.id}`)).statusCode).toBe(200); // cached until a write invalidates
      t.app.services.cache.invalidate(storyTags(later.id, ["WorldNews"]));
      expect((await get(`/api/news/${later.id}`)).statusCode).toBe(404);
    });

    it("keeps a search's results until content changes", async () => {
      const before = (await get("/api/news/search?q=Lisbon")).json().data;
      expect(before.total).toBe(0);
      const lisbon = buildArticle({ pages: ["WorldNews"], title: "Lisbon trade fair", publishedAt: minutesAgo(3) });
      await t.database.db.insert(articles).values(lisbon);
      expect((await get("/api/news/search?q=Lisbon")).json().data.total).toBe(0);
      expect((await get("/api/news/search?q=Lisbon&page=6")).json().data.total).toBe(1); // deep pages are never cached
      t.app.services.cache.invalidate(storyTags(lisbon.id, ["WorldNews"]));
      expect(ids((await get("/api/news/search?q=Lisbon")).json().data.articles)).toEqual([lisbon.id]);
      expect(ids((await get("/api/news?search=Lisbon")).json().data.articles)).toEqual([lisbon.id]);
    });

    it("keeps a published list in the process cache until content changes", async () => {
      const before = (await get("/api/news?limit=1")).json().data;
      const fresh = buildArticle({ pages: ["WorldNews"], title: "Fresh arrival", publishedAt: new Date() });
      await t.database.db.insert(articles).values(fresh);
      const cached = (await get("/api/news?limit=1")).json().data;
      expect(cached).toEqual(before);
      t.app.services.cache.invalidate(storyTags(fresh.id, ["WorldNews"]));
      const after = (await get("/api/news?limit=1")).json().data;
      expect(after.articles[0]._id).toBe(fresh.id);
      expect(after.total).toBe(before.total + 1);
    });
  });
});
