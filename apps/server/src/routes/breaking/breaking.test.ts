import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDocuments } from "../../db/schema.ts";
import { type ReadScope, withReadScope } from "../../infra/cache.ts";
import { tag } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let editor: string;
let writer: string;
let admin: string;
const PASSWORD = "correct horse battery staple";
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const put = (payload: unknown, token: string | null = editor) =>
  t.app.inject({ method: "PUT", url: "/api/admin/breaking", payload: payload as object, headers: auth(token) });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const banner = (extra: object = {}) => ({
  headline: "Floods close the M25",
  link: "/news/floods-close-the-m25-6740a1b2c3d4e5f6a7b8c9d0",
  expiresAt: inAnHour(),
  ...extra,
});
const version = async () => (await t.app.inject({ url: "/api/admin/breaking", headers: auth(editor) })).json().data.version as number;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["editor", "writer", "admin"] as const) await t.app.services.staffUsers.upsert({ email: `${role}@matv.test`, password: PASSWORD, role });
  editor = (await t.app.services.auth.login("editor@matv.test", PASSWORD)).token;
  writer = (await t.app.services.auth.login("writer@matv.test", PASSWORD)).token;
  admin = (await t.app.services.auth.login("admin@matv.test", PASSWORD)).token;
});
afterAll(() => t.close());

describe("breaking banner", () => {
  it("is null before any is set, and cacheable", async () => {
    const res = await t.app.inject("/api/breaking");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=15, stale-while-revalidate=15");
    const staff = (await t.app.inject({ url: "/api/admin/breaking", headers: auth(editor) })).json().data;
    expect(staff).toEqual({ breaking: null, live: false, version: 0, updatedAt: null });
  });

  it("is for editors and admins only", async () => {
    expect((await put({ version: 0, breaking: banner() }, null)).statusCode).toBe(401);
    expect((await t.app.inject("/api/admin/breaking")).statusCode).toBe(401);
    expect((await put({ version: 0, breaking: banner() }, writer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/breaking", headers: auth(writer) })).statusCode).toBe(403);
  });

  it("names the field of bad input", async () => {
    const field = async (payload: unknown) => {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      return res.json().field;
    };
    expect(await field({ version: 0, breaking: banner({ headline: "  " }) })).toBe("breaking.headline");
    expect(await field({ version: 0, breaking: banner({ link: "https://evil.example/x" }) })).toBe("breaking.link");
    expect(await field({ version: 0, breaking: banner({ link: "//evil.example/x" }) })).toBe("breaking.link");
    expect(await field({ version: 0, breaking: banner({ expiresAt: "tomorrow" }) })).toBe("breaking.expiresAt");
    expect(await field({ version: 0, breaking: banner({ expiresAt: new Date(Date.now() - 1000).toISOString() }) })).toBe("breaking.expiresAt");
    expect(await field({ version: 0, breaking: banner({ language: "fr" }) })).toBe("breaking.language");
    expect(await field({ version: 0, breaking: banner({ language: 7 }) })).toBe("breaking.language");
    expect((await put({ version: 0, breaking: banner({ language: "fr" }) })).json().message).toBe("breaking.language: must be one of en, hi");
    expect(await field({ breaking: banner() })).toBe("version");
    expect(await version()).toBe(0);
  });

  it("sets it: readers get it with an ETag (304 when unchanged), the change is audited", async () => {
    const res = await put({ version: 0, breaking: banner({ headline: "<b>Floods</b> close the M25" }) });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    // No language given: English, as every banner saved before it had one.
    expect(saved).toMatchObject({ version: 1, live: true, breaking: { headline: "Floods close the M25", link: banner().link, language: "en" } });
    const read = await t.app.inject("/api/breaking");
    expect(read.json().data).toEqual(saved.breaking);
    const etag = read.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ url: "/api/breaking", headers: { "if-none-match": etag } })).statusCode).toBe(304);
    const audit = (await t.app.inject({ url: "/api/admin/audit", headers: auth(admin) })).json();
    expect(JSON.stringify(audit)).toContain('"action":"breaking.update","entityType":"breaking"');
  });

  it("refuses a stale save with 409 and keeps the newer banner", async () => {
    const res = await put({ version: 0, breaking: banner({ headline: "Older headline" }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe("version");
    expect((await t.app.inject("/api/breaking")).json().data.headline).toBe("Floods close the M25");
  });

  it("keeps its id when only the expiry changes, and gives a new headline a new id (dismissals end)", async () => {
    const first = (await t.app.inject("/api/breaking")).json().data;
    const extended = (await put({ version: await version(), breaking: banner({ expiresAt: new Date(Date.now() + 7_200_000).toISOString() }) })).json().data;
    expect(extended.breaking.id).toBe(first.id);
    const changed = (await put({ version: await version(), breaking: banner({ headline: "M25 reopens" }) })).json().data;
    expect(changed.breaking.id).not.toBe(first.id);
    expect((await t.app.inject("/api/breaking")).json().data.headline).toBe("M25 reopens");
  });

  it("tells the page rendering it its tag and its expiry (a cached page ends with the banner)", async () => {
    const scope: ReadScope = { tags: new Set() };
    const shown = await withReadScope(scope, () => t.app.services.breaking.current());
    expect(scope.tags.has(tag.breaking)).toBe(true);
    expect(scope.expiresAt).toBe(Date.parse(shown!.expiresAt));
  });

  it("is gone once expired, with no write", async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    expect((await put({ version: await version(), breaking: banner({ headline: "Short-lived", expiresAt: soon }) })).statusCode).toBe(200);
    expect((await t.app.inject("/api/breaking")).json().data.headline).toBe("Short-lived");
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await t.app.inject("/api/breaking")).json().data).toBeNull();
    const staff = (await t.app.inject({ url: "/api/admin/breaking", headers: auth(editor) })).json().data;
    expect(staff).toMatchObject({ live: false, breaking: { headline: "Short-lived" } });
  });

  it("is cleared by an admin", async () => {
    expect((await put({ version: await version(), breaking: banner({ headline: "To clear" }) }, admin)).statusCode).toBe(200);
    expect((await t.app.inject("/api/breaking")).json().data.headline).toBe("To clear");
    const cleared = await put({ version: await version(), breaking: null }, admin);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ breaking: null, live: false });
    expect((await t.app.inject("/api/breaking")).json().data).toBeNull();
  });

  it("keeps the headline's language (an edition code), for editors and admins only", async () => {
    const hindi = banner({ headline: "एम25 पर बाढ़", language: "hi" });
    expect((await put({ version: await version(), breaking: hindi }, null)).statusCode).toBe(401);
    expect((await put({ version: await version(), breaking: hindi }, writer)).statusCode).toBe(403);
    const saved = await put({ version: await version(), breaking: hindi });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.breaking).toMatchObject({ headline: "एम25 पर बाढ़", language: "hi" });
    expect((await t.app.inject("/api/breaking")).json().data).toEqual(saved.json().data.breaking);
    const staff = (await t.app.inject({ url: "/api/admin/breaking", headers: auth(admin) })).json().data;
    expect(staff.breaking.language).toBe("hi");
    // A corrected language alone keeps the id: readers who dismissed these words are not shown them again.
    const corrected = (await put({ version: await version(), breaking: { ...hindi, language: "en" } }, admin)).json().data;
    expect(corrected.breaking).toMatchObject({ id: saved.json().data.breaking.id, language: "en" });
  });
});

