import { STORY_MESSAGES } from "@matv/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildAuthor, buildStory } from "../../db/factories.ts";
import { and } from "drizzle-orm";
import { articles, auditLog, authors, documentPresence, documentRevisions } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
const PW = "correct horse battery";
const tokens = { admin: "", editor: "", writer: "", writer2: "" };
const staffIds = { admin: "", editor: "", writer: "", writer2: "" };
let authorId = "";
let inactiveAuthorId = "";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

async function createStory(token: string, body: object = {}) {
  const res = await call("POST", "/api/admin/stories", token, { title: `Story ${newObjectId().slice(-6)}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; version: number; slug: string; status: string };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "editor", "writer", "writer2"] as const) {
    const email = `${role}@matv.test`;
    staffIds[role] = (await t.app.services.staffUsers.upsert({ email, password: PW, role: role === "writer2" ? "writer" : role, name: `The ${role}` })).id;
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
  const author = buildAuthor({ name: "Asha Rao" });
  const inactive = buildAuthor({ name: "Gone Writer", status: "inactive" });
  await t.database.db.insert(authors).values([author, inactive]);
  authorId = author.id;
  inactiveAuthorId = inactive.id;
});
afterAll(() => t.close());

describe("POST /api/admin/stories", () => {
  it("401 without a token", async () => {
    expect((await call("POST", "/api/admin/stories", null, { title: "x" })).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/stories", null)).statusCode).toBe(401);
  });

  it("creates a draft with a generated slug, the author's name, a first revision and an audit entry", async () => {
    const res = await call("POST", "/api/admin/stories", tokens.writer, {
      title: "Budget Day: What It Means",
      summary: "The short version.",
      content: "<p>Hello <strong>world</strong></p>",
      authorId,
      tags: ["budget", "money", "budget"],
      imageUrl: "/media/uploads/a-1200.webp",
      imageAlt: "The chancellor holding the red box",
      placements: [{ page: "top-stories", position: 0, pinned: true }, { page: "IndiaNews" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json().data;
    expect(story).toMatchObject({
      title: "Budget Day: What It Means",
      slug: "budget-day-what-it-means",
      status: "draft",
      version: 1,
      author: "Asha Rao",
      authorId,
      tags: ["budget", "money"],
      pages: ["TopStories", "IndiaNews"],
      placements: [
        { page: "TopStories", position: 0, pinned: true },
        { page: "IndiaNews", position: null, pinned: false },
      ],
      content: "<p>Hello <strong>world</strong></p>",
      lastEditedBy: { id: staffIds.writer, name: "The writer" },
      createdBy: { id: staffIds.writer, name: "The writer" },
      publishAt: null,
      submittedAt: null,
    });
    const revisions = await t.database.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, "story"), eq(documentRevisions.documentId, story._id)));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ version: 1, action: "create", staffId: staffIds.writer });
    expect(revisions[0]!.changedFields).toEqual(expect.arrayContaining(["title", "content", "authorId", "placements", "status"]));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, story._id));
    expect(audit.map((a) => a.action)).toEqual(["story.create"]);
  });

  it("stores HTML that passes the sanitiser unchanged and cleans what does not", async () => {
    const clean = '<h2>Heading</h2><p>Text with <a href="https://example.com">a link</a></p><blockquote><p>Quote</p></blockquote><ul><li><p>One</p></li></ul>';
    expect((await createStory(tokens.editor, { content: clean })) as unknown as { content: string }).toMatchObject({ content: clean });
    const dirty = await createStory(tokens.editor, { content: '<p onclick="x()">Hi</p><script>alert(1)</script>' });
    const [row] = await t.database.db.select({ content: articles.content }).from(articles).where(eq(articles.id, dirty._id));
    expect(row!.content).toBe("<p>Hi</p>");
  });

  it("400 naming the field: title, imageAlt, authorId (unknown and inactive), placements, slug taken", async () => {
    const cases: Array<[object, string]> = [
      [{ title: "" }, "title"],
      [{ title: "Pic", imageUrl: "/media/x.webp" }, "imageAlt"],
      [{ title: "Pic", imageUrl: "/media/x.webp", imageAlt: "  " }, "imageAlt"],
      [{ title: "A", authorId: newObjectId() }, "authorId"],
      [{ title: "A", authorId: inactiveAuthorId }, "authorId"],
      [{ title: "A", authorId: "nope" }, "authorId"],
      [{ title: "A", placements: [{ page: "Nowhere" }] }, "placements.0.page"],
      [{ title: "A", imageUrl: "javascript:alert(1)", imageAlt: "x" }, "imageUrl"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/api/admin/stories", tokens.editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
    await createStory(tokens.editor, { title: "Unique slug story", slug: "only-one" });
    const taken = await call("POST", "/api/admin/stories", tokens.editor, { title: "Other", slug: "only-one" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field).toBe("slug");
    // A generated slug steps aside instead.
    expect((await createStory(tokens.editor, { title: "Only One" })).slug).toBe("only-one-2");
    // A slug shared by rows written before the desk can still be saved unchanged.
    const legacy = buildArticle({ title: "Legacy twin", slug: "shared-slug" });
    const twin = buildStory({ title: "Desk twin", slug: "shared-slug", createdBy: staffIds.editor });
    await t.database.db.insert(articles).values([legacy, twin]);
    const same = await call("PUT", `/api/admin/stories/${twin.id}`, tokens.editor, { version: 1, slug: "shared-slug", summary: "s" });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("GET /api/admin/stories", () => {
  it("filters by status, q, section and author, pages, and says who last edited", async () => {
    const tag = newObjectId().slice(-8);
    const a = await createStory(tokens.editor, { title: `Filter ${tag} alpha`, authorId, placements: [{ page: "Money" }] });
    await createStory(tokens.editor, { title: `Filter ${tag} beta` });
    await call("POST", `/api/admin/stories/${a._id}/publish`, tokens.editor, {});
    const byQ = (await call("GET", `/api/admin/stories?q=${tag}&limit=1`, tokens.writer)).json().data;
    expect(byQ.total).toBe(2);
    expect(byQ.stories).toHaveLength(1);
    expect(byQ.hasMore).toBe(true);
    const published = (await call("GET", `/api/admin/stories?q=${tag}&status=published`, tokens.writer)).json().data;
    expect(published.stories.map((s: { _id: string }) => s._id)).toEqual([a._id]);
    expect(published.stories[0].lastEditedBy).toEqual({ id: staffIds.editor, name: "The editor" });
    const bySection = (await call("GET", `/api/admin/stories?q=${tag}&section=money`, tokens.writer)).json().data;
    expect(bySection.total).toBe(1);
    const byAuthor = (await call("GET", `/api/admin/stories?q=${tag}&authorId=${authorId}`, tokens.writer)).json().data;
    expect(byAuthor.total).toBe(1);
  });

  it("400 naming the field for a bad status, section or limit", async () => {
    for (const [query, field] of [
      ["status=live", "status"],
      ["section=nowhere", "section"],
      ["limit=1000", "limit"],
      ["authorId=x", "authorId"],
    ]) {
      const res = await call("GET", `/api/admin/stories?${query}`, tokens.editor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });
});

describe("GET/PUT /api/admin/stories/:id", () => {
  it("404 for an unknown id, 400 for a malformed one", async () => {
    expect((await call("GET", `/api/admin/stories/${newObjectId()}`, tokens.editor)).statusCode).toBe(404);
    expect((await call("PUT", `/api/admin/stories/${newObjectId()}`, tokens.editor, { version: 1 })).statusCode).toBe(404);
    const bad = await call("GET", "/api/admin/stories/nope", tokens.editor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
  });

  it("saves with the loaded version, records the changed fields; a stale save gets 409 with the current story", async () => {
    const story = await createStory(tokens.editor, { title: "Versioned" });
    const first = await call("PUT", `/api/admin/stories/${story._id}`, tokens.editor, { version: 1, summary: "New summary", isBreaking: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, summary: "New summary", isBreaking: true, title: "Versioned" });
    const stale = await call("PUT", `/api/admin/stories/${story._id}`, tokens.admin, { version: 1, title: "Overwrite" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      data: null,
      field: "version",
      message: STORY_MESSAGES.stale,
      current: { version: 2, summary: "New summary" },
    });
    const revisions = (await call("GET", `/api/admin/stories/${story._id}/revisions`, tokens.editor)).json().data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(revisions[0]).toMatchObject({ action: "update", by: { id: staffIds.editor, name: "The editor" } });
    expect(revisions[0].changedFields.sort()).toEqual(["isBreaking", "summary"]);
    const missing = await call("PUT", `/api/admin/stories/${story._id}`, tokens.editor, { title: "No version" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("version");
    const noAlt = await call("PUT", `/api/admin/stories/${story._id}`, tokens.editor, { version: 2, imageUrl: "/media/y.webp" });
    expect(noAlt.json().field).toBe("imageAlt");
  });

  it("restores a revision as a new revision", async () => {
    const story = await createStory(tokens.editor, { title: "Original title", summary: "Original" });
    await call("PUT", `/api/admin/stories/${story._id}`, tokens.editor, { version: 1, title: "Changed title", summary: "Changed" });
    const revisions = (await call("GET", `/api/admin/stories/${story._id}/revisions`, tokens.editor)).json().data;
    const original = revisions.find((r: { version: number }) => r.version === 1);
    const res = await call("POST", `/api/admin/stories/${story._id}/revisions/${original.id}/restore`, tokens.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: "Original title", summary: "Original", version: 3 });
    const after = (await call("GET", `/api/admin/stories/${story._id}/revisions`, tokens.editor)).json().data;
    expect(after[0]).toMatchObject({ version: 3, action: "restore" });
    expect(after[0].changedFields.sort()).toEqual(["summary", "title"]);
    expect((await call("POST", `/api/admin/stories/${story._id}/revisions/${newObjectId()}/restore`, tokens.editor)).statusCode).toBe(404);
  });
});

describe("roles", () => {
  it("a writer cannot publish, unpublish or delete (403 with the message) but may submit their draft", async () => {
    const story = await createStory(tokens.writer);
    const publish = await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.writer, {});
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe("Writers cannot publish stories. Submit the story for review instead.");
    expect(
      (await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.writer, { publishAt: new Date(Date.now() + 3_600_000).toISOString() })).statusCode,
    ).toBe(403);
    expect((await call("POST", `/api/admin/stories/${story._id}/unpublish`, tokens.writer)).json().message).toBe(STORY_MESSAGES.writerUnpublish);
    expect((await call("DELETE", `/api/admin/stories/${story._id}`, tokens.writer)).json().message).toBe(STORY_MESSAGES.writerDelete);
    const submitted = await call("POST", `/api/admin/stories/${story._id}/submit`, tokens.writer);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.submittedAt).not.toBeNull();
    const row = (await call("GET", `/api/admin/stories/${story._id}`, tokens.editor)).json().data;
    expect(row.status).toBe("draft");
  });

  it("a writer cannot edit another's story or a published one; editors can", async () => {
    const draft = buildStory({ title: "Writer two's draft", createdBy: staffIds.writer2 });
    await t.database.db.insert(articles).values(draft);
    const mine = { _id: draft.id };
    const other = await call("PUT", `/api/admin/stories/${mine._id}`, tokens.writer, { version: 1, title: "Hijack" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(STORY_MESSAGES.writerOthers);
    const own = await call("PUT", `/api/admin/stories/${mine._id}`, tokens.writer2, { version: 1, title: "Mine, edited" });
    expect(own.statusCode).toBe(200);
    expect((await call("POST", `/api/admin/stories/${mine._id}/publish`, tokens.editor, {})).statusCode).toBe(200);
    const published = await call("PUT", `/api/admin/stories/${mine._id}`, tokens.writer2, { version: 3, title: "Too late" });
    expect(published.statusCode).toBe(403);
    expect(published.json().message).toBe(STORY_MESSAGES.writerPublished);
    expect((await call("PUT", `/api/admin/stories/${mine._id}`, tokens.editor, { version: 3, title: "Editor fix" })).statusCode).toBe(200);
  });

  it("writers get 403 on the list editors, documents and the audit log; uploads and the desk stay open", async () => {
    const list = await call("POST", "/api/india-news", tokens.writer, []);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(STORY_MESSAGES.staffOnlyEditors);
    expect((await call("POST", "/api/homepage", tokens.writer, { headline: "x" })).statusCode).toBe(403);
    const audit = await call("GET", "/api/admin/audit", tokens.writer);
    expect(audit.statusCode).toBe(403);
    expect(audit.json().message).toBe(STORY_MESSAGES.writerAudit);
    expect((await call("GET", "/api/admin/audit", tokens.editor)).statusCode).toBe(403);
    // Upload: a writer passes the role check (an empty body is a 4xx about the file, never 401/403).
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { authorization: `Bearer ${tokens.writer}`, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect([401, 403]).not.toContain(upload.statusCode);
  });

  it("an editor deletes (soft): gone from the desk (404), revisions kept", async () => {
    const story = await createStory(tokens.editor);
    expect((await call("DELETE", `/api/admin/stories/${story._id}`, tokens.editor)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/stories/${story._id}`, tokens.editor)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/stories/${story._id}`, tokens.editor)).statusCode).toBe(404);
    const revisions = await t.database.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, "story"), eq(documentRevisions.documentId, story._id)));
    expect(revisions.map((r) => r.action).sort()).toEqual(["create", "delete"]);
  });
});

describe("publishing and scheduling", () => {
  /** What visibleIn answers for a story no reader can find, and for one every public read shows. */
  const NOWHERE = { news: false, home: false, search: false, article: false, sectionPage: false, rssAndSitemap: false };
  const EVERYWHERE = { news: true, home: true, search: true, article: true, sectionPage: true, rssAndSitemap: true };
  const visibleIn = async (id: string, title: string) => {
    const news = (await call("GET", "/api/news?limit=100", null)).json().data;
    const home = (await call("GET", "/api/home-contents/published/pages/top-stories?limit=100", null)).json().data;
    const search = (await call("GET", `/api/news?search=${encodeURIComponent(title)}`, null)).json().data;
    const one = await call("GET", `/api/home-contents/published/${id}`, null);
    const ids = (list: Array<{ _id: string }>) => list.map((a) => a._id);
    const pages = t.app.services.sitePages;
    const rss = await pages.feedItems({ limit: 500 });
    const sitemap = await pages.sitemapItems({ limit: 5000 });
    const section = await pages.getSectionArticle("IndiaNews", id);
    const inFeeds = [rss, sitemap].every((items) => items.some((item) => JSON.stringify(item).includes(id)));
    return {
      news: ids(news.articles ?? news).includes(id),
      home: ids(home).includes(id),
      search: ids(search.articles ?? search).includes(id),
      article: one.statusCode === 200,
      sectionPage: section !== null,
      rssAndSitemap: inFeeds,
    };
  };

  it("publish now: on every public read at once; unpublish takes it off", async () => {
    const story = await createStory(tokens.editor, { title: "Zanzibar harbour reopens", placements: [{ page: "TopStories" }, { page: "IndiaNews" }] });
    expect(await visibleIn(story._id, "Zanzibar harbour")).toEqual(NOWHERE);
    const res = await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "published", publishAt: null });
    expect(res.json().data.publishedAt).not.toBeNull();
    expect(await visibleIn(story._id, "Zanzibar harbour")).toEqual(EVERYWHERE);
    const off = await call("POST", `/api/admin/stories/${story._id}/unpublish`, tokens.editor);
    expect(off.json().data.status).toBe("unpublished");
    expect(await visibleIn(story._id, "Zanzibar harbour")).toEqual(NOWHERE);
  });

  it("a future publishAt schedules: invisible until the job runs at that time, then everywhere, once", async () => {
    const story = await createStory(tokens.editor, { title: "Quokka census results", placements: [{ page: "TopStories" }, { page: "IndiaNews" }] });
    const at = new Date(Date.now() + 2 * 60_000);
    const res = await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, { publishAt: at.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "scheduled", publishAt: at.toISOString() });
    expect(await t.app.services.jobs.runDue(new Date())).toBe(0);
    expect(await visibleIn(story._id, "Quokka census")).toEqual(NOWHERE);
    expect(await t.app.services.jobs.runDue(new Date(at.getTime() + 1_000))).toBe(1);
    expect(await visibleIn(story._id, "Quokka census")).toEqual(EVERYWHERE);
    const stored = (await call("GET", `/api/admin/stories/${story._id}`, tokens.editor)).json().data;
    expect(stored).toMatchObject({ status: "published", publishedAt: at.toISOString(), publishAt: null });
    expect(await t.app.services.jobs.runDue(new Date(at.getTime() + 60_000))).toBe(0);
    const revisions = await t.database.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, "story"), eq(documentRevisions.documentId, story._id)));
    expect(revisions.filter((r) => r.action === "scheduled-publish")).toHaveLength(1);
  });

  it("unpublishing a scheduled story cancels its job; a past publishAt publishes now", async () => {
    const story = await createStory(tokens.editor);
    const at = new Date(Date.now() + 60_000);
    await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, { publishAt: at.toISOString() });
    await call("POST", `/api/admin/stories/${story._id}/unpublish`, tokens.editor);
    expect(await t.app.services.jobs.runDue(new Date(at.getTime() + 1_000))).toBe(0);
    expect((await call("GET", `/api/admin/stories/${story._id}`, tokens.editor)).json().data.status).toBe("unpublished");
    const past = await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, { publishAt: "2020-01-01T00:00:00Z" });
    expect(past.json().data.status).toBe("published");
    const bad = await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, { publishAt: "tomorrow" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("publishAt");
  });

  it("orders a home feed: pinned first, then position, then newest", async () => {
    const page = "Community";
    const older = buildArticle({ title: "Older", pages: [page], publishedAt: new Date(Date.now() - 3_600_000) });
    const newer = buildArticle({ title: "Newer", pages: [page], publishedAt: new Date(Date.now() - 60_000) });
    await t.database.db.insert(articles).values([older, newer]);
    const placed = await createStory(tokens.editor, { title: "Placed second", placements: [{ page, position: 1 }] });
    const pinned = await createStory(tokens.editor, { title: "Pinned", placements: [{ page, pinned: true }] });
    for (const s of [placed, pinned]) await call("POST", `/api/admin/stories/${s._id}/publish`, tokens.editor, {});
    const list = (await call("GET", "/api/home-contents/published/pages/community?limit=10", null)).json().data;
    expect(list.map((a: { title: string }) => a.title)).toEqual(["Pinned", "Placed second", "Newer", "Older"]);
  });
});

describe("list editors and the desk are views over the same stories", () => {
  it("a story published onto a hand-ordered section list goes to its top; its place is then the list's", async () => {
    const ordered = [0, 1].map((i) =>
      buildArticle({ title: `Education ordered ${i}`, pages: ["Education"], placements: { Education: { position: i, pinned: false } } }),
    );
    await t.database.db.insert(articles).values(ordered);
    const story = await createStory(tokens.editor, { title: "New term starts", placements: [{ page: "education" }] });
    await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, {});
    const list = (await call("GET", "/api/education", null)).json();
    const titles = ((Array.isArray(list) ? list : list.data) as Array<{ title: string }>).map((i) => i.title);
    expect(titles).toEqual(["New term starts", "Education ordered 0", "Education ordered 1"]);
    expect((await call("GET", `/api/admin/stories/${story._id}`, tokens.editor)).json().data.placements).toEqual([
      { page: "Education", position: -1, pinned: false },
    ]);
  });

  it("a story placed in India News shows in GET /api/india-news and the editor view; a list save keeps its desk fields", async () => {
    const story = await createStory(tokens.editor, {
      title: "Monsoon arrives in Kerala",
      summary: "Desk summary",
      authorId,
      imageUrl: "/media/uploads/rain-1200.webp",
      imageAlt: "Rain over Kochi",
      imageCredit: "MATV",
      placements: [{ page: "india-news" }, { page: "TopStories", pinned: true }],
    });
    await call("POST", `/api/admin/stories/${story._id}/publish`, tokens.editor, {});
    const list = (await call("GET", "/api/india-news", null)).json();
    const items = (Array.isArray(list) ? list : list.data) as Array<{
      _id: string;
      title: string;
      image: string;
      content: string;
      category: string;
      slug: string;
    }>;
    expect(items.map((i) => i._id)).toContain(story._id);
    const view = (await call("GET", "/api/admin/sections/india-news", tokens.editor)).json().data;
    expect(view.items.map((i: { _id: string }) => i._id)).toContain(story._id);

    // The list editor saves the list with the story moved to the top and retitled.
    const others = view.items.filter((i: { _id: string }) => i._id !== story._id);
    const mine = view.items.find((i: { _id: string }) => i._id === story._id);
    const body = [{ ...pick(mine), title: "Monsoon arrives early in Kerala" }, ...others.map(pick)];
    const saved = await call("POST", "/api/india-news", tokens.editor, { items: body, version: view.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call("GET", `/api/admin/stories/${story._id}`, tokens.editor)).json().data;
    expect(after).toMatchObject({
      title: "Monsoon arrives early in Kerala",
      summary: "Desk summary",
      authorId,
      author: "Asha Rao",
      imageAlt: "Rain over Kochi",
      imageCredit: "MATV",
      status: "published",
    });
    expect(after.placements).toEqual([
      { page: "IndiaNews", position: 0, pinned: false },
      { page: "TopStories", position: null, pinned: true },
    ]);
    expect(after.version).toBeGreaterThan(story.version + 1);

    // An item added in the list editor appears in the desk.
    const added = await call("POST", "/api/india-news", tokens.editor, {
      items: [...body.map((b) => ({ ...b, _id: b._id })), { title: "Added in the list editor" }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const desk = (await call("GET", "/api/admin/stories?q=Added%20in%20the%20list&section=india-news", tokens.editor)).json().data;
    expect(desk.stories).toHaveLength(1);
    expect(desk.stories[0]).toMatchObject({ status: "published", pages: ["IndiaNews"] });

    // The list save is in the audit log, with who did it.
    const audit = (await call("GET", "/api/admin/audit?entityType=section-list&entityId=india-news", tokens.admin)).json().data;
    expect(audit.entries[0]).toMatchObject({ action: "section-list.save", entityType: "section-list", staff: { id: staffIds.editor, name: "The editor" } });
    expect(audit.entries[0].summary).toContain("list-create");
  });
});

function pick(item: { _id: string; title: string; image: string; content: string; category: string; slug: string }) {
  return { _id: item._id, title: item.title, image: item.image, content: item.content, category: item.category, slug: item.slug };
}

describe("presence and preview", () => {
  it("the first tab holds the story; a second sees who is editing and may take over; release and quiet tabs free it", async () => {
    const story = await createStory(tokens.editor);
    const url = `/api/admin/stories/${story._id}/presence`;
    const a = (await call("POST", url, tokens.editor, { sessionId: "tab-of-editor" })).json().data;
    expect(a).toMatchObject({ youHold: true, holder: { id: staffIds.editor, name: "The editor" }, others: [] });
    const b = (await call("POST", url, tokens.admin, { sessionId: "tab-of-admin" })).json().data;
    expect(b).toMatchObject({ youHold: false, holder: { name: "The editor", sessionId: "tab-of-editor" } });
    expect(b.others).toHaveLength(1);
    const taken = (await call("POST", url, tokens.admin, { sessionId: "tab-of-admin", takeOver: true })).json().data;
    expect(taken).toMatchObject({ youHold: true, holder: { name: "The admin" } });
    const aAgain = (await call("POST", url, tokens.editor, { sessionId: "tab-of-editor" })).json().data;
    expect(aAgain).toMatchObject({ youHold: false, holder: { name: "The admin" } });
    expect((await call("DELETE", `${url}?sessionId=tab-of-admin`, tokens.admin)).statusCode).toBe(200);
    const aFree = (await call("POST", url, tokens.editor, { sessionId: "tab-of-editor" })).json().data;
    expect(aFree).toMatchObject({ youHold: true, others: [] });
    // A tab quiet for more than 30 s counts as gone: the next tab to beat holds the story.
    expect((await call("POST", url, tokens.admin, { sessionId: "tab-of-admin" })).json().data.youHold).toBe(false);
    await t.database.db
      .update(documentPresence)
      .set({ lastSeen: new Date(Date.now() - 31_000) })
      .where(eq(documentPresence.sessionId, "tab-of-editor"));
    expect((await call("POST", url, tokens.admin, { sessionId: "tab-of-admin" })).json().data).toMatchObject({ youHold: true, others: [] });
    const bad = await call("POST", url, tokens.editor, { sessionId: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("sessionId");
    expect((await call("POST", `/api/admin/stories/${newObjectId()}/presence`, tokens.editor, { sessionId: "tab-of-editor" })).statusCode).toBe(404);
  });

  it("a preview token reads a draft as the article page would; a bad token reads nothing", async () => {
    const story = await createStory(tokens.writer, { title: "Draft for preview", authorId });
    const res = await call("POST", `/api/admin/stories/${story._id}/preview-token`, tokens.writer);
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json().data;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const page = await t.app.services.stories.getPreview(token);
    expect(page?.article).toMatchObject({ _id: story._id, title: "Draft for preview", author: "Asha Rao" });
    expect(page?.author?.name).toBe("Asha Rao");
    expect(await t.app.services.stories.getPreview(`${token}x`)).toBeNull();
    expect(await t.app.services.stories.getPreview("nonsense")).toBeNull();
    expect((await call("POST", `/api/admin/stories/${newObjectId()}/preview-token`, tokens.writer)).statusCode).toBe(404);
  });
});

describe("GET /api/admin/audit", () => {
  it("admins page through entries, newest first, filtered by entity", async () => {
    const story = await createStory(tokens.editor);
    await call("PUT", `/api/admin/stories/${story._id}`, tokens.editor, { version: 1, summary: "x" });
    const res = await call("GET", `/api/admin/audit?entityType=story&entityId=${story._id}&limit=1`, tokens.admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 2, hasMore: true });
    expect(data.entries[0]).toMatchObject({ action: "story.update", entityType: "story", entityId: story._id, staff: { id: staffIds.editor } });
    expect((await call("GET", "/api/admin/audit", null)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/audit?limit=0", tokens.admin)).json().field).toBe("limit");
  });
});
