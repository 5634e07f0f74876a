import { STORY_MESSAGES, TRANSLATION_MESSAGES } from "@matv/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAuthor } from "../../db/factories.ts";
import { articles, auditLog, authors, documentRevisions } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** The newsroom's translations (ADR 079): Translate, staleness, the source's changes, the desk's filters and the gap. */
let t: TestApp;
const PW = "correct horse battery";
const tokens = { editor: "", writer: "" };
const staffIds = { editor: "", writer: "" };
let authorId = "";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

type Story = { _id: string; version: number; status: string; language: string; translationGroup: string | null; stale: boolean; title: string };

async function ok(method: Method, url: string, token: string, payload?: object, status = 200) {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

async function englishStory(body: object = {}): Promise<Story> {
  return ok(
    "POST",
    "/api/admin/stories",
    tokens.editor,
    { title: `Budget day ${newObjectId().slice(-6)}`, content: "<p>The budget was presented on Monday.</p>", ...body },
    201,
  );
}

const gap = async () => (await ok("GET", "/api/admin/stories/translation-gaps", tokens.editor)) as { from: string; into: string; count: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["editor", "writer"] as const) {
    const email = `${role}@matv.test`;
    staffIds[role] = (await t.app.services.staffUsers.upsert({ email, password: PW, role, name: `The ${role}` })).id;
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
  const author = buildAuthor({ name: "Asha Rao" });
  await t.database.db.insert(authors).values(author);
  authorId = author.id;
});
afterAll(() => t.close());

describe("POST /api/admin/stories/:id/translations", () => {
  it("401 without a token on every translation route", async () => {
    const id = newObjectId();
    expect((await call("POST", `/api/admin/stories/${id}/translations`, null, { language: "hi" })).statusCode).toBe(401);
    expect((await call("GET", `/api/admin/stories/${id}/source-changes`, null)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/stories/translation-gaps", null)).statusCode).toBe(401);
    expect((await call("POST", `/api/admin/blogs/${id}/translations`, null, { language: "hi" })).statusCode).toBe(401);
  });

  it("a writer translates an editor's story: a linked draft with its placements, image, tags and byline, one revision and one audit entry", async () => {
    const source = await englishStory({
      subtitle: "What it means",
      authorId,
      tags: ["budget", "money"],
      imageUrl: "/media/uploads/a-1200.webp",
      imageAlt: "The red box",
      imageCredit: "MATV",
      placements: [{ page: "top-stories", position: 2, pinned: true }, { page: "IndiaNews" }],
    });
    const res = await call("POST", `/api/admin/stories/${source._id}/translations`, tokens.writer, { language: "hi" });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({
      language: "hi",
      status: "draft",
      version: 1,
      translationGroup: source._id,
      stale: false,
      title: source.title,
      subtitle: "What it means",
      content: "<p>The budget was presented on Monday.</p>",
      authorId,
      author: "Asha Rao",
      tags: ["budget", "money"],
      imageUrl: "/media/uploads/a-1200.webp",
      imageAlt: "The red box",
      imageCredit: "MATV",
      placements: [
        { page: "TopStories", position: 2, pinned: true },
        { page: "IndiaNews", position: null, pinned: false },
      ],
      createdBy: { id: staffIds.writer, name: "The writer" },
    });
    expect(draft._id).not.toBe(source._id);
    // The source joins the group without a new version (an editor with it open is not refused).
    const after = (await ok("GET", `/api/admin/stories/${source._id}`, tokens.editor)) as Story;
    expect(after).toMatchObject({ translationGroup: source._id, version: source.version, stale: false });
    const revisions = await t.database.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, "story"), eq(documentRevisions.documentId, draft._id)));
    expect(revisions.map((r) => [r.version, r.action])).toEqual([[1, "translate"]]);
    expect((await t.database.db.select().from(documentRevisions).where(eq(documentRevisions.documentId, source._id))).length).toBe(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((a) => a.action)).toEqual(["story.translate"]);
    expect(audit[0]!.summary).toContain(`translation of ${source._id} into hi`);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, source._id))).map((a) => a.action)).toEqual(["story.create"]);
    // The writer edits their translation but may not publish it.
    await ok("PUT", `/api/admin/stories/${draft._id}`, tokens.writer, { title: "बजट का दिन", version: 1 });
    const publish = await call("POST", `/api/admin/stories/${draft._id}/publish`, tokens.writer, {});
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error).toBe(STORY_MESSAGES.writerPublish);
  });

  it("400 naming language: not an edition, missing, or the source's own language", async () => {
    const source = await englishStory();
    for (const body of [{ language: "fr" }, {}, { language: "en" }]) {
      const res = await call("POST", `/api/admin/stories/${source._id}/translations`, tokens.editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe("language");
    }
    expect((await call("POST", `/api/admin/stories/${source._id}/translations`, tokens.editor, { language: "en" })).json().error).toContain(
      TRANSLATION_MESSAGES.sameLanguage,
    );
    expect((await call("POST", `/api/admin/stories/${newObjectId()}/translations`, tokens.editor, { language: "hi" })).statusCode).toBe(404);
  });

  it("409 naming language with the existing translation's id, from the source or from the translation", async () => {
    const source = await englishStory();
    const draft = (await ok("POST", `/api/admin/stories/${source._id}/translations`, tokens.editor, { language: "hi" }, 201)) as Story;
    const again = await call("POST", `/api/admin/stories/${source._id}/translations`, tokens.editor, { language: "hi" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, field: "language", existingId: draft._id, error: TRANSLATION_MESSAGES.exists });
    // Translating the Hindi one back into English finds the English source.
    const back = await call("POST", `/api/admin/stories/${draft._id}/translations`, tokens.editor, { language: "en" });
    expect(back.statusCode).toBe(409);
    expect(back.json().existingId).toBe(source._id);
  });

  it("a blog post translates through the same path; a story id is 404 on the blog desk", async () => {
    const post = await ok("POST", "/api/admin/blogs", tokens.editor, { title: "A blog post", placements: [{ page: "WorldNews" }] }, 201);
    const draft = await ok("POST", `/api/admin/blogs/${post._id}/translations`, tokens.editor, { language: "hi" }, 201);
    expect(draft).toMatchObject({ language: "hi", translationGroup: post._id, pages: ["WorldNews"], status: "draft" });
    const [row] = await t.database.db.select({ kind: articles.kind }).from(articles).where(eq(articles.id, draft._id));
    expect(row!.kind).toBe("blog");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((a) => a.action)).toEqual(["blog.translate"]);
    const story = await englishStory();
    expect((await call("POST", `/api/admin/blogs/${story._id}/translations`, tokens.editor, { language: "hi" })).statusCode).toBe(404);
  });
});

