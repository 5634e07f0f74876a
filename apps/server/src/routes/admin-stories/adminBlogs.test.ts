import { BLOG_MESSAGES } from "@matv/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAuthor, buildStory } from "../../db/factories.ts";
import { articles, auditLog, authors } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** The blog desk (ADR 060): the stories desk's routes and workflow over blog posts. */
let t: TestApp;
const PW = "correct horse battery";
const tokens = { editor: "", writer: "" };
const staffIds = { editor: "", writer: "" };
let authorId = "";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

async function createPost(token: string, body: object = {}) {
  const res = await call("POST", "/api/admin/blogs", token, { title: `Post ${newObjectId().slice(-6)}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; version: number; status: string; pages: string[] };
}

/** Where a blog post shows publicly: the page's blog list, every post, the post itself, the sitemap's extra pages. */
async function publicSurfaces(id: string) {
  const pageList = (await call("GET", "/api/blogs/published/pages/world", null)).json().blogs as Array<{ _id: string }>;
  const all = (await call("GET", "/api/blogs/published", null)).json().blogs as Array<{ _id: string }>;
  const one = await call("GET", `/api/blogs/${id}`, null);
  const onPage = await call("GET", `/api/blogs/published/pages/world/${id}`, null);
  const sitemap = await t.app.services.sitePages.otherPages();
  return {
    pageList: pageList.some((b) => b._id === id),
    all: all.some((b) => b._id === id),
    one: one.statusCode,
    onPage: onPage.statusCode,
    sitemap: sitemap.blogs.some((b) => b.id === id),
  };
}

const hidden = { pageList: false, all: false, one: 404, onPage: 404, sitemap: false };
const shown = { pageList: true, all: true, one: 200, onPage: 200, sitemap: true };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["editor", "writer"] as const) {
    const email = `${role}@matv.test`;
    staffIds[role] = (await t.app.services.staffUsers.upsert({ email, password: PW, role, name: `The ${role}` })).id;
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
  const author = buildAuthor({ name: "Blog Author" });
  await t.database.db.insert(authors).values(author);
  authorId = author.id;
});
afterAll(() => t.close());

describe("/api/admin/blogs", () => {
  it("401 without a token on every route", async () => {
    const id = newObjectId();
    expect((await call("GET", "/api/admin/blogs", null)).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/blogs", null, { title: "x" })).statusCode).toBe(401);
    expect((await call("GET", `/api/admin/blogs/${id}`, null)).statusCode).toBe(401);
    expect((await call("PUT", `/api/admin/blogs/${id}`, null, { version: 1 })).statusCode).toBe(401);
    expect((await call("POST", `/api/admin/blogs/${id}/publish`, null, {})).statusCode).toBe(401);
  });

  it("400 naming the field", async () => {
    const noTitle = await call("POST", "/api/admin/blogs", tokens.writer, { summary: "x" });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body).toContain("title");
    const badPage = await call("POST", "/api/admin/blogs", tokens.writer, { title: "x", placements: [{ page: "Nowhere" }] });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.body).toContain("placements");
    const post = await createPost(tokens.writer);
    const noVersion = await call("PUT", `/api/admin/blogs/${post._id}`, tokens.writer, { title: "y" });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toContain("version");
    const badAt = await call("POST", `/api/admin/blogs/${post._id}/publish`, tokens.editor, { publishAt: "tomorrow" });
    expect(badAt.statusCode).toBe(400);
    expect(badAt.body).toContain("publishAt");
  });

  it("a writer drafts a post (kind blog, invisible to readers and to the stories desk) and cannot publish it: 403 with a clear message", async () => {
    const post = await createPost(tokens.writer, {
      title: "Notes from the monsoon",
      content: "<p>Rain <em>again</em></p>",
      authorId,
      placements: [{ page: "world" }],
      // A story-only field is not a blog post's: it is ignored, not stored.
      isBreaking: true,
    });
    expect(post).toMatchObject({ status: "draft", pages: ["WorldNews"], author: "Blog Author", isBreaking: false });
    const [row] = await t.database.db.select({ kind: articles.kind }).from(articles).where(eq(articles.id, post._id));
    expect(row?.kind).toBe("blog");
    expect(await publicSurfaces(post._id)).toEqual(hidden);

    const refused = await call("POST", `/api/admin/blogs/${post._id}/publish`, tokens.writer, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BLOG_MESSAGES.writerPublish);
    expect((await call("POST", `/api/admin/blogs/${post._id}/submit`, tokens.writer)).json().data.submittedAt).not.toBeNull();

    // The stories desk does not see it, and the blog desk does not see stories.
    expect((await call("GET", `/api/admin/stories/${post._id}`, tokens.editor)).statusCode).toBe(404);
    const storyIds = (await call("GET", "/api/admin/stories?limit=100", tokens.editor)).json().data.stories.map((s: { _id: string }) => s._id);
    expect(storyIds).not.toContain(post._id);
    const story = buildStory({ createdBy: staffIds.editor, title: "A plain story" });
    await t.database.db.insert(articles).values(story);
    expect((await call("GET", `/api/admin/blogs/${story.id}`, tokens.editor)).statusCode).toBe(404);
    const blogIds = (await call("GET", "/api/admin/blogs?limit=100", tokens.editor)).json().data.stories.map((s: { _id: string }) => s._id);
    expect(blogIds).toContain(post._id);
    expect(blogIds).not.toContain(story.id);
  });

  it("an editor publishes it to a category page's blog list; it never reaches the news surfaces; unpublishing removes it everywhere", async () => {
    const post = await createPost(tokens.writer, { title: "A blog for the world page", placements: [{ page: "WorldNews" }] });
    // Read (and cache) the public lists before the publish: the publish must make them stale.
    expect(await publicSurfaces(post._id)).toEqual(hidden);
    const published = await call("POST", `/api/admin/blogs/${post._id}/publish`, tokens.editor, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: "published" });
    expect(await publicSurfaces(post._id)).toEqual(shown);
    const one = (await call("GET", `/api/blogs/${post._id}`, null)).json().data;
    expect(one).toMatchObject({ _id: post._id, title: "A blog for the world page", pages: ["WorldNews"] });
    expect(one.publishDate).toEqual(expect.any(String));

    const worldStories = await t.app.services.articles.listPublishedByPage("WorldNews", { limit: 500 });
    expect(worldStories.some((a) => a._id === post._id)).toBe(false);
    expect((await call("GET", `/api/home-contents/published/${post._id}`, null)).statusCode).toBe(404);
    const sitemap = await t.app.services.sitePages.sitemapItems({ limit: 5000 });
    expect(JSON.stringify(sitemap)).not.toContain(post._id);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post._id), eq(auditLog.action, "blog.publish")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: "blog", staffId: staffIds.editor });

    const off = await call("POST", `/api/admin/blogs/${post._id}/unpublish`, tokens.editor);
    expect(off.json().data.status).toBe("unpublished");
    expect(await publicSurfaces(post._id)).toEqual(hidden);
    expect((await call("POST", `/api/admin/blogs/${post._id}/unpublish`, tokens.writer)).statusCode).toBe(403);
  });

  it("an edit of a published post shows at once (cache invalidated); a stale save is 409 with the current post", async () => {
    const post = await createPost(tokens.editor, { title: "Before the edit", placements: [{ page: "WorldNews" }] });
    const live = (await call("POST", `/api/admin/blogs/${post._id}/publish`, tokens.editor, {})).json().data;
    expect((await call("GET", `/api/blogs/${post._id}`, null)).json().data.title).toBe("Before the edit");
    const saved = await call("PUT", `/api/admin/blogs/${post._id}`, tokens.editor, { title: "After the edit", version: live.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("GET", `/api/blogs/${post._id}`, null)).json().data.title).toBe("After the edit");
    const list = (await call("GET", "/api/blogs/published/pages/WorldNews", null)).json().blogs as Array<{ _id: string; title: string }>;
    expect(list.find((b) => b._id === post._id)?.title).toBe("After the edit");

    const stale = await call("PUT", `/api/admin/blogs/${post._id}`, tokens.editor, { title: "Lost", version: live.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(BLOG_MESSAGES.stale);
    expect(stale.json().current).toMatchObject({ title: "After the edit", version: live.version + 1 });
  });

  it("revisions list every save; restoring one brings its fields back as a new revision", async () => {
    const post = await createPost(tokens.writer, { title: "First words", content: "<p>One</p>" });
    const saved = (await call("PUT", `/api/admin/blogs/${post._id}`, tokens.writer, { content: "<p>Two</p>", version: post.version })).json().data;
    const revisions = (await call("GET", `/api/admin/blogs/${post._id}/revisions`, tokens.writer)).json().data as Array<{
      id: string;
      version: number;
      action: string;
      changedFields: string[];
    }>;
    expect(revisions.map((r) => r.action)).toEqual(["update", "create"]);
    expect(revisions[0]?.changedFields).toContain("content");
    const first = revisions[1]!;
    const restored = await call("POST", `/api/admin/blogs/${post._id}/revisions/${first.id}/restore`, tokens.writer);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ content: "<p>One</p>", version: saved.version + 1 });
    const after = (await call("GET", `/api/admin/blogs/${post._id}/revisions`, tokens.writer)).json().data as Array<{ action: string }>;
    expect(after[0]?.action).toBe("restore");
    expect((await call("POST", `/api/admin/blogs/${post._id}/revisions/${newObjectId()}/restore`, tokens.writer)).statusCode).toBe(404);
  });

  it("a future publishAt schedules the post (durable job); it appears when the job runs, not before", async () => {
    const post = await createPost(tokens.editor, { title: "Scheduled musings", placements: [{ page: "WorldNews" }] });
    const at = new Date(Date.now() + 2 * 60_000);
    const res = await call("POST", `/api/admin/blogs/${post._id}/publish`, tokens.editor, { publishAt: at.toISOString() });
    expect(res.json().data).toMatchObject({ status: "scheduled", publishAt: at.toISOString() });
    expect(await t.app.services.jobs.runDue(new Date())).toBe(0);
    expect(await publicSurfaces(post._id)).toEqual(hidden);
    expect(await t.app.services.jobs.runDue(new Date(at.getTime() + 1_000))).toBe(1);
    expect(await publicSurfaces(post._id)).toEqual(shown);
    expect((await call("GET", `/api/blogs/${post._id}`, null)).json().data.publishDate).toBe(at.toISOString());
  });

  it("presence works on a blog post; 404 for an unknown id", async () => {
    const post = await createPost(tokens.writer);
    const beat = await call("POST", `/api/admin/blogs/${post._id}/presence`, tokens.writer, { sessionId: "tab-one-123" });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json().data.youHold).toBe(true);
    const missing = await call("GET", `/api/admin/blogs/${newObjectId()}`, tokens.editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BLOG_MESSAGES.notFound);
  });
});