describe("migration 0022 gives a banner saved before it had a language English", () => {
  it("reads such a banner as English, and the migration stores it so", async () => {
    const db = t.database.db;
    const old = { id: "6740a1b2c3d4e5f6a7b8c9d0", headline: "Saved before languages", link: "/live", expiresAt: inAnHour() };
    await db
      .update(siteDocuments)
      .set({ data: { breaking: old } })
      .where(eq(siteDocuments.key, "breaking"));
    const staff = (await t.app.inject({ url: "/api/admin/breaking", headers: auth(editor) })).json().data;
    expect(staff.breaking).toEqual({ ...old, language: "en" });
    const migration = readFileSync(new URL("../../../drizzle/0022_breaking_language.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const [row] = await db.select({ data: siteDocuments.data }).from(siteDocuments).where(eq(siteDocuments.key, "breaking"));
    expect(row?.data).toEqual({ breaking: { ...old, language: "en" } });
    // A cleared banner stays cleared.
    await db
      .update(siteDocuments)
      .set({ data: { breaking: null } })
      .where(eq(siteDocuments.key, "breaking"));
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const [cleared] = await db.select({ data: siteDocuments.data }).from(siteDocuments).where(eq(siteDocuments.key, "breaking"));
    expect(cleared?.data).toEqual({ breaking: null });
  });
});
