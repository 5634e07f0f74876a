import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatures } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { insertPetition } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("petition reads", () => {
  let t: TestApp;
  let current: string;
  let closed: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/petitions is 404 with the failure shape while there is no petition", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/petitions" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null, message: "Petition not found" });
  });

  it("GET /api/petitions answers the newest open petition with its live count", async () => {
    closed = await insertPetition(t, { title: "Old closed petition", status: "closed", createdAt: new Date() });
    current = await insertPetition(t, { title: "Current petition", createdAt: new Date(Date.now() - 86_400_000) });
    await t.database.db.insert(signatures).values([
      { id: newObjectId(), petitionId: current, firstName: "A", lastName: "One", email: "a@x.com", location: "Leicester", displayName: true },
      { id: newObjectId(), petitionId: current, firstName: "B", lastName: "Two", email: "b@x.com", location: " leicester ", displayName: false },
      { id: newObjectId(), petitionId: current, firstName: "C", lastName: "Three", email: "c@x.com", location: "Kochi", displayName: true },
    ]);
    const res = await t.app.inject({ method: "GET", url: "/api/petitions" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ _id: current, title: "Current petition", decisionMaker: "Test decision maker", currentSignatures: 3, status: "open" });
    expect(typeof body.data.deadline).toBe("string");
  });

  it("GET /api/petitions/:id answers one petition, 404 for an unknown id, 400 for a malformed one", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/petitions/${closed}` })).json().data).toMatchObject({
      _id: closed,
      status: "closed",
      currentSignatures: 0,
    });
    const missing = await t.app.inject({ method: "GET", url: `/api/petitions/${newObjectId()}` });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/petitions/nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
  });

  it("GET /api/petitions/:id/stats counts signatures and distinct locations; recent lists only public names, no emails", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/petitions/${current}/stats` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.totalSignatures).toBe(3);
    expect(data.totalLocations).toBe(2);
    expect(data.recentSignatures.map((r: { name: string }) => r.name)).toEqual(["C Three", "A One"]);
    expect(data.recentSignatures[0]).toEqual({ name: expect.any(String), location: expect.any(String), time: expect.any(String) });
    expect(res.body).not.toContain("@x.com");
    expect((await t.app.inject({ method: "GET", url: `/api/petitions/${newObjectId()}/stats` })).statusCode).toBe(404);
  });

  it("the public signature list hides the name, location and time of a signer who did not consent to display", async () => {
    const { signatures } = await t.app.services.petitions.listPublic(current, 1, 10);
    const hidden = signatures.filter((s) => s.name === null);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ location: null, createdAt: null });
    expect(JSON.stringify(signatures)).not.toMatch(/Two| leicester /);
    expect(signatures.filter((s) => s.name !== null).every((s) => s.location && s.createdAt)).toBe(true);
  });
});
