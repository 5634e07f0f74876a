import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("contents API", () => {
  let t: TestApp;
  const now = Date.now();
  const india = Array.from({ length: 3 }, (_, i) => buildArticle({ pages: ["IndiaNews"], title: `India ${i}`, publishedAt: new Date(now - (i + 1) * 60_000) }));
  const health = buildArticle({ pages: ["Health"], title: "Health item", publishedAt: new Date(now - 10 * 60_000) });
  const draft = buildArticle({ pages: ["IndiaNews"], title: "Draft", status: "draft", publishedAt: new Date(now) });
  const deleted = buildArticle({ pages: ["IndiaNews"], title: "Deleted", deletedAt: new Date(), publishedAt: new Date(now) });
  const published = [...india, health];

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([...published, draft, deleted]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const ids = (list: Array<{ _id: string }>) => list.map((a) => a._id);

  it("GET /api/contents/published lists published contents newest first", async () => {
    const res = await get("/api/contents/published");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 4, hasMore: false });
    expect(ids(body.contents)).toEqual(published.map((a) => a.id));
    expect(res.headers.etag).toBeTruthy();
  });

  it("pages the published list", async () => {
    const body = (await get("/api/contents/published?page=2&limit=3")).json();
    expect(ids(body.contents)).toEqual([health.id]);
    expect(body.hasMore).toBe(false);
    expect((await get("/api/contents/published?limit=3")).json().hasMore).toBe(true);
  });

  it("GET /api/contents/published/pages/:page lists one page by name or key", async () => {
    for (const page of ["IndiaNews", "india-news"]) {
      const body = (await get(`/api/contents/published/pages/${page}`)).json();
      expect(ids(body.contents), page).toEqual(india.map((a) => a.id));
    }
  });

  it("GET /api/contents/:id and /published/pages/:page/:id return the item", async () => {
    const one = await get(`/api/contents/${health.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: health.id, title: "Health item", description: health.summary });
    const inPage = await get(`/api/contents/published/pages/Health/${health.id}`);
    expect(inPage.json()).toMatchObject({ _id: health.id });
    // Published, but not on that page.
    expect((await get(`/api/contents/published/pages/india-news/${health.id}`)).statusCode).toBe(404);
  });

  it("never returns drafts or deleted items, by id or by list", async () => {
    for (const hidden of [draft, deleted]) {
      expect((await get(`/api/contents/${hidden.id}`)).statusCode).toBe(404);
      expect((await get(`/api/contents/published/pages/IndiaNews/${hidden.id}`)).statusCode).toBe(404);
    }
    const all = (await get("/api/contents/published?limit=100")).json().contents;
    expect(ids(all)).not.toContain(draft.id);
    expect(ids(all)).not.toContain(deleted.id);
  });

  it("answers 404 for unknown ids and 400 naming the parameter for bad input", async () => {
    const unknown = await get(`/api/contents/${newObjectId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, data: null, message: "Article not found" });
    for (const [url, field] of [
      ["/api/contents/xyz", "id"],
      ["/api/contents/published/pages/Nowhere", "page"],
      [`/api/contents/published/pages/Nowhere/${health.id}`, "page"],
      ["/api/contents/published/pages/Health/123", "id"],
      ["/api/contents/published?page=-1", "page"],
      ["/api/contents/published?limit=101", "limit"],
      ["/api/contents/published/pages/Health?limit=abc", "limit"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, data: null, field });
    }
  });
});
