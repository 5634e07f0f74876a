import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDeepDiveCard } from "../../db/deepDiveSeed.ts";
import { deepDiveCards } from "../../db/schema.ts";
import { insertPetition } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";
import type { DocumentEvent } from "./model.ts";

/** The document model (ADR 067): one 409 shape for every kind, and listeners that hear every committed save. */
let t: TestApp;
const editor = { id: "", role: "editor" as const };
let token = "";

beforeAll(async () => {
  t = await createTestApp();
  editor.id = (await t.app.services.staffUsers.upsert({ email: "docs@matv.test", password: "correct horse battery", role: "editor", name: "Doc Editor" })).id;
  token = (await t.app.services.auth.login("docs@matv.test", "correct horse battery")).token;
});
afterAll(() => t.close());

const call = (method: "PUT" | "POST", url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

describe("one 409 shape for every document kind", () => {
  /** Each kind: a save that moves it on (answers the saved version), then the same save from the old version. */
  const kinds: Array<[string, () => Promise<{ url: string; method: "PUT" | "POST"; body: (version: number) => unknown; version: number }>]> = [
    [
      "story",
      async () => ({
        url: `/api/admin/stories/${(await t.app.services.stories.create({ title: "A story" }, editor))._id}`,
        method: "PUT",
        body: (version) => ({ title: "Edited", version }),
        version: 1,
      }),
    ],
    [
      "blog",
      async () => ({
        url: `/api/admin/blogs/${(await t.app.services.blogDesk.create({ title: "A post" }, editor))._id}`,
        method: "PUT",
        body: (version) => ({ title: "Edited", version }),
        version: 1,
      }),
    ],
    [
      "author",
      async () => ({
        url: `/api/admin/authors/${(await t.app.services.authorsDesk.create({ name: "Conflict Author" }, editor.id))._id}`,
        method: "PUT",
        body: (version) => ({ title: "Reporter", version }),
        version: 1,
      }),
    ],
    [
      "liveblog",
      async () => ({
        url: `/api/admin/liveblogs/${(await t.app.services.liveBlogs.create({ title: "A live blog" }, editor))._id}`,
        method: "PUT",
        body: (version) => ({ title: "Renamed", version }),
        version: 1,
      }),
    ],
    [
      "liveblog-entry",
      async () => {
        const blog = await t.app.services.liveBlogs.create({ title: "Entries blog" }, editor);
        const entry = await t.app.services.liveBlogs.addEntry(blog._id, { body: "<p>First</p>" }, editor);
        return {
          url: `/api/admin/liveblogs/${blog._id}/entries/${entry._id}`,
          method: "PUT",
          body: (version) => ({ body: "<p>Edited</p>", version }),
          version: 1,
        };
      },
    ],
    [
      "petition",
      async () => {
        const id = await insertPetition(t);
        const body = (version: number) => ({
          title: "Edited",
          description: "",
          story: { paragraphs: [], currentSituation: [] },
          goal: 10,
          deadline: null,
          version,
        });
        return { url: `/api/admin/petitions/${id}`, method: "PUT", body, version: 1 };
      },
    ],
    [
      "deepdive",
      async () => {
        const card = buildDeepDiveCard();
        await t.database.db.insert(deepDiveCards).values(card);
        return { url: `/api/deepdive/${card.id}`, method: "PUT", body: (version) => ({ title: "Edited", content: "", sections: [], version }), version: 1 };
      },
    ],
    [
      "schedule-week",
      async () => ({ url: "/api/admin/schedule", method: "PUT", body: (version) => ({ weekStart: "2027-03-01", slots: [], version }), version: 0 }),
    ],
    [
      "breaking",
      async () => {
        const breaking = { headline: "Breaking", link: "/", expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
        return { url: "/api/admin/breaking", method: "PUT", body: (version) => ({ version, breaking }), version: 0 };
      },
    ],
    ["live-scores", async () => ({ url: "/api/admin/live-scores", method: "PUT", body: (version) => ({ matches: [], version }), version: 0 })],
    [
      "homepage",
      async () => ({ url: "/api/homepage", method: "POST", body: (version) => ({ headline: "Headline", trendingTopics: [], version }), version: 0 }),
    ],
    ["matv", async () => ({ url: "/api/matv/update", method: "POST", body: (version) => ({ mainStory: { title: "Main" }, version }), version: 0 })],
    [
      "live-tv",
      async () => ({ url: "/api/live-tv/config", method: "PUT", body: (version) => ({ streamUrl: "https://example.com/live.m3u8", version }), version: 0 }),
    ],
    ["section-list", async () => ({ url: "/api/india-news", method: "POST", body: (version) => ({ items: [{ title: "Listed" }], version }), version: 1 })],
  ];

  it.each(kinds)('%s: {success: false, error, field: "version", current} with the document as saved now', async (_kind, make) => {
    const doc = await make();
    const first = await call(doc.method, doc.url, doc.body(doc.version));
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call(doc.method, doc.url, doc.body(doc.version));
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ success: false, data: null, field: "version", error: expect.any(String), message: body.error });
    const saved = first.json().data ?? first.json();
    expect(body.current).toBeTruthy();
    expect(body.current.version).toBe(doc.version + 1);
    expect(body.current.version).toBe(saved.version);
  });
});

