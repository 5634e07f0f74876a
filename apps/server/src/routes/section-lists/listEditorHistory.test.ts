import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles, auditLog } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** A list editor's save leaves a revision on every story it changes, and one audit entry naming them (ADR 067). */
let t: TestApp;
let editor = "";
let editorId = "";
const ids: string[] = [];
const auth = () => ({ authorization: `Bearer ${editor}` });

/** The desk's history of a story (the revisions service: the desk's route 404s for a deleted story). */
const revisionsOf = (id: string) => t.app.services.documents.revisions("story", id);

beforeAll(async () => {
  t = await createTestApp();
  editorId = (await t.app.services.staffUsers.upsert({ email: "lists@matv.test", password: "correct horse battery", role: "editor", name: "List Editor" })).id;
  editor = (await t.app.services.auth.login("lists@matv.test", "correct horse battery")).token;
  const rows = [0, 1, 2].map((i) =>
    buildArticle({ title: `India story ${i}`, slug: `india-story-${i}`, pages: ["IndiaNews"], placements: { IndiaNews: { position: i, pinned: false } } }),
  );
  await t.database.db.insert(articles).values(rows);
  ids.push(...rows.map((r) => r.id));
});
afterAll(() => t.close());

describe("list editor saves in a story's history", () => {
  it("an edit, a new item and a removal each write one revision, the save one audit entry naming them; untouched stories get none", async () => {
    const view = (await t.app.inject({ method: "GET", url: "/api/admin/sections/india-news", headers: auth() })).json().data;
    const items = view.items as Array<{ _id: string; title: string }>;
    const byId = new Map(items.map((i) => [i._id, i]));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/india-news",
      headers: auth(),
      payload: {
        version: view.version,
        items: [{ ...byId.get(ids[0]!), title: "India story zero, edited" }, byId.get(ids[1]!), { title: "A new India story" }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    // The desk shows it (the story is live).
    const desk = (await t.app.inject({ method: "GET", url: `/api/admin/stories/${ids[0]}/revisions`, headers: auth() })).json().data;
    expect(desk.map((r: { action: string }) => r.action)).toEqual(["list-edit"]);
    const edited = await revisionsOf(ids[0]!);
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({ action: "list-edit", by: { id: editorId } });
    expect(edited[0]?.changedFields).toEqual(expect.arrayContaining(["title"]));
    const [editedRow] = await t.database.db.select({ version: articles.version }).from(articles).where(eq(articles.id, ids[0]!));
    expect(edited[0]?.version).toBe(editedRow?.version);

    const removed = await revisionsOf(ids[2]!);
    expect(removed.map((r) => r.action)).toEqual(["list-delete"]);
    const [removedRow] = await t.database.db
      .select({ version: articles.version, deletedAt: articles.deletedAt })
      .from(articles)
      .where(eq(articles.id, ids[2]!));
    expect(removedRow?.deletedAt).toBeInstanceOf(Date);
    expect(removed[0]?.version).toBe(removedRow?.version);

    const [created] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.title, "A new India story"));
    expect((await revisionsOf(created!.id)).map((r) => r.action)).toEqual(["list-create"]);

    // One staff write, one audit entry (ADR 067): the list's save, naming every story it changed.
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, editorId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "section-list.save", entityType: "section-list", entityId: "india-news" });
    for (const named of [`story ${ids[0]} list-edit (title`, `story ${ids[2]} list-delete`, `story ${created!.id} list-create`])
      expect(entries[0]?.summary).toContain(named);
    expect(entries[0]?.summary).not.toContain(ids[1]!);

    // A story the save left as it was (same title, same place) has no new revision.
    expect(await revisionsOf(ids[1]!)).toEqual([]);

    // Restoring the removed item is recorded too.
    const restore = await t.app.inject({ method: "POST", url: `/api/admin/sections/india-news/restore/${ids[2]}`, headers: auth(), payload: {} });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await revisionsOf(ids[2]!)).map((r) => r.action)).toEqual(["list-restore", "list-delete"]);
  });
});
