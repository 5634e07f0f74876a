import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSiteDocuments } from "../../db/siteDocumentsSeed.ts";
import { tag } from "../../infra/cacheTags.ts";
import { expiredStaffToken } from "../../testing/staffTokens.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let editor: string;
const valid = { headline: "A new headline", mainImage: "/media/seed/x-1200.webp", trendingTopics: ["UK", "India"] };
const currentVersion = async () => (await t.app.services.siteDocuments.getHomepage()).version ?? 0;
/** Posts as the editor does: with the version it loaded, unless the test names one (or null: none). */
const post = async (payload: unknown, token: string | null, version: number | null = -1) => {
  const body = version === null ? payload : { ...(payload as object), version: version === -1 ? await currentVersion() : version };
  return t.app.inject({ method: "POST", url: "/api/homepage", payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
  editor = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
});
afterAll(() => t.close());

describe("GET /api/homepage", () => {
  it("answers an empty block before anything is saved", async () => {
    const res = await t.app.inject("/api/homepage");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { headline: "", mainImage: "", trendingTopics: [], updatedAt: null, version: 0 } });
    expect(res.headers["cache-control"]).toMatch(/s-maxage/);
    const again = await t.app.inject({ url: "/api/homepage", headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("answers the seeded demo block", async () => {
    await seedSiteDocuments(t.database.db);
    t.app.services.cache.invalidate([tag.document("homepage")]);
    const body = (await t.app.inject("/api/homepage")).json();
    expect(body.success).toBe(true);
    expect(body.data.headline.length).toBeGreaterThan(10);
    expect(body.data.trendingTopics.length).toBeGreaterThan(0);
    expect(body.data.updatedAt).toMatch(/^\d{4}-/);
  });
});

describe("POST /api/homepage", () => {
  it("refuses no token, a forged token and an expired token with 401", async () => {
    expect((await post(valid, null)).statusCode).toBe(401);
    expect((await post(valid, "garbage")).statusCode).toBe(401);
    const expired = await expiredStaffToken(t, editor);
    const res = await post(valid, expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it.each([
    [{ ...valid, headline: "" }, "headline"],
    [{ mainImage: "", trendingTopics: [] }, "headline"],
    [{ ...valid, mainImage: "javascript:alert(1)" }, "mainImage"],
    [{ ...valid, trendingTopics: "UK, India" }, "trendingTopics"],
    [{ ...valid, trendingTopics: ["ok", ""] }, "trendingTopics.1"],
  ])("refuses %j with 400 naming %s, and saves nothing", async (payload, field) => {
    const before = (await t.app.inject("/api/homepage")).json().data;
    const res = await post(payload, editor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
    expect((await t.app.inject("/api/homepage")).json().data).toEqual(before);
  });

  it("saves for any staff role, strips markup, and the public read shows it at once", async () => {
    await t.app.inject("/api/homepage"); // warm the cache
    const res = await post({ ...valid, headline: 'Hello <script>alert(1)</script><b onclick="x()">world</b>' }, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ headline: "Hello world", trendingTopics: ["UK", "India"] });
    const read = (await t.app.inject("/api/homepage")).json().data;
    expect(read).toMatchObject({ headline: "Hello world", mainImage: valid.mainImage, trendingTopics: ["UK", "India"] });
  });

  it("drops control characters (NUL cannot be stored) instead of failing", async () => {
    const res = await post({ ...valid, headline: "Nul\u0000 byte\u0007 here", trendingTopics: ["A\u0000B"] }, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ headline: "Nul byte here", trendingTopics: ["AB"] });
  });

  it("requires the version the editor loaded (400 naming version) and refuses a stale one with 409, saving nothing", async () => {
    const before = await t.app.services.siteDocuments.getHomepage();
    const missing = await post(valid, editor, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("version");
    const stale = await post({ ...valid, headline: "Stale" }, editor, (before.version ?? 0) - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, field: "version" });
    expect((await t.app.services.siteDocuments.getHomepage()).headline).toBe(before.headline);
  });

  it("of two saves made from the same version at the same moment, one is 200 and the other 409", async () => {
    const version = await currentVersion();
    const answers = await Promise.all([
      post({ ...valid, headline: "First editor" }, editor, version),
      post({ ...valid, headline: "Second editor" }, editor, version),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(winner.version).toBe(version + 1);
    expect((await t.app.services.siteDocuments.getHomepage()).headline).toBe(winner.headline);
  });
});
