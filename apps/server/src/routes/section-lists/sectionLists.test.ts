import { CATEGORY_SECTIONS } from "@matv/shared";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { expiredStaffToken } from "../../testing/staffTokens.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let editor: string;
let seeded: { india: string[]; draft: string };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? auth(token) : {} });
/** Posts as the editor unless another token (or null: none) is given. */
const post = (url: string, payload: unknown, token: string | null = editor) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: token ? auth(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
  editor = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
  const india = [0, 1, 2].map((i) =>
    buildArticle({
      title: `India story ${i}`,
      pages: ["IndiaNews"],
      placements: { IndiaNews: { position: i, pinned: false } },
      imageUrl: "/media/seed/x-1200.webp",
    }),
  );
  const draft = buildArticle({ title: "Secret draft", pages: ["IndiaNews"], status: "draft" });
  await t.database.db.insert(articles).values([...india, draft]);
  seeded = { india: india.map((a) => a.id), draft: draft.id };
});
afterAll(() => t.close());

describe("GET the section lists", () => {
  it.each(CATEGORY_SECTIONS.filter((s) => s.key !== "world").map((s) => (s.key === "health" ? "/api/health-news" : s.apiPath)))(
    "%s answers an array",
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
      expect(res.headers["cache-control"]).toMatch(/s-maxage/);
      const again = await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    },
  );

  it("lists published items in the editor's order with the editor's field names, never drafts", async () => {
    const body = (await get("/api/india-news")).json();
    expect(body.map((i: { _id: string }) => i._id)).toEqual(seeded.india);
    expect(body[0]).toMatchObject({ title: "India story 0", image: "/media/seed/x-1200.webp", slug: "india-story-0" });
    expect(JSON.stringify(body)).not.toContain("Secret draft");
  });

  it("world news answers {worldNews, recommended}", async () => {
    const res = await get("/api/world-news");
    expect(res.json()).toEqual({ worldNews: [], recommended: [] });
  });
});

