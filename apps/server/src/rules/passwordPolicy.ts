import path from "node:path";
import { SERVER_ROOT } from "../infra/paths.ts";
import { readFileSync } from "node:fs";
import { STAFF_PASSWORD_MIN } from "@matv/shared";

/**
 * What makes a staff password acceptable beyond its length (ADR 069): not one of the most common
 * passwords (commonPasswords.txt, compared without case), not one character repeated, not the
 * account's own email or its name part. Used when an account is created, when a password is changed
 * and by `npm run user:create`.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `must be at least ${STAFF_PASSWORD_MIN} characters`,
  common: "is one of the most common passwords; choose a less predictable one (for example four unrelated words)",
  repeated: "must not be one character repeated",
  email: "must not be your email address",
} as const;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(SERVER_ROOT, "src/rules/commonPasswords.txt"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

/** Why the password is refused (a message to follow "password: "), or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (Array.from(password).length < STAFF_PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  const lower = password.trim().toLowerCase();
  if (new Set(Array.from(lower)).size === 1) return PASSWORD_MESSAGES.repeated;
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split("@")[0] ?? "";
    if (lower === address || (local.length >= 4 && lower.replace(/[^a-z0-9]/g, "") === local.replace(/[^a-z0-9]/g, ""))) return PASSWORD_MESSAGES.email;
  }
  if (commonPasswords().has(lower)) return PASSWORD_MESSAGES.common;
  return null;
}
