import { verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.ts";
import type { AuditService } from "./audit.ts";
import { staffUsers } from "../db/schema.ts";
import { UnauthorizedError } from "../rules/errors.ts";
import { hashPassword, type StaffRole } from "./staffUsers.ts";

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  missingToken: "Sign in to do this.",
  invalidToken: "Your session has expired or is not valid. Please sign in again.",
} as const;

/** The claim holding the account's token version at issue time (ADR 041). */
const VERSION_CLAIM = "ver";

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface StaffPrincipal {
  id: string;
  email: string;
  role: StaffRole;
  name: string | null;
}

// A real hash to verify against when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword("decoy-password-for-timing");

export function createAuthService(db: Db, secret: Uint8Array, audit: AuditService, now: () => Date = () => new Date()) {
  /** Same answer for an unknown email, a wrong password and a disabled account. */
  async function login(email: string, password: string): Promise<{ token: string; user: StaffPrincipal }> {
    const [row] = await db
      .select()
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
      .limit(1);
    const ok = await verify(row?.passwordHash ?? (await decoyHash), password).catch(() => false);
    if (!row || !ok || row.disabledAt) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
    return { token: await sign(row), user: principal(row) };
  }

  const principal = (row: typeof staffUsers.$inferSelect): StaffPrincipal => ({ id: row.id, email: row.email, role: row.role, name: row.name });

  /** A token for the account as it is now: subject, issue time, expiry and the account's token version. */
  function sign(row: typeof staffUsers.$inferSelect): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ role: row.role, email: row.email, name: row.name, [VERSION_CLAIM]: row.tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(row.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .setIssuer("matv")
      .sign(secret);
  }

  /** A fresh token for an enabled account (after its password changed, the caller's session goes on with it). */
  async function issueFor(id: string): Promise<string> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
    if (!row || row.disabledAt) throw new UnauthorizedError(AUTH_MESSAGES.invalidToken);
    return sign(row);
  }

  /**
   * Checks signature, issuer, that exp, iat and sub are present and exp not passed, and that the
   * account still exists, is enabled and has not revoked the token since (its version moved on).
   */
  async function verifyToken(token: string): Promise<StaffPrincipal> {
    let subject: string | undefined;
    let version: unknown;
    try {
      const { payload } = await jwtVerify(token, secret, { issuer: "matv", algorithms: ["HS256"], currentDate: now(), requiredClaims: ["exp", "iat", "sub"] });
      subject = payload.sub;
      version = payload[VERSION_CLAIM];
    } catch {
      throw new UnauthorizedError(AUTH_MESSAGES.invalidToken);
    }
    const [row] = subject ? await db.select().from(staffUsers).where(eq(staffUsers.id, subject)).limit(1) : [];
    if (!row || row.disabledAt || version !== row.tokenVersion) throw new UnauthorizedError(AUTH_MESSAGES.invalidToken);
    return principal(row);
  }

  /** Logout: every token of the account stops working (the version moves on). */
  async function revokeTokens(id: string): Promise<void> {
    await audit.audited(
      () => ({ staffId: id, action: "staff.logout", entityType: "staff", entityId: id, summary: "signed out (every session revoked)" }),
      (tx) =>
        tx
          .update(staffUsers)
          .set({ tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
          .where(eq(staffUsers.id, id)),
    );
  }

  return { login, verifyToken, issueFor, revokeTokens };
}

export type AuthService = ReturnType<typeof createAuthService>;
