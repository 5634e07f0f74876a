import { CATEGORY_SECTIONS } from "@matv/shared";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDeepDiveCard } from "../db/deepDiveSeed.ts";
import { buildArticle } from "../db/factories.ts";
import { articles, auditLog, deepDiveCards, staffUsers } from "../db/schema.ts";
import { newObjectId } from "../infra/ids.ts";
import { TOKEN_LIFETIME_SECONDS } from "../services/auth.ts";
import { clientIp, insertPetition, multipartBody } from "../testing/petitionFixtures.ts";
import { databaseFingerprint, filesUnder } from "../testing/snapshots.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * The authorisation matrix: every staff route (found by walking the route table, so a new one cannot
 * be missed) tried with no token, a malformed one, a forged one, an expired one, one for an account that
 * does not exist or is disabled, and the wrong role; nothing may change in the database or the data
 * folder. Public write routes are listed by name: a new write route must be classified here, so one
 * that forgot its guard fails this file.
 */

const JWT_SECRET = "authorisation-matrix-secret-0123456789abcdef";
const secret = new TextEncoder().encode(JWT_SECRET);

/** Write routes any reader may call (rate-limited and validated, but no token). */
const PUBLIC_WRITES = [
  "POST /api/analytics/view",
  "POST /api/analytics/share",
  "POST /api/analytics/events",
  "POST /api/authors/:id/follow",
  "DELETE /api/authors/:id/follow",
  "POST /api/diaspora-support",
  "POST /api/newsletter",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "POST /api/newsletter/language",
  "POST /api/signatures",
  "POST /api/users/login",
  // A reader's device and its alerts (ADR 074): no account, the endpoint is the handle.
  "POST /api/push/subscriptions",
  "PUT /api/push/subscriptions",
  "DELETE /api/push/subscriptions",
  "POST /api/push/subscriptions/status",
  "POST /api/push/alerts/:id/opened",
];

/**
 * Staff POST/DELETE routes that store nothing a newsroom audits: an editor tab's presence beats and its
 * release (seconds-long rows), and a short-lived preview token (signed, not stored).
 */
const NOT_STORED_WRITES = [
  / \/api\/admin\/(stories|blogs)\/:id\/presence$/,
  / \/api\/admin\/presence\//,
  / \/api\/admin\/(stories|blogs)\/:id\/preview-token$/,
];

interface StaffRequest {
  role: "editor" | "admin";
  /** Runs after the 2xx pass sent it (a route that revokes the token it was called with). */
  after?: (res: { json(): { data: { token: string } } }) => Promise<void>;
  /** The concrete URL (fixtures' ids filled in); the route's own when absent. */
  url?: () => string;
  body?: () => unknown;
  /** A body that is not JSON (the XMLTV import): sent as is with this content type. */
  contentType?: string;
  multipart?: true;
}

// Filled in beforeAll with real records, so a request with the right token would really act.
const ids = {
  deepDive: "",
  targetEditor: "",
  supportRequest: "",
  attachment: "",
  deletedItem: "",
  petition: "",
  story: "",
  revision: "",
  publishedStory: "",
  liveBlog: "",
  liveBlogEntry: "",
  blog: "",
  blogRevision: "",
  storyTranslation: "",
  blogTranslation: "",
  liveBlogTranslation: "",
  deepDiveTranslation: "",
  petitionTranslation: "",
  author: "",
  pushAlert: "",
  show: "",
};
let uploadBody: ReturnType<typeof multipartBody>;

const sectionWrites: Record<string, StaffRequest> = {};
for (const section of CATEGORY_SECTIONS) {
  const body = section.key === "world" ? () => ({ worldNews: [], recommended: [] }) : () => [];
  sectionWrites[`POST ${section.apiPath}`] = { role: "editor", body };
}
// The Health list is also written at /api/health-news (GET /api/health is the server's health check).
sectionWrites["POST /api/health-news"] = { role: "editor", body: () => [] };

