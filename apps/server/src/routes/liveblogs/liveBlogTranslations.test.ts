import { LIVE_BLOG_MESSAGES, TRANSLATION_MESSAGES } from "@matv/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, documentRevisions } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** Live blog translations (ADR 079, amended): Translate, the draft's place off the site, staleness and the reader's pair. */
let t: TestApp;
const PW = "correct horse battery";
const tokens = { editor: "", writer: "" };

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

type Blog = {
  _id: string;
  version: number;
  status: string;
  title: string;
  summary: string;
  language: string;
  translationGroup: string | null;
  stale?: boolean;
  translations: { language: string; _id: string; url: string; title: string }[];
  placements: { page: string }[];
  imageUrl: string | null;
  coverageStart: string;
};

async function ok(method: Method, url: string, token: string, payload?: object, status = 200) {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

const englishBlog = (body: object = {}): Promise<Blog> =>
  ok("POST", "/api/admin/liveblogs", tokens.editor, { title: `Election night ${newObjectId().slice(-6)}`, summary: "Results as they come", ...body }, 201);
const staffBlog = async (id: string): Promise<Blog> => (await ok("GET", `/api/admin/liveblogs/${id}`, tokens.editor)).blog;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["editor", "writer"] as const) {
    const email = `${role}@matv.test`;
    await t.app.services.staffUsers.upsert({ email, password: PW, role, name: `The ${role}` });
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
});
afterAll(() => t.close());

