import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBlog } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("blogs API", () => {
  let t: TestApp;
  const now = Date.now();
  const world = Array.from({ length: 3 }, (_, i) => buildBlog({ pages: ["WorldNews"], title: `World blog ${i}`, publishDate: new Date(now - i * 3_600_000) }));
  const india = buildBlog({ pages: ["IndiaNews"], title: "India blog", publishDate: new Date(now - 10 * 3_600_000) });
  const draft = buildBlog({ pages: ["WorldNews"], title: "Draft blog", status: "draft", publishDate: new Date(now + 60_000) });
  const deleted = buildBlog({ pages: ["WorldNews"], title: "Deleted blog", deletedAt: new Date(), publishDate: new Date(now + 60_000) });
  const hostile = buildBlog({
    pages: ["Tech"],
    title: "Hostile blog",
    content: '<p onclick="x()">Hi</p><script>alert(1)</script>',
    publishDate: new Date(now - 20 * 3_600_000),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([...world, india, draft, deleted, hostile]);
  });
  afterAll(() => t.close());

  it("GET /api/blogs/published lists every published post newest first as {blogs}", async () => {
    const res = await t.app.inject("/api/blogs/published");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.blogs.map((b: { title: string }) => b.title)).toEqual(["World blog 0", "World blog 1", "World blog 2", "India blog", "Hostile blog"]);
    expect(body.blogs[0]).toMatchObject({
      _id: world[0]!.id,
      summary: world[0]!.summary,
      author: "Staff Reporter",
      publishDate: world[0]!.publishedAt!.toISOString(),
    });
  });

  it("GET /api/blogs/published/pages/:page accepts a page name or a section key", async () => {
    for (const page of ["WorldNews", "world"]) {
      const res = await t.app.inject(`/api/blogs/published/pages/${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().blogs.map((b: { _id: string }) => b._id)).toEqual(world.map((b) => b.id));
    }
    const india = (await t.app.inject("/api/blogs/published/pages/india-news")).json();
    expect(india.blogs.map((b: { title: string }) => b.title)).toEqual(["India blog"]);
  });

  it("refuses an unknown page with 400 naming page", async () => {
    const res = await t.app.inject("/api/blogs/published/pages/nowhere");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, field: "page" });
  });

  it("GET /api/blogs/:id and /published/pages/:page/:id return one post, sanitised", async () => {
    const one = await t.app.inject(`/api/blogs/${hostile.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.content).toContain("Hi");
    expect(one.json().data.content).not.toMatch(/onclick|<script/);
    const paged = await t.app.inject(`/api/blogs/published/pages/WorldNews/${world[1]!.id}`);
    expect(paged.json()).toMatchObject({ success: true, data: { _id: world[1]!.id, title: "World blog 1" } });
    const wrongPage = await t.app.inject(`/api/blogs/published/pages/IndiaNews/${world[1]!.id}`);
    expect(wrongPage.statusCode).toBe(404);
  });

  it("never returns drafts or deleted posts, and answers 404 for unknown ids", async () => {
    for (const id of [draft.id, deleted.id, newObjectId()]) {
      const res = await t.app.inject(`/api/blogs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect((await t.app.inject(`/api/blogs/published/pages/WorldNews/${id}`)).statusCode).toBe(404);
    }
  });

  it("refuses a malformed id with 400 naming id", async () => {
    for (const url of ["/api/blogs/xyz", "/api/blogs/published/pages/WorldNews/xyz"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe("id");
    }
  });
});