/** Every staff route, reads and writes, with the role it needs and a request that succeeds with it. */
const STAFF_ROUTES: Record<string, StaffRequest> = {
  ...sectionWrites,
  "GET /api/admin/headlines": { role: "editor" },
  "GET /api/admin/sections/:key": { role: "editor", url: () => "/api/admin/sections/india-news" },
  "GET /api/admin/sections/:key/deleted": { role: "editor", url: () => "/api/admin/sections/india-news/deleted" },
  "POST /api/admin/sections/:key/restore/:id": { role: "editor", url: () => `/api/admin/sections/india-news/restore/${ids.deletedItem}` },
  "GET /api/admin/signatures": { role: "editor", url: () => `/api/admin/signatures?petitionId=${ids.petition}&q=a` },
  "GET /api/admin/signatures.csv": { role: "editor", url: () => `/api/admin/signatures.csv?petitionId=${ids.petition}` },
  "GET /api/admin/support-requests": { role: "editor" },
  "PATCH /api/admin/support-requests/:id": {
    role: "editor",
    url: () => `/api/admin/support-requests/${ids.supportRequest}`,
    body: () => ({ status: "resolved", notes: "Called back." }),
  },
  "GET /api/admin/support-requests/:id/attachments/:attachmentId": {
    role: "editor",
    url: () => `/api/admin/support-requests/${ids.supportRequest}/attachments/${ids.attachment}`,
  },
  "PUT /api/deepdive/:id": {
    role: "editor",
    url: () => `/api/deepdive/${ids.deepDive}`,
    body: () => ({ title: "Rewritten by an intruder", content: "", sections: [], version: 1 }),
  },
  // Deep-dive translations (ADR 083): the deep-dive desk's editors translate and list by language and staleness.
  "GET /api/admin/deep-dives": { role: "editor", url: () => "/api/admin/deep-dives?language=en&stale=false" },
  "GET /api/admin/deep-dives/:id": { role: "editor", url: () => `/api/admin/deep-dives/${ids.deepDive}` },
  "POST /api/admin/deep-dives/:id/translations": {
    role: "editor",
    url: () => `/api/admin/deep-dives/${ids.deepDive}/translations`,
    body: () => ({ language: "hi" }),
    after: async (res) => void (ids.deepDiveTranslation = (res.json().data as unknown as { _id: string })._id),
  },
  "GET /api/admin/deep-dives/:id/source-changes": {
    role: "editor",
    url: () => `/api/admin/deep-dives/${ids.deepDiveTranslation || ids.deepDive}/source-changes`,
  },
  "POST /api/homepage": { role: "editor", body: () => ({ headline: "Intruder headline", trendingTopics: ["x"], version: 0 }) },
  "POST /api/matv/update": { role: "editor", body: () => ({ mainStory: { title: "Intruder story" }, version: 0 }) },
  "PUT /api/live-tv/config": { role: "editor", body: () => ({ streamUrl: "https://evil.example/live.m3u8", version: 0 }) },
  "POST /api/upload": { role: "editor", multipart: true },
  // Both revoke the editor's tokens (ADR 041): the 2xx pass below carries on with the new token or signs in again.
  "POST /api/staff/me/password": {
    role: "editor",
    body: () => ({ currentPassword: "correct horse battery", newPassword: "another horse battery" }),
    after: async (res) => void (tokens.editor = res.json().data.token),
  },
  "POST /api/users/logout": {
    role: "editor",
    after: async () => void (tokens.editor = (await t.app.services.auth.login("editor@matv.test", "another horse battery")).token),
  },
  // The stories desk (ADR 047): writers may call these too; the service refuses what a role may not do.
  "GET /api/admin/stories": { role: "editor" },
  "POST /api/admin/stories": { role: "editor", body: () => ({ title: "Intruder story" }) },
  "GET /api/admin/stories/:id": { role: "editor", url: () => `/api/admin/stories/${ids.story}` },
  "PUT /api/admin/stories/:id": {
    role: "editor",
    url: () => `/api/admin/stories/${ids.story}`,
    body: () => ({ title: "Rewritten by an intruder", version: 1 }),
  },
  "POST /api/admin/stories/:id/publish": { role: "editor", url: () => `/api/admin/stories/${ids.story}/publish`, body: () => ({}) },
  "POST /api/admin/stories/:id/unpublish": { role: "editor", url: () => `/api/admin/stories/${ids.story}/unpublish` },
  "POST /api/admin/stories/:id/submit": { role: "editor", url: () => `/api/admin/stories/${ids.story}/submit` },
  "GET /api/admin/stories/:id/revisions": { role: "editor", url: () => `/api/admin/stories/${ids.story}/revisions` },
  "POST /api/admin/stories/:id/revisions/:revisionId/restore": {
    role: "editor",
    url: () => `/api/admin/stories/${ids.story}/revisions/${ids.revision}/restore`,
  },
  "POST /api/admin/stories/:id/presence": {
    role: "editor",
    url: () => `/api/admin/stories/${ids.story}/presence`,
    body: () => ({ sessionId: "matrix-session" }),
  },
  "DELETE /api/admin/stories/:id/presence": { role: "editor", url: () => `/api/admin/stories/${ids.story}/presence?sessionId=matrix-session` },
  "POST /api/admin/stories/:id/preview-token": { role: "editor", url: () => `/api/admin/stories/${ids.story}/preview-token` },
  // Translations (ADR 079): any staff member may translate; the source's changes are read on the translation.
  "POST /api/admin/stories/:id/translations": {
    role: "editor",
    url: () => `/api/admin/stories/${ids.story}/translations`,
    body: () => ({ language: "hi" }),
    after: async (res) => void (ids.storyTranslation = (res.json().data as unknown as { _id: string })._id),
  },
  "GET /api/admin/stories/:id/source-changes": { role: "editor", url: () => `/api/admin/stories/${ids.storyTranslation || ids.story}/source-changes` },
  "GET /api/admin/stories/translation-gaps": { role: "editor" },
  "DELETE /api/admin/stories/:id": { role: "editor", url: () => `/api/admin/stories/${ids.story}` },
  "GET /api/admin/audit": { role: "admin" },
  // Analytics (ADR 075): writers read their own stories' figures; the vitals are for editors.
  "GET /api/admin/analytics/realtime": { role: "editor" },
  "GET /api/admin/analytics/overview": { role: "editor" },
  "GET /api/admin/analytics/stories/:id": { role: "editor", url: () => `/api/admin/analytics/stories/${ids.liveBlog}` },
  "GET /api/admin/analytics/vitals": { role: "editor" },
  // Live blogs (ADR 061): writers post entries; the service refuses what a role may not do.
  // The shows desk (ADR 073): every staff role reads (the schedule desk picks shows); editors save.
  "GET /api/admin/shows": { role: "editor" },
  "POST /api/admin/shows": { role: "editor", body: () => ({ name: "Intruder show", slug: "intruder-show" }) },
  "PUT /api/admin/shows/:id": {
    role: "editor",
    url: () => `/api/admin/shows/${ids.show}`,
    body: () => ({ name: "Renamed by an intruder", slug: "matrix-show", version: 1 }),
  },
  "GET /api/admin/push": { role: "editor" },
  "GET /api/admin/push/audience": { role: "editor", url: () => "/api/admin/push/audience?topic=breaking" },
  "GET /api/admin/push/:id": { role: "editor", url: () => `/api/admin/push/${ids.pushAlert}` },
  "POST /api/admin/push": { role: "editor", body: () => ({ title: "Intruder alert", body: "", url: "/", topic: "live", confirm: true }) },
  "GET /api/admin/liveblogs": { role: "editor" },
  "POST /api/admin/liveblogs": { role: "editor", body: () => ({ title: "Intruder live blog" }) },
  "GET /api/admin/liveblogs/:id": { role: "editor", url: () => `/api/admin/liveblogs/${ids.liveBlog}` },
  "PUT /api/admin/liveblogs/:id": {
    role: "editor",
    url: () => `/api/admin/liveblogs/${ids.liveBlog}`,
    body: () => ({ version: 1, title: "Renamed by an intruder" }),
  },
  "POST /api/admin/liveblogs/:id/entries": {
    role: "editor",
    url: () => `/api/admin/liveblogs/${ids.liveBlog}/entries`,
    body: () => ({ body: "<p>Intruder entry</p>" }),
  },
  "PUT /api/admin/liveblogs/:id/entries/:entryId": {
    role: "editor",
    url: () => `/api/admin/liveblogs/${ids.liveBlog}/entries/${ids.liveBlogEntry}`,
    body: () => ({ version: 1, body: "<p>Rewritten by an intruder</p>" }),
  },
  "DELETE /api/admin/liveblogs/:id/entries/:entryId": { role: "editor", url: () => `/api/admin/liveblogs/${ids.liveBlog}/entries/${ids.liveBlogEntry}` },
  // Live blog translations (ADR 079, amended): editors translate; staff read what changed in the source.
  "POST /api/admin/liveblogs/:id/translations": {
    role: "editor",
    url: () => `/api/admin/liveblogs/${ids.liveBlog}/translations`,
    body: () => ({ language: "hi" }),
    after: async (res) => void (ids.liveBlogTranslation = (res.json().data as unknown as { _id: string })._id),
  },
  "GET /api/admin/liveblogs/:id/source-changes": {
    role: "editor",
    url: () => `/api/admin/liveblogs/${ids.liveBlogTranslation || ids.liveBlog}/source-changes`,
  },
  "POST /api/admin/presence/:kind/:id": {
    role: "editor",
    url: () => `/api/admin/presence/liveblog/${ids.liveBlog}`,
    body: () => ({ sessionId: "matrix-session" }),
  },
  "DELETE /api/admin/presence/:kind/:id": { role: "editor", url: () => `/api/admin/presence/liveblog/${ids.liveBlog}?sessionId=matrix-session` },
  "GET /api/admin/schedule": { role: "editor" },
  "GET /api/admin/breaking": { role: "editor" },
  "PUT /api/admin/breaking": {
    role: "editor",
    body: () => ({ version: 0, breaking: { headline: "Intruder headline", link: "/", expiresAt: new Date(Date.now() + 3_600_000).toISOString() } }),
  },
  "PUT /api/admin/schedule": { role: "editor", body: () => ({ weekStart: "2026-11-23", slots: [], version: 0 }) },
  "POST /api/admin/schedule/xmltv": {
    role: "editor",
    contentType: "application/xml",
    body: () => '<tv><programme start="20261124190000 +0000" stop="20261124200000 +0000"><title>Intruder show</title></programme></tv>',
  },
  "GET /api/admin/petitions": { role: "editor" },
  "POST /api/admin/petitions": {
    role: "editor",
    body: () => ({ title: "Intruder petition", story: { paragraphs: [], currentSituation: [] }, goal: 10, deadline: null }),
  },
  "GET /api/admin/petitions/:id": { role: "editor", url: () => `/api/admin/petitions/${ids.petition}` },
  "PUT /api/admin/petitions/:id": {
    role: "editor",
    url: () => `/api/admin/petitions/${ids.petition}`,
    body: () => ({ title: "Rewritten by an intruder", story: { paragraphs: [], currentSituation: [] }, goal: 10, deadline: null, version: 1 }),
  },
  "POST /api/admin/petitions/:id/make-current": { role: "editor", url: () => `/api/admin/petitions/${ids.petition}/make-current` },
  "POST /api/admin/petitions/:id/close": { role: "editor", url: () => `/api/admin/petitions/${ids.petition}/close` },
  // Petition translations (ADR 083): editors translate, publish the translation, read what changed in its source.
  "POST /api/admin/petitions/:id/translations": {
    role: "editor",
    url: () => `/api/admin/petitions/${ids.petition}/translations`,
    body: () => ({ language: "hi" }),
    after: async (res) => void (ids.petitionTranslation = (res.json().data as unknown as { _id: string })._id),
  },
  "GET /api/admin/petitions/:id/source-changes": {
    role: "editor",
    url: () => `/api/admin/petitions/${ids.petitionTranslation || ids.petition}/source-changes`,
  },
  "POST /api/admin/petitions/:id/publish": { role: "editor", url: () => `/api/admin/petitions/${ids.petitionTranslation || ids.petition}/publish` },
  // Blog posts on the same desk (ADR 060).
  "GET /api/admin/blogs": { role: "editor" },
  "POST /api/admin/blogs": { role: "editor", body: () => ({ title: "Intruder post" }) },
  "GET /api/admin/blogs/:id": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}` },
  "PUT /api/admin/blogs/:id": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}`, body: () => ({ title: "Rewritten by an intruder", version: 1 }) },
  "POST /api/admin/blogs/:id/publish": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/publish`, body: () => ({}) },
  "POST /api/admin/blogs/:id/unpublish": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/unpublish` },
  "POST /api/admin/blogs/:id/submit": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/submit` },
  "GET /api/admin/blogs/:id/revisions": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/revisions` },
  "POST /api/admin/blogs/:id/revisions/:revisionId/restore": {
    role: "editor",
    url: () => `/api/admin/blogs/${ids.blog}/revisions/${ids.blogRevision}/restore`,
  },
  "POST /api/admin/blogs/:id/presence": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/presence`, body: () => ({ sessionId: "matrix-session" }) },
  "DELETE /api/admin/blogs/:id/presence": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/presence?sessionId=matrix-session` },
  "POST /api/admin/blogs/:id/preview-token": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}/preview-token` },
  "POST /api/admin/blogs/:id/translations": {
    role: "editor",
    url: () => `/api/admin/blogs/${ids.blog}/translations`,
    body: () => ({ language: "hi" }),
    after: async (res) => void (ids.blogTranslation = (res.json().data as unknown as { _id: string })._id),
  },
  "GET /api/admin/blogs/:id/source-changes": { role: "editor", url: () => `/api/admin/blogs/${ids.blogTranslation || ids.blog}/source-changes` },
  "GET /api/admin/blogs/translation-gaps": { role: "editor" },
  "DELETE /api/admin/blogs/:id": { role: "editor", url: () => `/api/admin/blogs/${ids.blog}` },
  // Authors and live scores (ADRs 056, 057).
  "GET /api/admin/authors": { role: "editor" },
  "POST /api/admin/authors": { role: "editor", body: () => ({ name: "Intruder Author" }) },
  "GET /api/admin/authors/:id": { role: "editor", url: () => `/api/admin/authors/${ids.author}` },
  "PUT /api/admin/authors/:id": {
    role: "editor",
    url: () => `/api/admin/authors/${ids.author}`,
    body: () => ({ title: "Rewritten by an intruder", version: 1 }),
  },
  "GET /api/admin/live-scores": { role: "editor" },
  "PUT /api/admin/live-scores": { role: "editor", body: () => ({ matches: [], version: 0 }) },
  "GET /api/admin/newsletter": { role: "editor" },
  "POST /api/admin/newsletter/breaking": { role: "editor", url: () => "/api/admin/newsletter/breaking", body: () => ({ storyId: ids.publishedStory }) },
  "GET /api/staff": { role: "admin" },
  "POST /api/staff": { role: "admin", body: () => ({ email: "intruder@matv.test", role: "admin", password: "intruder-password-1" }) },
  "PATCH /api/staff/:id": { role: "admin", url: () => `/api/staff/${ids.targetEditor}`, body: () => ({ disabled: true }) },
};

let t: TestApp;
let routes: Array<{ method: string; url: string }>;
const accounts = { admin: "", editor: "", disabled: "" };
const tokens: Record<string, string> = {};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function sign(
  claims: { sub: string; role?: string },
  options: { key?: Uint8Array; issuedAt?: number; expiresAt?: number; issuer?: string; alg?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = options.issuedAt ?? now;
  // ver 0: the accounts' token version, so a forged token fails for its forgery, not for a missing claim.
  return new SignJWT({ role: claims.role ?? "admin", email: "x@matv.test", name: null, ver: 0 })
    .setProtectedHeader({ alg: options.alg ?? "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(options.expiresAt ?? issuedAt + TOKEN_LIFETIME_SECONDS)
    .setIssuer(options.issuer ?? "matv")
    .sign(options.key ?? secret);
}

function send(routeKey: string, authorization?: string) {
  const [method, path] = routeKey.split(" ") as [string, string];
  const spec = STAFF_ROUTES[routeKey];
  const url = spec?.url?.() ?? path;
  const headers: Record<string, string> = { ...clientIp(), ...(authorization ? { authorization } : {}) };
  if (spec?.multipart) {
    return t.app.inject({ method: method as "POST", url, payload: uploadBody.payload, headers: { ...headers, ...uploadBody.headers } });
  }
  const body = spec?.body?.();
  if (spec?.contentType) headers["content-type"] = spec.contentType;
  return t.app.inject({ method: method as "POST", url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "silent", JWT_SECRET });
  routes = t.app.routeList.filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*");
  const staff = t.app.services.staffUsers;
  accounts.admin = (await staff.upsert({ email: "admin@matv.test", password: "correct horse battery", role: "admin" })).id;
  accounts.editor = (await staff.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" })).id;
  accounts.disabled = (await staff.upsert({ email: "gone@matv.test", password: "correct horse battery", role: "admin" })).id;
  ids.targetEditor = (await staff.upsert({ email: "target@matv.test", password: "correct horse battery", role: "editor" })).id;
  tokens.admin = (await t.app.services.auth.login("admin@matv.test", "correct horse battery")).token;
  tokens.editor = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
  tokens.disabled = (await t.app.services.auth.login("gone@matv.test", "correct horse battery")).token;
  await t.database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, accounts.disabled));

  const card = buildDeepDiveCard();
  await t.database.db.insert(deepDiveCards).values(card);
  ids.deepDive = card.id;
  const kept = buildArticle({ title: "Kept", pages: ["IndiaNews"], placements: { IndiaNews: { position: 0, pinned: false } } });
  const removed = buildArticle({ title: "Removed", pages: ["IndiaNews"], placements: { IndiaNews: { position: 1, pinned: false } } });
  await t.database.db.insert(articles).values([kept, removed]);
  await t.app.services.sectionLists.saveList("india-news", { items: [{ _id: kept.id, title: "Kept", image: "", content: "", category: "", slug: "" }] });
  ids.deletedItem = removed.id;
  // A published story that staff may send as breaking news.
  const breaking = buildArticle({ title: "Breaking matrix story", pages: ["TopStories"] });
  await t.database.db.insert(articles).values(breaking);
  ids.publishedStory = breaking.id;
  ids.petition = await insertPetition(t);
  ids.story = (await t.app.services.stories.create({ title: "Matrix story" }, { id: accounts.editor, role: "editor" }))._id;
  ids.liveBlog = (await t.app.services.liveBlogs.create({ title: "Matrix live blog" }, { id: accounts.editor, role: "editor" }))._id;
  ids.liveBlogEntry = (await t.app.services.liveBlogs.addEntry(ids.liveBlog, { body: "<p>Matrix entry</p>" }, { id: accounts.editor, role: "editor" }))._id;
  ids.revision = (await t.app.services.stories.revisions(ids.story))[0]!.id;
  ids.blog = (await t.app.services.blogDesk.create({ title: "Matrix post" }, { id: accounts.editor, role: "editor" }))._id;
  ids.blogRevision = (await t.app.services.blogDesk.revisions(ids.blog))[0]!.id;
  ids.author = (await t.app.services.authorsDesk.create({ name: "Matrix Author" }, accounts.editor))._id;
  ids.show = (
    await t.app.services.showsDesk.save(
      { name: "Matrix show", slug: "matrix-show", description: "", presenters: [], imageUrl: null, matchWords: [], language: "en" },
      accounts.editor,
    )
  )._id;
  ids.pushAlert = (await t.app.services.push.sendAlert("Matrix alert", "", "/", "breaking"))._id;
  const created = await t.app.services.support.create(
    {
      email: "reader@example.com",
      phone: null,
      country: "India",
      state: "Kerala",
      city: "Kollam",
      context: "Visa",
      issueDescription: "A private matter for staff only.",
    },
    [{ originalName: "letter.txt", mimeType: "text/plain; charset=utf-8", bytes: Buffer.from("private letter") }],
  );
  ids.supportRequest = created.id;
  ids.attachment = (await t.app.services.support.get(created.id))!.attachments[0]!._id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
  uploadBody = multipartBody({}, [{ field: "file", name: "intruder.png", type: "image/png", bytes: png }]);
});
afterAll(() => t.close());

describe("route classification", () => {
  it("lists every write route as public or staff, and every admin read as staff", () => {
    const writes = routes.filter((r) => r.method !== "GET").map(key);
    const unclassified = writes.filter((k) => !PUBLIC_WRITES.includes(k) && !(k in STAFF_ROUTES));
    expect(unclassified, "a new write route must be added to PUBLIC_WRITES or STAFF_ROUTES").toEqual([]);
    const adminReads = routes.filter((r) => r.method === "GET" && /^\/api\/(admin|staff)\b/.test(r.url)).map(key);
    expect(adminReads.filter((k) => !(k in STAFF_ROUTES))).toEqual([]);
    // Nothing listed that does not exist (a renamed route would otherwise go untested).
    const all = new Set(routes.map(key));
    expect([...PUBLIC_WRITES, ...Object.keys(STAFF_ROUTES)].filter((k) => !all.has(k))).toEqual([]);
  });
});

describe("staff routes refuse callers who are not allowed", () => {
  const bad: Array<[string, () => Promise<string | undefined>]> = [
    ["no token", async () => undefined],
    ["an empty bearer", async () => "Bearer "],
    ["another scheme", async () => `Basic ${Buffer.from("admin@matv.test:correct horse battery").toString("base64")}`],
    ["a malformed token", async () => "Bearer not.a.jwt"],
    [
      "a token signed with another key",
      async () => `Bearer ${await sign({ sub: accounts.admin }, { key: new TextEncoder().encode("someone-elses-secret-0123456789abcdef") })}`,
    ],
    [
      "an unsigned token (alg none)",
      async () => {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
        const now = Math.floor(Date.now() / 1000);
        return `Bearer ${part({ alg: "none", typ: "JWT" })}.${part({ sub: accounts.admin, role: "admin", iss: "matv", iat: now, exp: now + 3600 })}.`;
      },
    ],
    [
      "an expired token",
      async () => {
        const issuedAt = Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60;
        return `Bearer ${await sign({ sub: accounts.admin }, { issuedAt, expiresAt: issuedAt + TOKEN_LIFETIME_SECONDS })}`;
      },
    ],
    ["a token from another issuer", async () => `Bearer ${await sign({ sub: accounts.admin }, { issuer: "elsewhere" })}`],
    ["a token for an account that does not exist (a reader claiming admin)", async () => `Bearer ${await sign({ sub: newObjectId(), role: "admin" })}`],
    ["a token of a disabled account", async () => `Bearer ${tokens.disabled}`],
  ];

  it.each(bad)("%s: 401 on every staff route, and nothing changes", async (_label, makeAuth) => {
    const before = await databaseFingerprint(t.database.db);
    const filesBefore = filesUnder(t.dataDir);
    const authorization = await makeAuth();
    for (const routeKey of Object.keys(STAFF_ROUTES)) {
      const res = await send(routeKey, authorization);
      expect(res.statusCode, `${routeKey}: ${res.body.slice(0, 200)}`).toBe(401);
      expect(res.json(), routeKey).toMatchObject({ success: false, data: null });
      // Refused before any work: nothing about the records or the route's fields comes back.
      expect(res.body, routeKey).not.toMatch(/reader@example\.com|private letter|field/);
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
    expect(filesUnder(t.dataDir)).toEqual(filesBefore);
  });

  it("refuses before reading the request: an anonymous invalid body or bad id gets 401, not a 400 naming fields", async () => {
    for (const routeKey of Object.keys(STAFF_ROUTES)) {
      const [method, path] = routeKey.split(" ") as [string, string];
      const url = path.replace(/:(\w+)/g, "not-an-id");
      const res = await t.app.inject({
        method: method as "POST",
        url,
        headers: clientIp(),
        ...(method === "GET" ? {} : { payload: { unexpected: "<script>" } }),
      });
      expect(res.statusCode, `${routeKey}: ${res.body.slice(0, 200)}`).toBe(401);
      expect(res.json().field, routeKey).toBeUndefined();
    }
  });

  it("an editor gets 403 on admin-only routes (the role comes from the account, not the token's claim), and nothing changes", async () => {
    const adminOnly = Object.entries(STAFF_ROUTES).filter(([, spec]) => spec.role === "admin");
    expect(adminOnly.length).toBeGreaterThanOrEqual(3);
    const before = await databaseFingerprint(t.database.db);
    const claimingAdmin = await sign({ sub: accounts.editor, role: "admin" });
    for (const [routeKey] of adminOnly) {
      for (const token of [tokens.editor, claimingAdmin]) {
        const res = await send(routeKey, `Bearer ${token}`);
        expect(res.statusCode, `${routeKey}: ${res.body.slice(0, 200)}`).toBe(403);
        expect(res.body).not.toContain("intruder@matv.test");
      }
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});

describe("the same requests with the right role succeed (the matrix is not refusing for another reason)", () => {
  it("public write routes answer without a token (never 401 or 403)", async () => {
    for (const routeKey of PUBLIC_WRITES) {
      const [method, path] = routeKey.split(" ") as [string, string];
      const url = path.replace(":id", newObjectId());
      const res = await t.app.inject({ method: method as "POST", url, headers: clientIp(), payload: {} });
      expect([401, 403], `${routeKey}: ${res.statusCode}`).not.toContain(res.statusCode);
      expect(res.statusCode, routeKey).toBeLessThan(500);
    }
  });

  it("every staff route answers 2xx for its role, and every staff write leaves exactly one audit entry, in its transaction (ADR 067)", async () => {
    const audited = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;
    let writes = 0;
    // Admin-only routes last: one of them disables an account.
    const ordered = Object.entries(STAFF_ROUTES).sort(([, a], [, b]) => (a.role === b.role ? 0 : a.role === "editor" ? -1 : 1));
    for (const [routeKey, spec] of ordered) {
      const token = spec.role === "admin" ? tokens.admin : tokens.editor;
      const before = await audited();
      const res = await send(routeKey, `Bearer ${token}`);
      expect(res.statusCode, `${routeKey}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${routeKey}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      const write = !routeKey.startsWith("GET ") && !NOT_STORED_WRITES.some((pattern) => pattern.test(routeKey));
      expect((await audited()) - before, `${routeKey}: audit entries written`).toBe(write ? 1 : 0);
      if (write) writes++;
      await spec.after?.(res);
    }
    // The blog desk's writes (which the old onSend hook audited twice) are among them.
    expect(Object.keys(STAFF_ROUTES).filter((k) => k.startsWith("POST /api/admin/blogs") || k.startsWith("PUT /api/admin/blogs")).length).toBeGreaterThan(4);
    expect(writes).toBeGreaterThan(50);
  });
});