describe("staleness and the source's changes", () => {
  it("a translation is stale once the source's words change, not when it is only published; saving the translation clears it", async () => {
    const source = await englishStory({ summary: "Short version." });
    const draft = (await ok("POST", `/api/admin/stories/${source._id}/translations`, tokens.editor, { language: "hi" }, 201)) as Story;
    const saved = (await ok("PUT", `/api/admin/stories/${draft._id}`, tokens.editor, { title: "बजट का दिन", version: 1 })) as Story;
    expect(saved.stale).toBe(false);

    // Publishing the source (no word changed) leaves the translation up to date.
    await ok("POST", `/api/admin/stories/${source._id}/publish`, tokens.editor, {});
    expect(((await ok("GET", `/api/admin/stories/${draft._id}`, tokens.editor)) as Story).stale).toBe(false);
    const unchanged = await ok("GET", `/api/admin/stories/${draft._id}/source-changes`, tokens.editor);
    expect(unchanged.changes).toEqual([]);

    const current = (await ok("GET", `/api/admin/stories/${source._id}`, tokens.editor)) as Story;
    await ok("PUT", `/api/admin/stories/${source._id}`, tokens.editor, {
      content: "<p>The budget was presented on Tuesday.</p>",
      tags: ["moved"],
      version: current.version,
    });
    const stale = (await ok("GET", `/api/admin/stories/${draft._id}`, tokens.editor)) as Story;
    expect(stale.stale).toBe(true);
    // The source itself is never stale.
    expect(((await ok("GET", `/api/admin/stories/${source._id}`, tokens.editor)) as Story).stale).toBe(false);

    const changes = await ok("GET", `/api/admin/stories/${draft._id}/source-changes`, tokens.editor);
    expect(changes).toMatchObject({ sourceId: source._id, sourceLanguage: "en", since: source.version, current: current.version + 1 });
    expect(changes.changes).toEqual([
      {
        field: "content",
        parts: [
          { op: "same", text: "The budget was presented on " },
          { op: "added", text: "Tuesday." },
          { op: "removed", text: "Monday." },
        ],
      },
    ]);

    // The desk's list: the stale filter and the flag on each row.
    const listed = await ok("GET", `/api/admin/stories?stale=true&language=hi&limit=100`, tokens.editor);
    expect(listed.stories.map((s: Story) => s._id)).toContain(draft._id);
    expect(listed.stories.every((s: Story) => s.stale && s.language === "hi")).toBe(true);
    const all = await ok("GET", `/api/admin/stories?limit=100`, tokens.editor);
    expect(all.stories.find((s: Story) => s._id === draft._id).stale).toBe(true);
    expect(all.stories.find((s: Story) => s._id === source._id).stale).toBe(false);

    // Saving the translation records the source's version: no longer stale, nor listed as such.
    const resaved = (await ok("PUT", `/api/admin/stories/${draft._id}`, tokens.editor, { title: "बजट का दिन मंगलवार", version: saved.version })) as Story;
    expect(resaved.stale).toBe(false);
    const after = await ok("GET", `/api/admin/stories?stale=true&limit=100`, tokens.editor);
    expect(after.stories.map((s: Story) => s._id)).not.toContain(draft._id);
  });

  it("source-changes is 404 for a story that is not a translation; the list's filters name bad values", async () => {
    const source = await englishStory();
    expect((await call("GET", `/api/admin/stories/${source._id}/source-changes`, tokens.editor)).statusCode).toBe(404);
    for (const [query, field] of [
      ["language=fr", "language"],
      ["stale=yes", "stale"],
      ["untranslated=xx", "untranslated"],
    ]) {
      const res = await call("GET", `/api/admin/stories?${query}`, tokens.editor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
    const res = await call("GET", "/api/admin/stories/translation-gaps?into=fr", tokens.editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("into");
  });
});

describe("publishing a translation", () => {
  it("counts down the dashboard's gap, matches the desk's filter, and shows on the source's public wire at once", async () => {
    const source = await englishStory();
    await ok("POST", `/api/admin/stories/${source._id}/publish`, tokens.editor, {});
    const before = await gap();
    expect(before).toMatchObject({ from: "en", into: "hi" });
    const filtered = await ok("GET", "/api/admin/stories?status=published&language=en&untranslated=hi&limit=1", tokens.editor);
    expect(filtered.total).toBe(before.count);

    // Read (and cache) the source's public page data before its translation exists.
    const publicBefore = await call("GET", `/api/news/${source._id}`, null);
    expect(publicBefore.statusCode, publicBefore.body).toBe(200);
    expect(JSON.stringify(publicBefore.json())).not.toContain('"language":"hi"');

    const draft = (await ok("POST", `/api/admin/stories/${source._id}/translations`, tokens.editor, { language: "hi" }, 201)) as Story;
    await ok("PUT", `/api/admin/stories/${draft._id}`, tokens.editor, { title: "बजट का दिन", version: 1 });
    // A draft translation does not close the gap.
    expect((await gap()).count).toBe(before.count);
    await ok("POST", `/api/admin/stories/${draft._id}/publish`, tokens.editor, {});
    expect((await gap()).count).toBe(before.count - 1);
    const listed = await ok("GET", "/api/admin/stories?status=published&language=en&untranslated=hi&limit=100", tokens.editor);
    expect(listed.stories.map((s: Story) => s._id)).not.toContain(source._id);

    // The group's tags were invalidated: the source's cached answer lists its new translation.
    const publicAfter = await call("GET", `/api/news/${source._id}`, null);
    expect(JSON.stringify(publicAfter.json())).toContain(draft._id);
  });
});