describe("POST a section list", () => {
  it("refuses writes without a token, with a forged or expired token", async () => {
    expect((await post("/api/india-news", [], null)).statusCode).toBe(401);
    const forged = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("0123456789abcdef01234567")
      .setIssuer("matv")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));
    expect((await post("/api/india-news", [], forged)).statusCode).toBe(401);
    expect((await post("/api/india-news", [], "garbage")).statusCode).toBe(401);
    // Expired: signed with the real secret but an expiry in the past.
    const expired = await expiredStaffToken(t, editor);
    const res = await post("/api/india-news", [], expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it.each([
    [[{ title: "" }], "items.0.title"],
    [[{ title: "ok", image: "javascript:alert(1)" }], "items.0.image"],
    [[{ title: "ok", slug: "Not A Slug" }], "items.0.slug"],
    [[{ title: "ok", _id: "nope" }], "items.0._id"],
    [{ items: "x" }, "items"],
    [{ items: [], version: "two" }, "version"],
  ])("400 for %j naming %s", async (payload, field) => {
    const res = await post("/api/india-news", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it("400 for an id that is not an item of this list, and for duplicate slugs naming the item", async () => {
    const [other] = (await get("/api/india-news")).json();
    const stranger = await post("/api/health", [{ _id: other._id, title: "Moved?" }]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().field).toBe("items.0._id");
    const dup = await post("/api/health-news", [{ title: "Same title" }, { title: "Other", slug: "same-title" }]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ field: "items.1.slug" });
    expect(dup.json().message).toContain('item 2 ("Other")');
  });

  it("keeps ids, soft-deletes removed items, adds new ones, fills slugs, publishes at once", async () => {
    const before = (await get("/api/india-news")).json();
    const view = (await get("/api/admin/sections/india-news", editor)).json().data;
    const payload = {
      version: view.version,
      items: [
        { ...before[2], title: "India story two, edited", slug: "" },
        { title: "Brand new India story", image: "", content: "<p>One two three</p>", category: "India", slug: "" },
        before[0],
      ],
    };
    const res = await post("/api/india-news", payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "India news updated" });
    const after = (await get("/api/india-news")).json();
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ _id: before[2]._id, title: "India story two, edited", slug: "india-story-two-edited" });
    expect(after[1]).toMatchObject({ title: "Brand new India story", slug: "brand-new-india-story", category: "India", readTime: 1 });
    expect(after[1]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(after[2]._id).toBe(before[0]._id);
    expect(after[0].publishedAt).toBe(before[2].publishedAt);
    // The removed item is kept, marked deleted, and listed for restoring.
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, before[1]._id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const deleted = (await get("/api/admin/sections/india-news/deleted", editor)).json().data;
    expect(deleted.map((d: { _id: string }) => d._id)).toContain(before[1]._id);
    // Public reads by id do not see it any more.
    expect((await get(`/api/home-contents/published/${before[1]._id}`)).statusCode).toBe(404);
    // Restore puts it back at the end.
    const restored = await post(`/api/admin/sections/india-news/restore/${before[1]._id}`, {});
    expect(restored.statusCode).toBe(200);
    const final = (await get("/api/india-news")).json();
    expect(final.map((i: { _id: string }) => i._id)).toEqual([before[2]._id, after[1]._id, before[0]._id, before[1]._id]);
    expect((await post(`/api/admin/sections/india-news/restore/${before[1]._id}`, {})).statusCode).toBe(404);
  });

  it("refuses a stale version with 409 and a message; two saves at once: one wins, one gets 409", async () => {
    const { version, items } = (await get("/api/admin/sections/india-news", editor)).json().data;
    const [a, b] = await Promise.all([
      post("/api/india-news", { version, items: [...items, { title: "From editor A" }] }),
      post("/api/india-news", { version, items: [...items, { title: "From editor B" }] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ success: false, field: "version" });
    expect(loser.json().message).toMatch(/Reload/);
    const titles = (await get("/api/india-news")).json().map((i: { title: string }) => i.title);
    expect(titles.filter((x: string) => x.startsWith("From editor"))).toHaveLength(1);
  });

  it("accepts the spec's bare array and the spec's own blank slug rule", async () => {
    const res = await post("/api/web-stories", [
      { title: "  Diwali in Leicester!  ", image: "https://cdn.example.com/a.jpg", content: "", category: "", slug: "" },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await get("/api/web-stories")).json()[0]).toMatchObject({ title: "Diwali in Leicester!", slug: "diwali-in-leicester" });
  });

  it("shows a save at once on the public list (the cache is invalidated)", async () => {
    expect((await get("/api/tech")).json()).toEqual([]);
    await post("/api/tech", [{ title: "Chips made in Gujarat" }]);
    expect((await get("/api/tech")).json().map((i: { title: string }) => i.title)).toEqual(["Chips made in Gujarat"]);
  });
});

describe("sanitises stored HTML", () => {
  const PAYLOADS = [
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.test/x.js></SCRIPT>",
    '<img src=x onerror="alert(1)">',
    '<img src="javascript:alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    "<svg><script>alert(1)</script></svg>",
    '<iframe src="https://evil.test/frame"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<body onload="alert(1)">',
    '<div onclick="alert(1)">click</div>',
    '<p onmouseover="alert(1)">hover</p>',
    '<style>body{background:url("javascript:alert(1)")}</style>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<input autofocus onfocus="alert(1)">',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<details open ontoggle="alert(1)">',
    '<video><source onerror="alert(1)"></video>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<link rel="stylesheet" href="https://evil.test/x.css">',
  ];

  it(`removes scripts, handlers, javascript: URLs and foreign iframes from ${PAYLOADS.length} payloads`, async () => {
    const res = await post(
      "/api/opinion",
      PAYLOADS.map((p, i) => ({ title: `Payload ${i}`, content: `<p>safe ${i}</p>${p}` })),
    );
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db.select({ title: articles.title, content: articles.content }).from(articles);
    const contents = stored.filter((r) => r.title.startsWith("Payload ")).map((r) => r.content);
    expect(contents).toHaveLength(PAYLOADS.length);
    for (const html of contents) {
      expect(html).toMatch(/<p>safe \d+<\/p>/);
      expect(html).not.toMatch(/<script|<style|<svg|<object|<embed|<form|<input|<meta|<base|<link|<body|<details|<video|<math/i);
      expect(html).not.toMatch(/\son\w+\s*=/i);
      expect(html).not.toMatch(/javascript:|data:text|srcdoc|evil\.test|style=/i);
    }
  });

  it("keeps an embedded video from the video platform, on its privacy-enhanced player (the CSP's one frame host)", async () => {
    await post("/api/entertainment", [{ title: "Trailer", content: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Trailer"></iframe>' }]);
    const [item] = (await get("/api/entertainment")).json();
    expect(item.content).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });
});

describe("POST /api/world-news", () => {
  it("saves both lists with one version, keeps ids and moves items between lists", async () => {
    const first = await post("/api/world-news", {
      worldNews: [{ title: "Summit in Delhi", image: "/media/a-1200.webp", link: "https://example.com/a", category: "World" }],
      recommended: [{ title: "Read this", image: "/media/b-1200.webp", link: "", category: "" }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Content updated successfully!");
    const lists = (await get("/api/world-news")).json();
    expect(lists.worldNews[0]).toMatchObject({ title: "Summit in Delhi", link: "https://example.com/a", slug: "summit-in-delhi" });
    const summitId = lists.worldNews[0]._id;
    const readId = lists.recommended[0]._id;
    const { version } = (await get("/api/admin/sections/world", editor)).json().data;
    const second = await post("/api/world-news", { version, worldNews: [lists.recommended[0]], recommended: [lists.worldNews[0]] });
    expect(second.statusCode).toBe(200);
    const swapped = (await get("/api/world-news")).json();
    expect(swapped.worldNews.map((i: { _id: string }) => i._id)).toEqual([readId]);
    expect(swapped.recommended.map((i: { _id: string }) => i._id)).toEqual([summitId]);
    const stale = await post("/api/world-news", { version, worldNews: [], recommended: [] });
    expect(stale.statusCode).toBe(409);
  });

  it("400 naming the field of a bad world item", async () => {
    const res = await post("/api/world-news", { worldNews: [{ title: "x", link: "javascript:alert(1)" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("worldNews.0.link");
  });
});

describe("saves that would wipe (ADR 011)", () => {
  it.each([
    [{}, "worldNews"],
    [{ world: [{ title: "x" }] }, "worldNews"],
    [{ worldNews: [] }, "recommended"],
  ])("POST /api/world-news refuses %j with 400 naming %s, and changes nothing", async (payload, field) => {
    const before = (await get("/api/world-news")).json();
    const res = await post("/api/world-news", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field, message: expect.stringContaining(`${field}: is required`) });
    expect((await get("/api/world-news")).json()).toEqual(before);
  });

  it("a bare-array save in the spec's shape keeps each matched item's id, author, summary, tags, body and publish time", async () => {
    const publishedAt = new Date("2026-01-02T03:04:05Z");
    const story = buildArticle({
      title: "Monsoon arrives early",
      slug: "monsoon-arrives-early",
      pages: ["Education"],
      author: "Priya Nair",
      summary: "The rains came a week early.",
      tags: ["weather"],
      content: "<p>The full story.</p>",
      publishedAt,
    });
    await t.database.db.insert(articles).values(story);
    // The spec's client sends every item without an id, matched by slug (or the title's slug).
    const res = await post("/api/education", [
      { title: "Monsoon arrives early (updated)", slug: "monsoon-arrives-early", image: "/media/seed/y-1200.webp", category: "Weather" },
      { title: "A new story" },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, story.id));
    expect(row).toMatchObject({
      title: "Monsoon arrives early (updated)",
      deletedAt: null,
      author: "Priya Nair",
      summary: "The rains came a week early.",
      tags: ["weather"],
      content: "<p>The full story.</p>",
      publishedAt,
    });
    const listed = (await get("/api/education")).json() as Array<{ _id: string; title: string }>;
    expect(listed.map((i) => i.title)).toEqual(["Monsoon arrives early (updated)", "A new story"]);
    expect(listed[0]!._id).toBe(story.id);
    // Saved again: matched by slug, and the new story by its title's slug; still the same articles.
    expect(
      (await post("/api/education", [{ title: "Monsoon arrives early (updated)", slug: "monsoon-arrives-early" }, { title: "A new story" }])).statusCode,
    ).toBe(200);
    expect(((await get("/api/education")).json() as Array<{ _id: string }>).map((i) => i._id)).toEqual(listed.map((i) => i._id));
  });
});

describe("world lists in the spec's shape", () => {
  it("a save without ids keeps each item's id, matched by slug in either list, and the fields the item does not carry", async () => {
    const publishedAt = new Date("2026-02-03T04:05:06Z");
    const story = buildArticle({
      title: "Ceasefire talks resume",
      slug: "ceasefire-talks-resume",
      pages: ["WorldNews"],
      author: "R. Menon",
      summary: "Talks restart.",
      publishedAt,
    });
    await t.database.db.insert(articles).values(story);
    const { version } = (await get("/api/admin/sections/world", editor)).json().data;
    const res = await post("/api/world-news", {
      version,
      worldNews: [{ title: "Another world story" }],
      recommended: [{ title: "Ceasefire talks resume", image: "/media/seed/z-1200.webp", link: "https://example.com/c", category: "World" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const lists = (await get("/api/world-news")).json();
    expect(lists.recommended.map((i: { _id: string }) => i._id)).toEqual([story.id]);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, story.id));
    expect(row).toMatchObject({ author: "R. Menon", summary: "Talks restart.", publishedAt, deletedAt: null });
    // Sent again without ids: the same articles, not new ones.
    const ids = [lists.worldNews[0]._id, story.id];
    const again = await post("/api/world-news", { worldNews: [{ title: "Another world story" }], recommended: [{ title: "Ceasefire talks resume" }] });
    expect(again.statusCode, again.body).toBe(200);
    const after = (await get("/api/world-news")).json();
    expect([after.worldNews[0]._id, after.recommended[0]._id]).toEqual(ids);
  });
});

describe("editor view", () => {
  it("needs a token; unknown sections are 404", async () => {
    expect((await get("/api/admin/sections/india-news")).statusCode).toBe(401);
    expect((await get("/api/admin/sections/nope", editor)).statusCode).toBe(404);
    expect((await post("/api/admin/sections/india-news/restore/0123456789abcdef01234567", {})).statusCode).toBe(404);
    expect((await post("/api/admin/sections/india-news/restore/zzz", {})).json().field).toBe("id");
  });
});
