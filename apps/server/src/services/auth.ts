import { verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { UnauthorizedError } from "../lib/errors.ts";
import { hashPassword, type StaffRole } from "./staffUsers.ts";

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  missingToken: "Sign in to do this.",
  invalidToken: "Your session has expired or is not valid. Please sign in again.",
} as const;

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface StaffPrincipal {
  id: string;
  email: string;
  role: StaffRole;
  name: string | null;
}

// A real hash to verify against when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword("decoy-password-for-timing");

export function createAuthService(db: Db, secret: Uint8Array, now: () => Date = () => new Date()) {
  /** Same answer for an unknown email, a wrong password and a disabled account. */
  async function login(email: string, password: string): Promise<{ token: string; user: StaffPrincipal }> {
    const [row] = await db
      .select()
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
      .limit(1);
    const ok = await verify(row?.passwordHash ?? (await decoyHash), password).catch(() => false);
    if (!row || !ok || row.disabledAt) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
    const user: StaffPrincipal = { id: row.id, email: row.email, role: row.role, name: row.name };
    const issuedAt = Math.floor(now().getTime() / 1000);
    const token = await new SignJWT({ role: user.role, email: user.email, name: user.name })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .setIssuer("matv")
      .sign(secret);
    return { token, user };
  }

  /** Checks signature, expiry and that the account still exists and is enabled. */
  async function verifyToken(token: string): Promise<StaffPrincipal> {
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(token, secret, { issuer: "matv", algorithms: ["HS256"], currentDate: now() });
      subject = payload.sub;
    } catch {
      throw new UnauthorizedError(AUTH_MESSAGES.invalidToken);
    }
    const [row] = subject ? await db.select().from(staffUsers).where(eq(staffUsers.id, subject)).limit(1) : [];
    if (!row || row.disabledAt) throw new UnauthorizedError(AUTH_MESSAGES.invalidToken);
    return { id: row.id, email: row.email, role: row.role, name: row.name };
  }

  return { login, verifyToken };
}

export type AuthService = ReturnType<typeof createAuthService>;
