import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MATV, seedSiteDocuments } from "../../db/siteDocumentsSeed.ts";
import { tag } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let admin: string;
const valid = {
  mainStory: { title: "Main story", image: "/media/seed/a-1200.webp" },
  liveUpdates: [{ time: "10:00", text: "First update" }],
  centerCard: { title: "Centre", image: "" },
  centerList: ["One", "Two"],
  economicImpact: [{ image: "https://example.com/i.jpg", text: "Impact" }],
  mustRead: [{ image: "", text: "Read this" }],
  opinion: [{ image: "", text: "A view", author: "Priya Raghavan" }],
};
/** Posts as the editor does: with the version it loaded, unless the test names one (or null: none). */
const post = async (payload: unknown, token: string | null, version: number | null = -1) => {
  const body =
    version === null ? payload : { ...(payload as object), version: version === -1 ? (await t.app.services.siteDocuments.getMatv()).version : version };
  return t.app.inject({ method: "POST", url: "/api/matv/update", payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.staffUsers.upsert({ email: "admin@matv.test", password: "correct horse battery", role: "admin" });
  admin = (await t.app.services.auth.login("admin@matv.test", "correct horse battery")).token;
});
afterAll(() => t.close());

describe("MATV block API", () => {
  it("GET answers empty lists before anything is saved, then the seeded demo", async () => {
    const empty = (await t.app.inject("/api/matv")).json();
    expect(empty).toMatchObject({ success: true, data: { mainStory: { title: "", image: "" }, liveUpdates: [], opinion: [], updatedAt: null } });
    await seedSiteDocuments(t.database.db);
    t.app.services.cache.invalidate([tag.document("matv")]);
    const seeded = (await t.app.inject("/api/matv")).json().data;
    expect(seeded).toMatchObject({ mainStory: DEMO_MATV.mainStory, liveUpdates: DEMO_MATV.liveUpdates });
  });

  it("POST refuses missing and bad tokens with 401", async () => {
    expect((await post(valid, null)).statusCode).toBe(401);
    expect((await post(valid, "not.a.token")).statusCode).toBe(401);
  });

  it.each([
    [{ ...valid, mainStory: { title: "" } }, "mainStory.title"],
    [{ ...valid, mainStory: undefined }, "mainStory"],
    [{ ...valid, liveUpdates: [{ time: "10:00" }] }, "liveUpdates.0.text"],
    [{ ...valid, centerList: "One\nTwo" }, "centerList"],
    [{ ...valid, opinion: [{ image: "data:x", text: "t", author: "a" }] }, "opinion.0.image"],
  ])("POST refuses %j with 400 naming %s", async (payload, field) => {
    const res = await post(payload, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, field });
  });

  it("POST saves the whole structure, strips markup, and GET shows it at once", async () => {
    await t.app.inject("/api/matv");
    const res = await post({ ...valid, centerList: ["<i>One</i>", "Two"] }, admin);
    expect(res.statusCode).toBe(200);
    const read = (await t.app.inject("/api/matv")).json().data;
    expect(read).toMatchObject({ ...valid, centerList: ["One", "Two"] });
    expect(read.updatedAt).toMatch(/^\d{4}-/);
  });

  it("requires the version (400 naming it) and refuses a stale one with 409", async () => {
    expect((await post(valid, admin, null)).json()).toMatchObject({ success: false, field: "version" });
    const version = (await t.app.services.siteDocuments.getMatv()).version;
    expect((await post(valid, admin, version)).statusCode).toBe(200);
    expect((await post(valid, admin, version)).statusCode).toBe(409);
  });
});
