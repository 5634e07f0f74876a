import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newObjectId } from "../../infra/ids.ts";
import { clientIp, insertPetition, staffHeader } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("signatures", () => {
  let t: TestApp;
  let petitionId: string;
  beforeAll(async () => {
    t = await createTestApp();
    petitionId = await insertPetition(t);
  });
  afterAll(() => t.close());

  const good = () => ({
    firstName: "  Asha ",
    lastName: "Nair",
    email: "Asha.Nair@Example.com",
    location: " Leicester, England, UK ",
    displayName: true,
    petitionId,
  });
  const sign = (payload: unknown, headers: Record<string, string> = clientIp()) =>
    t.app.inject({ method: "POST", url: "/api/signatures", payload: payload as object, headers });
  const stats = async () => (await t.app.inject({ method: "GET", url: `/api/petitions/${petitionId}/stats` })).json().data;

  it("signs: 201, trimmed values, and the count goes up by one", async () => {
    const before = (await stats()).totalSignatures;
    const res = await sign(good());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), totalSignatures: before + 1 } });
    const after = await stats();
    expect(after.totalSignatures).toBe(before + 1);
    expect(after.recentSignatures[0]).toMatchObject({ name: "Asha Nair", location: "Leicester, England, UK" });
  });

  it("refuses the same email in another letter case with 409 and the spec's message", async () => {
    const res = await sign({ ...good(), email: "  asha.nair@EXAMPLE.COM " });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: "You have already signed this petition." });
  });

  it("stores public names and locations without right-to-left overrides or isolates (they would reorder what readers see)", async () => {
    const res = await sign({
      ...good(),
      email: "rtl@example.com",
      firstName: "\u202eAsha\u202c",
      lastName: "\u2067Nair\u2069",
      location: "\u202dexe.Leicester\u202a\u202b",
    });
    expect(res.statusCode).toBe(201);
    expect((await stats()).recentSignatures[0]).toMatchObject({ name: "Asha Nair", location: "exe.Leicester" });
    expect((await sign({ ...good(), email: "rtl2@example.com", firstName: "\u202e\u202e" })).json()).toMatchObject({
      field: "firstName",
      message: "firstName: is required",
    });
  });

  it.each(["firstName", "lastName", "email", "location", "petitionId"])("refuses a missing %s with 400 naming it", async (field) => {
    const payload: Record<string, unknown> = { ...good(), email: `missing-${field}@example.com` };
    delete payload[field];
    const res = await sign(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field, message: `${field}: is required` });
  });

  it("refuses a bad email, blank or over-long names, and a non-boolean displayName", async () => {
    const bad = await sign({ ...good(), email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "email", message: "email: Please enter a valid email address" });
    expect((await sign({ ...good(), email: "x1@example.com", firstName: "   " })).json().field).toBe("firstName");
    expect((await sign({ ...good(), email: "x2@example.com", location: "y".repeat(161) })).json().field).toBe("location");
    expect((await sign({ ...good(), email: "x3@example.com", displayName: "yes" })).json().field).toBe("displayName");
    // PostgreSQL text cannot hold NUL: refused as bad input, never a 500.
    const nul = await sign({ ...good(), email: "x4@example.com", firstName: "A\u0000" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().field).toBe("firstName");
  });

  it("answers 404 for an unknown petition and 409 for a closed one", async () => {
    expect((await sign({ ...good(), petitionId: newObjectId() })).statusCode).toBe(404);
    const closed = await insertPetition(t, { status: "closed" });
    expect((await sign({ ...good(), petitionId: closed })).statusCode).toBe(409);
  });

  it("counts exactly when 50 people sign at once, and a simultaneous repeat is refused", async () => {
    const before = await stats();
    const requests = Array.from({ length: 50 }, (_, i) =>
      sign({ ...good(), email: `crowd${i}@example.org`, firstName: `Crowd${i}`, location: `Town ${i % 7}` }),
    );
    const dupes = Array.from({ length: 5 }, () => sign({ ...good(), email: "same.person@example.org" }));
    const results = await Promise.all([...requests, ...dupes]);
    expect(results.slice(0, 50).map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(
      results
        .slice(50)
        .map((r) => r.statusCode)
        .sort(),
    ).toEqual([201, 409, 409, 409, 409]);
    const after = await stats();
    expect(after.totalSignatures).toBe(before.totalSignatures + 51);
    const petition = (await t.app.inject({ method: "GET", url: `/api/petitions/${petitionId}` })).json().data;
    expect(petition.currentSignatures).toBe(after.totalSignatures);
    const list = (await t.app.inject({ method: "GET", url: `/api/signatures/petition/${petitionId}?limit=100` })).json().data;
    expect(list.total).toBe(after.totalSignatures);
  });

  it("rate-limits signing per address", async () => {
    const headers = clientIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await sign({ ...good(), email: `burst${i}@example.net` }, headers)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it("lists signatures newest first with page defaults 1 and 20 and never an email", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/signatures/petition/${petitionId}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ page: 1, limit: 20, hasMore: true });
    expect(data.signatures).toHaveLength(20);
    expect(res.body).not.toMatch(/@example\./);
    const page2 = (await t.app.inject({ method: "GET", url: `/api/signatures/petition/${petitionId}?page=2&limit=5` })).json().data;
    expect(page2.signatures[0]._id).toBe(data.signatures[5]._id);
    expect((await t.app.inject({ method: "GET", url: `/api/signatures/petition/${petitionId}?limit=101` })).json().field).toBe("limit");
    expect((await t.app.inject({ method: "GET", url: `/api/signatures/petition/${petitionId}?page=0` })).json().field).toBe("page");
    expect((await t.app.inject({ method: "GET", url: `/api/signatures/petition/${newObjectId()}` })).statusCode).toBe(404);
  });

  describe("staff search and CSV", () => {
    it("needs a valid token", async () => {
      expect((await t.app.inject({ method: "GET", url: "/api/admin/signatures" })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url: "/api/admin/signatures.csv", headers: { authorization: "Bearer nope" } })).statusCode).toBe(401);
    });

    it("searches by name, email or location", async () => {
      const headers = await staffHeader(t);
      const res = await t.app.inject({ method: "GET", url: `/api/admin/signatures?petitionId=${petitionId}&q=crowd4`, headers });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      // crowd4, crowd40..crowd49
      expect(data.total).toBe(11);
      expect(data.signatures.every((s: { email: string }) => s.email.includes("crowd4"))).toBe(true);
      const byEmail = (await t.app.inject({ method: "GET", url: "/api/admin/signatures?q=ASHA.NAIR", headers })).json().data;
      expect(byEmail.signatures.map((s: { email: string }) => s.email)).toEqual(["Asha.Nair@Example.com"]);
      expect((await t.app.inject({ method: "GET", url: "/api/admin/signatures?q=%25", headers })).json().data.total).toBe(0);
      const nul = await t.app.inject({ method: "GET", url: "/api/admin/signatures", query: { q: "a\u0000" }, headers });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().field).toBe("q");
    });

    it("exports CSV with formula-looking cells neutralised", async () => {
      await sign({ ...good(), email: "formula@example.com", firstName: '=HYPERLINK("http://evil")', location: "+44 town, UK" });
      const headers = await staffHeader(t);
      const res = await t.app.inject({ method: "GET", url: `/api/admin/signatures.csv?petitionId=${petitionId}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/csv");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="signatures-/);
      const lines = res.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("id,petitionId,firstName,lastName,email,location,displayName,signedAt");
      const evil = lines.find((l) => l.includes("formula@example.com"))!;
      expect(evil).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(evil).toContain(`"'+44 town, UK"`);
      expect(lines.length - 1).toBe((await stats()).totalSignatures);
    });
  });
});
