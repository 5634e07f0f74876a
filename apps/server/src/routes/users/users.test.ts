import { STAFF_PAGE_COOKIE } from "@matv/shared";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "../../db/schema.ts";
import { createAuditService } from "../../services/audit.ts";
import { createAuthService, TOKEN_LIFETIME_SECONDS } from "../../services/auth.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";
import { eq } from "drizzle-orm";

describe("POST /api/users/login", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-account limit across addresses is raised here: these tests are about the per-address ones
    // (hardening/signInLimits.test.ts covers it).
    t = await createTestApp({ LOGIN_ACCOUNT_FAILURES: "100" });
    await t.app.services.staffUsers.upsert({ email: "Editor@MATV.test", password: "correct horse battery", role: "editor" });
    await t.app.services.staffUsers.upsert({ email: "gone@matv.test", password: "correct horse battery", role: "editor" });
    await t.app.services.staffUsers.upsert({ email: "other@matv.test", password: "correct horse battery", role: "editor" });
    await t.database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.email, "gone@matv.test"));
  });
  afterAll(() => t.close());

  const login = (payload: unknown, ip = "10.0.0.1") => t.app.inject({ method: "POST", url: "/api/users/login", payload: payload as object, remoteAddress: ip });

  it("signs in with the right password (any email case) and returns {token, user}", async () => {
    const res = await login({ email: "editor@matv.test", password: "correct horse battery" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ email: "editor@matv.test", role: "editor" });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
    const staff = await t.app.services.auth.verifyToken(body.token);
    expect(staff.role).toBe("editor");
  });

  it("leaves the staff page cookie (the same token, /admin only, HttpOnly, SameSite=Strict); sign-out clears it; a failed sign-in sets none", async () => {
    const res = await login({ email: "editor@matv.test", password: "correct horse battery" }, "10.0.0.3");
    const cookie = res.cookies.find((c) => c.name === STAFF_PAGE_COOKIE);
    expect(cookie).toMatchObject({ value: res.json().token, path: "/admin", httpOnly: true, sameSite: "Strict", maxAge: TOKEN_LIFETIME_SECONDS });
    const out = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: { authorization: `Bearer ${res.json().token}` } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === STAFF_PAGE_COOKIE)).toMatchObject({ value: "", path: "/admin" });
    // The cookie's token died with the sign-out, as every token of the account did (ADR 041).
    await expect(t.app.services.auth.verifyToken(cookie!.value)).rejects.toThrow();
    const failed = await login({ email: "editor@matv.test", password: "wrong" }, "10.0.0.3");
    expect(failed.cookies).toEqual([]);
  });

  it("gives the same 401 for a wrong password, an unknown email and a disabled account", async () => {
    const answers = await Promise.all([
      login({ email: "editor@matv.test", password: "wrong" }, "10.0.0.2"),
      login({ email: "nobody@matv.test", password: "correct horse battery" }, "10.0.0.2"),
      login({ email: "gone@matv.test", password: "correct horse battery" }, "10.0.0.2"),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: "Invalid email or password" });
    }
  });

  it.each([
    [{ password: "x" }, "email"],
    [{ email: "editor@matv.test" }, "password"],
    [{ email: "editor@matv.test", password: "" }, "password"],
  ])("refuses %j with 400 naming %s", async (payload, field) => {
    const res = await login(payload, "10.0.0.3");
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it("limits repeated attempts on one account from one address with a clear 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login({ email: "editor@matv.test", password: `guess-${i}` }, "10.0.0.9")).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login({ email: "editor@matv.test", password: "correct horse battery" }, "10.0.0.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many requests. Please wait a moment and try again.");
  });

  it("limits sign-ins from one address across many emails (each costs a password hash) with 429 before hashing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login({ email: `spray-${i}@matv.test`, password: "guess" }, "10.0.0.20")).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected (for an account whose own failures are under its limit).
    expect((await login({ email: "other@matv.test", password: "correct horse battery" }, "10.0.0.21")).statusCode).toBe(200);
  });
});