describe("listeners hear committed saves", () => {
  it("a publish, and a scheduled publish run by the job, each reach onCommit once with the wire before and after", async () => {
    const heard: DocumentEvent[] = [];
    const stop = t.app.services.documents.onCommit((event) => void heard.push(event));
    try {
      const now = await t.app.services.stories.create({ title: "Published now" }, editor);
      await t.app.services.stories.publish(now._id, {}, editor);
      const published = heard.filter((e) => e.id === now._id && e.transition === "published");
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({ kind: "story", action: "publish", staffId: editor.id, version: 2 });
      expect(published[0]?.before).toMatchObject({ status: "draft", version: 1 });
      expect(published[0]?.after).toMatchObject({ _id: now._id, status: "published", version: 2 });

      const at = new Date(Date.now() + 60_000);
      const later = await t.app.services.stories.create({ title: "Published by the job" }, editor);
      await t.app.services.stories.publish(later._id, { publishAt: at.toISOString() }, editor);
      expect(heard.filter((e) => e.id === later._id).map((e) => [e.action, e.transition])).toEqual([
        ["create", null],
        ["schedule", null],
      ]);
      expect(await t.app.services.jobs.runDue(new Date(at.getTime() + 1_000))).toBe(1);
      const byJob = heard.filter((e) => e.id === later._id && e.transition === "published");
      expect(byJob).toHaveLength(1);
      expect(byJob[0]).toMatchObject({ kind: "story", action: "scheduled-publish", staffId: null });
      expect(byJob[0]?.after).toMatchObject({ status: "published" });

      await t.app.services.stories.unpublish(now._id, editor);
      expect(heard.filter((e) => e.id === now._id).at(-1)).toMatchObject({ action: "unpublish", transition: "unpublished" });
    } finally {
      stop();
    }
    const count = heard.length;
    await t.app.services.stories.create({ title: "After stopping" }, editor);
    expect(heard).toHaveLength(count);
  });

  it("a failing listener does not undo or fail the save", async () => {
    const stop = t.app.services.documents.onCommit(() => {
      throw new Error("listener broke");
    });
    try {
      const story = await t.app.services.stories.create({ title: "Saved anyway" }, editor);
      expect((await t.app.services.stories.get(story._id)).title).toBe("Saved anyway");
    } finally {
      stop();
    }
  });
});

describe("presence both ways (every kind that declares it)", () => {
  it("every editor sees every other one, and a holder who lost the document is told who took it", async () => {
    const writerId = (
      await t.app.services.staffUsers.upsert({ email: "other@matv.test", password: "correct horse battery", role: "admin", name: "Other Admin" })
    ).id;
    const blog = await t.app.services.liveBlogs.create({ title: "Presence blog" }, editor);
    for (const [kind, id] of [
      ["story", (await t.app.services.stories.create({ title: "Presence story" }, editor))._id],
      ["liveblog", blog._id],
    ] as const) {
      const beat = (staffId: string, sessionId: string, takeOver = false) => t.app.services.presence.heartbeat(kind, id, staffId, { sessionId, takeOver });
      expect(await beat(editor.id, "a")).toMatchObject({ kind, documentId: id, youHold: true, others: [], takenOverBy: null });
      expect(await beat(writerId, "b")).toMatchObject({ youHold: false, holder: { name: "Doc Editor" }, others: [{ name: "Doc Editor" }] });
      // The holder hears of the second editor at its next beat.
      expect(await beat(editor.id, "a")).toMatchObject({ youHold: true, others: [{ name: "Other Admin", sessionId: "b" }], takenOverBy: null });
      expect(await beat(writerId, "b", true)).toMatchObject({ youHold: true, holder: { sessionId: "b" } });
      expect(await beat(editor.id, "a")).toMatchObject({ youHold: false, holder: { name: "Other Admin" }, takenOverBy: { name: "Other Admin" } });
      expect(await beat(editor.id, "a", true)).toMatchObject({ youHold: true, takenOverBy: null });
      expect(await beat(writerId, "b")).toMatchObject({ youHold: false, takenOverBy: { name: "Doc Editor" } });
      await t.app.services.presence.release(kind, id, writerId, "b");
      expect(await beat(editor.id, "a")).toMatchObject({ youHold: true, others: [] });
    }
    // A kind without presence, or no such document: 404.
    const res = await call("POST", `/api/admin/presence/petition/${blog._id}`, { sessionId: "presence-test-session" });
    expect(res.statusCode).toBe(404);
    expect((await call("POST", `/api/admin/presence/liveblog/0123456789abcdef01234567`, { sessionId: "presence-test-session" })).statusCode).toBe(404);
    const bad = await call("POST", `/api/admin/presence/Not%20a%20kind/${blog._id}`, { sessionId: "presence-test-session" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("kind");
  });
});
