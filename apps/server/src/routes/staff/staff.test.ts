import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let admin: string;
let editor: string;
let adminId: string;
const PW = "correct horse battery";

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.app.services.staffUsers.upsert({ email: "admin@matv.test", password: PW, role: "admin" })).id;
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: PW, role: "editor" });
  admin = (await t.app.services.auth.login("admin@matv.test", PW)).token;
  editor = (await t.app.services.auth.login("editor@matv.test", PW)).token;
});
afterAll(() => t.close());

describe("/api/staff", () => {
  it("is admin only: 401 without a token, 403 for an editor", async () => {
    expect((await call("GET", "/api/staff", null)).statusCode).toBe(401);
    expect((await call("GET", "/api/staff", editor)).statusCode).toBe(403);
    expect((await call("POST", "/api/staff", editor, { email: "x@matv.test", role: "editor", password: "long enough pw" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/staff/${adminId}`, editor, { disabled: true })).statusCode).toBe(403);
  });

  it("lists accounts without password hashes", async () => {
    const res = await call("GET", "/api/staff", admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { email: string }) => u.email)).toEqual(["admin@matv.test", "editor@matv.test"]);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it("filters by status and role; a bad filter is a 400 naming it", async () => {
    const writer = await t.app.services.staffUsers.upsert({ email: "old-reporter@matv.test", password: PW, role: "writer" });
    await t.app.services.staffUsers.setDisabled(writer.id, true, adminId);
    const emails = async (query: string) => (await call("GET", `/api/staff${query}`, admin)).json().data.map((u: { email: string }) => u.email);
    expect(await emails("?status=active")).toEqual(["admin@matv.test", "editor@matv.test"]);
    expect(await emails("?status=disabled")).toEqual(["old-reporter@matv.test"]);
    expect(await emails("?role=writer")).toEqual(["old-reporter@matv.test"]);
    expect(await emails("?status=active&role=editor")).toEqual(["editor@matv.test"]);
    expect(await emails("")).toHaveLength(3);
    const bad = await call("GET", "/api/staff?status=gone", admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("status");
    expect((await call("GET", "/api/staff?role=writer", editor)).statusCode).toBe(403);
  });

  it("adds an account that can sign in; a second add with the same email is 409", async () => {
    const res = await call("POST", "/api/staff", admin, { email: "New.Editor@MATV.test", name: "New Editor", role: "editor", password: "a new long password" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: "new.editor@matv.test", role: "editor", disabled: false });
    const login = await t.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "new.editor@matv.test", password: "a new long password" } });
    expect(login.statusCode).toBe(200);
    const again = await call("POST", "/api/staff", admin, { email: "new.editor@matv.test", role: "admin", password: "another long one" });
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe("email");
  });

  it.each([
    [{ role: "editor", password: "long enough pw" }, "email"],
    [{ email: "not-an-email", role: "editor", password: "long enough pw" }, "email"],
    [{ email: "a@matv.test", role: "owner", password: "long enough pw" }, "role"],
    [{ email: "a@matv.test", role: "editor", password: "short" }, "password"],
    [{ email: "a@matv.test", role: "editor", password: "aaaaaaaaaaaa" }, "password"],
    [{ email: "a@matv.test", role: "editor", password: "11 chars ok" }, "password"],
    [{ email: "a@matv.test", role: "editor", password: "qwertyuiopasdfgh" }, "password"],
    [{ email: "a@matv.test", role: "editor", password: "Password1234" }, "password"],
    [{ email: "sarah.jones@matv.test", role: "editor", password: "sarah.jones@matv.test" }, "password"],
  ])("400 for %j naming %s", async (payload, field) => {
    const res = await call("POST", "/api/staff", admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it("disables an account (its token stops working, sign-in refused) and re-enables it", async () => {
    const { data } = (await call("GET", "/api/staff", admin)).json();
    const target = data.find((u: { email: string }) => u.email === "editor@matv.test");
    const res = await call("PATCH", `/api/staff/${target._id}`, admin, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disabled).toBe(true);
    expect((await call("POST", "/api/staff/me/password", editor, { currentPassword: PW, newPassword: "whatever long" })).statusCode).toBe(401);
    const login = await t.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "editor@matv.test", password: PW } });
    expect(login.statusCode).toBe(401);
    expect((await call("PATCH", `/api/staff/${target._id}`, admin, { disabled: false })).json().data.disabled).toBe(false);
    // Re-enabling does not revive a token issued before the account was disabled (ADR 041).
    expect((await call("POST", "/api/staff/me/password", editor, { currentPassword: PW, newPassword: "whatever long" })).statusCode).toBe(401);
    editor = (await t.app.services.auth.login("editor@matv.test", PW)).token;
  });

  it("refuses to disable yourself or the last admin; unknown ids 404, bad ids 400", async () => {
    const self = await call("PATCH", `/api/staff/${adminId}`, admin, { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot disable your own account.");
    expect((await call("PATCH", "/api/staff/0123456789abcdef01234567", admin, { disabled: true })).statusCode).toBe(404);
    expect((await call("PATCH", "/api/staff/nope", admin, { disabled: true })).json().field).toBe("id");
    expect((await call("PATCH", `/api/staff/${adminId}`, admin, { disabled: "yes" })).json().field).toBe("disabled");
    // A second admin may not disable the only other admin either when it would leave none.
    const other = (await call("POST", "/api/staff", admin, { email: "admin2@matv.test", role: "admin", password: "second admin pw" })).json().data;
    const admin2 = (await t.app.services.auth.login("admin2@matv.test", "second admin pw")).token;
    expect((await call("PATCH", `/api/staff/${adminId}`, admin2, { disabled: true })).statusCode).toBe(200);
    const last = await call("PATCH", `/api/staff/${other._id}`, admin2, { disabled: true });
    expect(last.statusCode).toBe(400);
    await t.app.services.staffUsers.setDisabled(adminId, false, other._id);
  });
});

describe("POST /api/staff/me/password", () => {
  it("changes your own password after checking the current one", async () => {
    const wrong = await call("POST", "/api/staff/me/password", editor, { currentPassword: "nope", newPassword: "brand new password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe("currentPassword");
    const short = await call("POST", "/api/staff/me/password", editor, { currentPassword: PW, newPassword: "short" });
    expect(short.json().field).toBe("newPassword");
    for (const weak of ["aaaaaaaaaaaaaaaa", "1Q2W3E4R5T6Y", "editor@matv.test"]) {
      const refused = await call("POST", "/api/staff/me/password", editor, { currentPassword: PW, newPassword: weak });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().field).toBe("newPassword");
    }
    const elsewhere = (await t.app.services.auth.login("editor@matv.test", PW)).token;
    const ok = await call("POST", "/api/staff/me/password", editor, { currentPassword: PW, newPassword: "brand new password" });
    expect(ok.statusCode).toBe(200);
    // Every older token is revoked, the one used here included; the answer carries the session's new token.
    expect((await call("GET", "/api/admin/support-requests", editor)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/support-requests", elsewhere)).statusCode).toBe(401);
    const fresh = ok.json().data.token as string;
    expect((await call("GET", "/api/admin/support-requests", fresh)).statusCode).toBe(200);
    const oldLogin = await t.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "editor@matv.test", password: PW } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "editor@matv.test", password: "brand new password" } });
    expect(newLogin.statusCode).toBe(200);
    expect((await call("POST", "/api/staff/me/password", null, { currentPassword: PW, newPassword: "brand new password" })).statusCode).toBe(401);
  });
});