describe("POST /api/admin/liveblogs/:id/translations", () => {
  it("401 without a token, 403 for a writer (only editors make live blogs)", async () => {
    const source = await englishBlog();
    expect((await call("POST", `/api/admin/liveblogs/${source._id}/translations`, null, { language: "hi" })).statusCode).toBe(401);
    expect((await call("GET", `/api/admin/liveblogs/${source._id}/source-changes`, null)).statusCode).toBe(401);
    const refused = await call("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.writer, { language: "hi" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LIVE_BLOG_MESSAGES.writerBlog);
  });

  it("400 naming `language`: missing, unknown, or the blog's own; 404 for no such blog", async () => {
    const source = await englishBlog();
    for (const body of [{}, { language: "fr" }, { language: "en" }]) {
      const res = await call("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe("language");
    }
    expect((await call("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.editor, { language: "en" })).json().message).toContain(
      TRANSLATION_MESSAGES.sameLanguage,
    );
    expect((await call("POST", `/api/admin/liveblogs/${newObjectId()}/translations`, tokens.editor, { language: "hi" })).statusCode).toBe(404);
  });

  it("an editor translates: a draft with the title, summary, image and placements but no entries, one revision and one audit entry", async () => {
    const source = await englishBlog({ imageUrl: "/media/uploads/a-1200.webp", imageAlt: "Counting hall", placements: [{ page: "top-stories" }] });
    await ok("POST", `/api/admin/liveblogs/${source._id}/entries`, tokens.writer, { body: "<p>Counting begins</p>" }, 201);
    const draft: Blog = await ok("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.editor, { language: "hi" }, 201);
    expect(draft).toMatchObject({
      language: "hi",
      status: "draft",
      version: 1,
      translationGroup: source._id,
      stale: false,
      title: source.title,
      summary: "Results as they come",
      imageUrl: "/media/uploads/a-1200.webp",
    });
    expect(draft.placements.map((p) => p.page)).toEqual(["TopStories"]);
    expect((await ok("GET", `/api/admin/liveblogs/${draft._id}`, tokens.editor)).entries).toEqual([]);
    // The source joins the group without a new version (an editor with it open is not refused).
    expect(await staffBlog(source._id)).toMatchObject({ translationGroup: source._id, version: source.version });
    const revisions = await t.database.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, "liveblog"), eq(documentRevisions.documentId, draft._id)));
    expect(revisions).toHaveLength(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((a) => a.action)).toEqual(["liveblog.translate"]);
    // A draft is not on the site, and the source lists no translation until it is.
    expect((await call("GET", `/api/liveblogs/${draft._id}`, null)).statusCode).toBe(404);
    expect((await ok("GET", `/api/liveblogs/${source._id}`, tokens.editor)).blog.translations).toEqual([]);
  });

  it("409 naming `language` with the existing translation's id", async () => {
    const source = await englishBlog();
    const draft: Blog = await ok("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.editor, { language: "hi" }, 201);
    const again = await call("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.editor, { language: "hi" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: "language", existingId: draft._id });
    // From the translation, English is the group's source's language: 409 too, naming the source.
    const back = await call("POST", `/api/admin/liveblogs/${draft._id}/translations`, tokens.editor, { language: "en" });
    expect(back.statusCode).toBe(409);
    expect(back.json().existingId).toBe(source._id);
  });

  it("going live pairs the pages; a source title change makes the translation stale until it is saved", async () => {
    const source = await englishBlog({ title: "Budget live" });
    const draft: Blog = await ok("POST", `/api/admin/liveblogs/${source._id}/translations`, tokens.editor, { language: "hi" }, 201);
    // Warm the source's cached page, so going live must invalidate it.
    expect((await ok("GET", `/api/liveblogs/${source._id}`, tokens.editor)).blog.translations).toEqual([]);
    const wentLive = Date.now();
    const live: Blog = await ok("PUT", `/api/admin/liveblogs/${draft._id}`, tokens.editor, { version: draft.version, title: "बजट लाइव", status: "live" });
    expect(live.stale).toBe(false);
    // Its coverage starts when it goes live, not when it was translated.
    expect(Date.parse(live.coverageStart)).toBeGreaterThanOrEqual(wentLive);
    const hindiPath = `/hi/live-updates/${encodeURIComponent(`बजट-लाइव-${draft._id}`)}`;
    const sourcePage = await ok("GET", `/api/liveblogs/${source._id}`, tokens.editor);
    expect(sourcePage.blog.translations).toEqual([{ language: "hi", _id: draft._id, title: "बजट लाइव", url: hindiPath }]);
    const hindiPage = await ok("GET", `/api/liveblogs/${draft._id}`, tokens.editor);
    expect(hindiPage.blog).toMatchObject({ language: "hi" });
    expect(hindiPage.blog.translations.map((x: { url: string }) => x.url)).toEqual([`/live-updates/budget-live-${source._id}`]);
    expect(hindiPage.blog.stale).toBeUndefined();

    // A status change of the source is not a change of its words.
    const ended: Blog = await ok("PUT", `/api/admin/liveblogs/${source._id}`, tokens.editor, { version: source.version, status: "ended" });
    expect((await staffBlog(draft._id)).stale).toBe(false);
    await ok("PUT", `/api/admin/liveblogs/${source._id}`, tokens.editor, { version: ended.version, title: "Budget live: the speech" });
    const stale = await staffBlog(draft._id);
    expect(stale.stale).toBe(true);
    const listed = (await ok("GET", "/api/admin/liveblogs", tokens.editor)) as Blog[];
    expect(listed.find((b) => b._id === draft._id)).toMatchObject({ stale: true, language: "hi" });
    const changes = await ok("GET", `/api/admin/liveblogs/${draft._id}/source-changes`, tokens.editor);
    expect(changes).toMatchObject({ sourceId: source._id, sourceLanguage: "en" });
    expect(changes.changes.map((c: { field: string }) => c.field)).toEqual(["title"]);
    expect(changes.changes[0].parts).toContainEqual({ op: "added", text: "live: the speech" });
    expect((await call("GET", `/api/admin/liveblogs/${source._id}/source-changes`, tokens.editor)).statusCode).toBe(404);

    const saved: Blog = await ok("PUT", `/api/admin/liveblogs/${draft._id}`, tokens.editor, { version: stale.version, title: "बजट लाइव: भाषण" });
    expect(saved.stale).toBe(false);
    expect((await staffBlog(draft._id)).stale).toBe(false);
  });
});
