import { LIVE_BLOG_MESSAGES, LIVE_BLOG_PAGE_SIZE } from "@matv/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
const PW = "correct horse battery";
const tokens = { admin: "", editor: "", writer: "", writer2: "" };

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function createBlog(body: object = {}) {
  const res = await call("POST", "/api/admin/liveblogs", tokens.editor, { title: "Election night", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; version: number; slug: string; status: string };
}

async function post(blogId: string, token: string, body: object) {
  const res = await call("POST", `/api/admin/liveblogs/${blogId}/entries`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; version: number };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "editor", "writer", "writer2"] as const) {
    const email = `${role}@matv.test`;
    await t.app.services.staffUsers.upsert({ email, password: PW, role: role === "writer2" ? "writer" : role, name: `The ${role}` });
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
});
afterAll(() => t.close());

describe("staff: live blogs", () => {
  it("401 without a token, 403 for a writer creating or changing a blog", async () => {
    expect((await call("GET", "/api/admin/liveblogs", null)).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/liveblogs", null, { title: "x" })).statusCode).toBe(401);
    const res = await call("POST", "/api/admin/liveblogs", tokens.writer, { title: "x" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIVE_BLOG_MESSAGES.writerBlog);
    const blog = await createBlog();
    expect((await call("PUT", `/api/admin/liveblogs/${blog._id}`, tokens.writer, { version: 1, status: "ended" })).statusCode).toBe(403);
  });

  it("400 naming the field", async () => {
    const missing = await call("POST", "/api/admin/liveblogs", tokens.editor, { summary: "no title" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("title");
    const alt = await call("POST", "/api/admin/liveblogs", tokens.editor, { title: "x", imageUrl: "/media/uploads/a-1200.webp" });
    expect(alt.statusCode).toBe(400);
    expect(alt.json().field).toBe("imageAlt");
    const blog = await createBlog();
    const noVersion = await call("PUT", `/api/admin/liveblogs/${blog._id}`, tokens.editor, { title: "y" });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().field).toBe("version");
    const empty = await call("POST", `/api/admin/liveblogs/${blog._id}/entries`, tokens.writer, { body: "<p> </p>" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe("body");
    const clip = await call("POST", `/api/admin/liveblogs/${blog._id}/entries`, tokens.writer, { body: "<p>x</p>", youtube: "https://example.com/v" });
    expect(clip.statusCode).toBe(400);
    expect(clip.json().field).toBe("youtube");
    expect((await call("GET", "/api/admin/liveblogs/not-an-id", tokens.editor)).json().field).toBe("id");
  });

  it("creates, lists, saves with versions (409 when stale), ends the coverage, and audits each write", async () => {
    const blog = await createBlog({ summary: "Results as they come", placements: [{ page: "top-stories" }] });
    expect(blog).toMatchObject({ slug: "election-night", status: "live", version: 1 });
    const list = await call("GET", "/api/admin/liveblogs", tokens.writer);
    expect(list.json().data.some((b: { _id: string }) => b._id === blog._id)).toBe(true);
    const saved = await call("PUT", `/api/admin/liveblogs/${blog._id}`, tokens.editor, { version: 1, status: "ended" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ status: "ended", version: 2 });
    expect(saved.json().data.coverageEnd).toEqual(expect.any(String));
    const stale = await call("PUT", `/api/admin/liveblogs/${blog._id}`, tokens.admin, { version: 1, title: "Late" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(2);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "liveblog"), eq(auditLog.entityId, blog._id)));
    expect(audited.map((a) => a.action).sort()).toEqual(["liveblog.create", "liveblog.update"]);
    expect((await call("GET", "/api/admin/liveblogs/0123456789abcdef01234567", tokens.editor)).statusCode).toBe(404);
  });

  it("writers post entries and edit or delete only their own; editors any; one pinned entry; edits marked; 409; 404", async () => {
    const blog = await createBlog();
    const first = await post(blog._id, tokens.writer, {
      title: "Polls close",
      body: "<p>Counting <script>x</script>starts</p>",
      isKeyEvent: true,
      pinned: true,
    });
    const second = await post(blog._id, tokens.writer2, { body: "<p>Turnout 64%</p>", pinned: true, youtube: "dQw4w9WgXcQ" });
    const other = await call("PUT", `/api/admin/liveblogs/${blog._id}/entries/${second._id}`, tokens.writer, { version: 1, body: "<p>mine now</p>" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(LIVE_BLOG_MESSAGES.writerOthers);
    expect((await call("DELETE", `/api/admin/liveblogs/${blog._id}/entries/${second._id}`, tokens.writer)).statusCode).toBe(403);
    // Pinning the second unpinned the first: a change of the first (a new version, so open pages drop its label), not an edit.
    const unpinned = await call("PUT", `/api/admin/liveblogs/${blog._id}/entries/${first._id}`, tokens.writer, { version: 1, title: "x" });
    expect(unpinned.statusCode).toBe(409);
    expect(unpinned.json().current).toMatchObject({ version: 2, pinned: false, editedAt: null });
    const edited = await call("PUT", `/api/admin/liveblogs/${blog._id}/entries/${first._id}`, tokens.writer, {
      version: 2,
      body: "<p>Counting has started</p>",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 3, editedAt: expect.any(String), author: { name: "The writer" } });
    // Saving it again unchanged (or only pinning it) is not an edit: "edited" stays as it was.
    const resaved = await call("PUT", `/api/admin/liveblogs/${blog._id}/entries/${first._id}`, tokens.writer, {
      version: 3,
      body: "<p>Counting has started</p>",
    });
    expect(resaved.json().data.editedAt).toBe(edited.json().data.editedAt);
    const stale = await call("PUT", `/api/admin/liveblogs/${blog._id}/entries/${first._id}`, tokens.editor, { version: 1, title: "x" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(4);
    const admin = await call("GET", `/api/admin/liveblogs/${blog._id}`, tokens.writer);
    const entries = admin.json().data.entries as Array<{ _id: string; pinned: boolean; body: string }>;
    expect(entries.map((e) => e._id)).toEqual([second._id, first._id]);
    expect(entries.filter((e) => e.pinned).map((e) => e._id)).toEqual([second._id]);
    expect(entries[1]?.body).not.toContain("script");
    expect((await call("DELETE", `/api/admin/liveblogs/${blog._id}/entries/${second._id}`, tokens.editor)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/liveblogs/${blog._id}/entries/${second._id}`, tokens.editor)).statusCode).toBe(404);
    expect((await call("POST", `/api/admin/liveblogs/0123456789abcdef01234567/entries`, tokens.writer, { body: "<p>x</p>" })).statusCode).toBe(404);
  });
});

describe("public: GET /api/liveblogs/{id} and the update check", () => {
  it("answers the page, the update check with ETag/304, edits and deletions, and pages of older entries", async () => {
    const blog = await createBlog({ title: "Budget live" });
    const ids: string[] = [];
    for (let i = 0; i < LIVE_BLOG_PAGE_SIZE + 3; i++) ids.push((await post(blog._id, tokens.writer, { body: `<p>Update ${i}</p>`, isKeyEvent: i === 0 }))._id);
    const page = await call("GET", `/api/liveblogs/${blog._id}`, null);
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.entries).toHaveLength(LIVE_BLOG_PAGE_SIZE);
    expect(data.entries[0]._id).toBe(ids.at(-1));
    expect(data.keyEvents).toEqual([expect.objectContaining({ _id: ids[0], before: data.olderBefore })]);
    const older = await call("GET", `/api/liveblogs/${blog._id}/entries?before=${data.olderBefore}`, null);
    expect(older.json().data.entries.map((e: { _id: string }) => e._id)).toEqual(ids.slice(0, 3).reverse());

    const latest = ids.at(-1) as string;
    const check = await call("GET", `/api/liveblogs/${blog._id}/entries?after=${latest}`, null);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ entries: [], latest, status: "live" });
    const etag = check.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await call("GET", `/api/liveblogs/${blog._id}/entries?after=${latest}`, null, undefined, { "if-none-match": etag })).statusCode).toBe(304);

    const loadsBefore = t.app.services.liveBlogs.stateLoads;
    const fresh = await post(blog._id, tokens.writer, { body: "<p>Breaking</p>" });
    await call("PUT", `/api/admin/liveblogs/${blog._id}/entries/${ids[5]}`, tokens.writer, { version: 1, body: "<p>Corrected</p>" });
    await call("DELETE", `/api/admin/liveblogs/${blog._id}/entries/${ids[6]}`, tokens.writer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("GET", `/api/liveblogs/${blog._id}/entries?after=${latest}`, null, undefined, { "if-none-match": etag })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Twenty readers after three writes: one database read of the blog.
    expect(t.app.services.liveBlogs.stateLoads - loadsBefore).toBe(1);
    const after = answers[0]?.json().data;
    expect(after.entries.map((e: { _id: string }) => e._id)).toEqual([fresh._id]);
    expect(after.changed.map((e: { _id: string }) => e._id)).toContain(ids[5]);
    expect(after.deleted).toContain(ids[6]);
  });

  it("404 for an unknown blog, 400 naming a bad query id", async () => {
    expect((await call("GET", "/api/liveblogs/0123456789abcdef01234567", null)).statusCode).toBe(404);
    const bad = await call("GET", "/api/liveblogs/0123456789abcdef01234567/entries?after=nope", null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("after");
  });
});