describe("staff tokens", () => {
  let t: TestApp;
  const secret = new TextEncoder().encode("a-test-secret-that-is-long-enough-for-hs256!!");
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.staffUsers.upsert({ email: "admin@matv.test", password: "correct horse battery", role: "admin" });
  });
  afterAll(() => t.close());

  it("expire after 12 hours", async () => {
    let clock = new Date("2026-11-22T08:00:00Z");
    const auth = createAuthService(t.database.db, secret, createAuditService(t.database.db), () => clock);
    const { token } = await auth.login("admin@matv.test", "correct horse battery");
    clock = new Date(clock.getTime() + (TOKEN_LIFETIME_SECONDS - 60) * 1000);
    await expect(auth.verifyToken(token)).resolves.toMatchObject({ role: "admin" });
    clock = new Date(clock.getTime() + 120_000);
    await expect(auth.verifyToken(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it("are refused when forged with another key", async () => {
    const auth = createAuthService(t.database.db, secret, createAuditService(t.database.db));
    const forged = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("0123456789abcdef01234567")
      .setIssuer("matv")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret-123"));
    await expect(auth.verifyToken(forged)).rejects.toMatchObject({ statusCode: 401 });
    await expect(auth.verifyToken("not.a.token")).rejects.toMatchObject({ statusCode: 401 });
  });

  it("are refused when signed with the right key but without exp, iat or the account's token version", async () => {
    const auth = createAuthService(t.database.db, secret, createAuditService(t.database.db));
    const [row] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.email, "admin@matv.test"));
    const base = () => new SignJWT({ role: "admin", ver: row!.tokenVersion }).setProtectedHeader({ alg: "HS256" }).setSubject(row!.id).setIssuer("matv");
    await expect(auth.verifyToken(await base().setIssuedAt().setExpirationTime("1h").sign(secret))).resolves.toMatchObject({ role: "admin" });
    await expect(auth.verifyToken(await base().setIssuedAt().sign(secret))).rejects.toMatchObject({ statusCode: 401 });
    await expect(auth.verifyToken(await base().setExpirationTime("1h").sign(secret))).rejects.toMatchObject({ statusCode: 401 });
    const noVersion = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(row!.id)
      .setIssuer("matv")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret);
    await expect(auth.verifyToken(noVersion)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe("POST /api/users/logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.staffUsers.upsert({ email: "admin@matv.test", password: "correct horse battery", role: "admin" });
  });
  afterAll(() => t.close());
  const staffList = (token: string) => t.app.inject({ method: "GET", url: "/api/staff", headers: { authorization: `Bearer ${token}` } });

  it("revokes the token it was called with (and the account's other tokens); a new sign-in works", async () => {
    const first = (await t.app.services.auth.login("admin@matv.test", "correct horse battery")).token;
    const second = (await t.app.services.auth.login("admin@matv.test", "correct horse battery")).token;
    expect((await staffList(first)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: { authorization: `Bearer ${first}` } });
    expect(out.statusCode).toBe(200);
    expect((await staffList(first)).statusCode).toBe(401);
    expect((await staffList(second)).statusCode).toBe(401);
    const again = (await t.app.services.auth.login("admin@matv.test", "correct horse battery")).token;
    expect((await staffList(again)).statusCode).toBe(200);
  });

  it("signs out every staff role, writers included: each role's token dies", async () => {
    for (const role of ["writer", "editor", "admin"] as const) {
      const email = `${role}-out@matv.test`;
      await t.app.services.staffUsers.upsert({ email, password: "correct horse battery", role });
      const token = (await t.app.services.auth.login(email, "correct horse battery")).token;
      const mine = () => t.app.inject({ method: "GET", url: "/api/admin/stories?limit=1", headers: { authorization: `Bearer ${token}` } });
      expect((await mine()).statusCode).toBe(200);
      const out = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: { authorization: `Bearer ${token}` } });
      expect(out.statusCode, role).toBe(200);
      expect(out.json()).toEqual({ success: true, data: null });
      expect((await mine()).statusCode, role).toBe(401);
    }
  });

  it("is 401 without a valid token", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/users/logout" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/users/logout", headers: { authorization: "Bearer x.y.z" } })).statusCode).toBe(401);
  });
});
