import { SignJWT } from "jose";
import { loadJwtSecret } from "../infra/secrets.ts";
import type { TestApp } from "./testApp.ts";

/** The staff member behind `token`, signed again with the server's own secret but expired 10 s ago: only its age is wrong. */
export async function expiredStaffToken(t: TestApp, token: string): Promise<string> {
  const staff = await t.app.services.auth.verifyToken(token);
  return new SignJWT({ role: "editor" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(staff.id)
    .setIssuer("matv")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 50_000)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
    .sign(loadJwtSecret(t.dataDir, undefined));
}
