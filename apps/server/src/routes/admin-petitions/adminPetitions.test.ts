import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { clientIp, insertPetition, staffHeader } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Keep the Leicester library open",
  description: "The council plans to close it.",
  decisionMaker: "Leicester City Council",
  imageUrl: "/media/library.webp",
  story: { paragraphs: ["The library serves 4,000 readers."], currentSituation: ["Closure vote on 1 March."] },
  goal: 5000,
  deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  ...overrides,
});

describe("petitions desk API", () => {
  let t: TestApp;
  let editor: { authorization: string };
  let writer: { authorization: string };
  let created: { _id: string; version: number };
  beforeAll(async () => {
    t = await createTestApp();
    editor = await staffHeader(t, "editor");
    writer = await staffHeader(t, "writer");
  });
  afterAll(() => t.close());

  it("creates a petition (201) and lists it for staff with its count, version and current flag", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/petitions", headers: editor, payload: body() });
    expect(res.statusCode).toBe(201);
    created = res.json().data;
    expect(created).toMatchObject({
      title: "Keep the Leicester library open",
      decisionMaker: "Leicester City Council",
      goal: 5000,
      status: "open",
      isCurrent: false,
      version: 1,
    });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/petitions", headers: editor });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { _id: string }) => p._id)).toContain(created._id);
    const one = await t.app.inject({ method: "GET", url: `/api/admin/petitions/${created._id}`, headers: editor });
    expect(one.json().data).toMatchObject({ _id: created._id, currentSignatures: 0, story: { currentSituation: ["Closure vote on 1 March."] } });
  });

  it("answers 400 naming the field for bad or missing input", async () => {
    const noTitle = await t.app.inject({ method: "POST", url: "/api/admin/petitions", headers: editor, payload: body({ title: "" }) });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().field).toBe("title");
    const badGoal = await t.app.inject({ method: "POST", url: "/api/admin/petitions", headers: editor, payload: body({ goal: 0 }) });
    expect(badGoal.statusCode).toBe(400);
    expect(badGoal.json().field).toBe("goal");
    const badDeadline = await t.app.inject({ method: "POST", url: "/api/admin/petitions", headers: editor, payload: body({ deadline: "tomorrow" }) });
    expect(badDeadline.json().field).toBe("deadline");
    // A save without the version must not silently overwrite someone else's work.
    const noVersion = await t.app.inject({ method: "PUT", url: `/api/admin/petitions/${created._id}`, headers: editor, payload: body() });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().field).toBe("version");
    const { story: _story, ...withoutStory } = body();
    const noStory = await t.app.inject({
      method: "PUT",
      url: `/api/admin/petitions/${created._id}`,
      headers: editor,
      payload: { ...withoutStory, version: 1 },
    });
    expect(noStory.statusCode).toBe(400);
    expect(noStory.json().field).toBe("story");
    const badId = await t.app.inject({ method: "GET", url: "/api/admin/petitions/nope", headers: editor });
    expect(badId.json().field).toBe("id");
  });

  it("refuses readers (401) and writers (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/petitions" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/petitions", payload: body() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/petitions", headers: writer, payload: body() })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/admin/petitions/${created._id}`, headers: writer, payload: { ...body(), version: 1 } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/petitions/${created._id}/close`, headers: writer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/petitions/${created._id}/make-current` })).statusCode).toBe(401);
  });

  it("saves with the loaded version, refuses a stale one with 409, and audits the write", async () => {
    const ok = await t.app.inject({
      method: "PUT",
      url: `/api/admin/petitions/${created._id}`,
      headers: editor,
      payload: { ...body({ title: "Save the library" }), version: 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ title: "Save the library", version: 2 });
    const stale = await t.app.inject({
      method: "PUT",
      url: `/api/admin/petitions/${created._id}`,
      headers: editor,
      payload: { ...body({ title: "Lost update" }), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().field).toBe("version");
    expect((await t.app.services.petitions.getForStaff(created._id)).title).toBe("Save the library");
    const entries = await t.database.db.select().from(auditLog);
    // Exactly one entry per write, written in the save's transaction (ADR 067): the create and the update.
    expect(
      entries
        .filter((e) => e.entityType === "petition" && e.entityId === created._id)
        .map((e) => e.action)
        .sort(),
    ).toEqual(["petition.create", "petition.update"]);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/admin/petitions/${newObjectId()}`, headers: editor, payload: { ...body(), version: 1 } })).statusCode,
    ).toBe(404);
  });

  it("make-current decides what GET /api/petitions and the home promo answer, one current at a time", async () => {
    const newer = await insertPetition(t, { title: "A newer open petition" });
    expect((await t.app.inject({ method: "GET", url: "/api/petitions" })).json().data._id).toBe(newer);
    expect((await t.app.services.petitions.promo())?._id).toBe(newer);
    const res = await t.app.inject({ method: "POST", url: `/api/admin/petitions/${created._id}/make-current`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isCurrent).toBe(true);
    const pub = (await t.app.inject({ method: "GET", url: "/api/petitions" })).json();
    expect(pub.data).toMatchObject({ _id: created._id, title: "Save the library" });
    expect(pub.data).not.toHaveProperty("isCurrent");
    // The cached promo was forgotten by the write.
    expect((await t.app.services.petitions.promo())?._id).toBe(created._id);
    await t.app.inject({ method: "POST", url: `/api/admin/petitions/${newer}/make-current`, headers: editor });
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/petitions", headers: editor })).json().data as Array<{
      _id: string;
      isCurrent: boolean;
    }>;
    expect(list.filter((p) => p.isCurrent).map((p) => p._id)).toEqual([newer]);
    await t.app.inject({ method: "POST", url: `/api/admin/petitions/${created._id}/make-current`, headers: editor });
  });

  it("a stale version on close is 409; close refuses signing with a sentence a reader understands", async () => {
    const sign = () =>
      t.app.inject({
        method: "POST",
        url: "/api/signatures",
        headers: clientIp(),
        payload: {
          firstName: "Ann",
          lastName: "Reader",
          email: `ann-${newObjectId().slice(-5)}@example.com`,
          location: "Leicester",
          displayName: true,
          petitionId: created._id,
        },
      });
    expect((await sign()).statusCode).toBe(201);
    const stale = await t.app.inject({ method: "POST", url: `/api/admin/petitions/${created._id}/close`, headers: editor, payload: { version: 1 } });
    expect(stale.statusCode).toBe(409);
    const closed = await t.app.inject({ method: "POST", url: `/api/admin/petitions/${created._id}/close`, headers: editor });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe("closed");
    expect((await t.app.inject({ method: "GET", url: "/api/petitions" })).json().data).toMatchObject({
      _id: created._id,
      status: "closed",
      currentSignatures: 1,
    });
    const refused = await sign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: "This petition is closed and no longer accepts signatures." });
    expect((await t.app.services.petitions.promo())?.status).toBe("closed");
  });

  it("a petition past its deadline behaves as closed", async () => {
    const expired = await insertPetition(t, { deadline: new Date(Date.now() - 60_000) });
    expect((await t.app.inject({ method: "GET", url: `/api/petitions/${expired}` })).json().data.status).toBe("closed");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/signatures",
      headers: clientIp(),
      payload: { firstName: "Bo", lastName: "Late", email: "bo@example.com", location: "Derby", displayName: true, petitionId: expired },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This petition is closed and no longer accepts signatures.");
  });
});
