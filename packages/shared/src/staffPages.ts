import type { StaffRoleName } from "./staff.ts";

/**
 * Staff pages rendered on the server (ADR 070). Sign-in also leaves the token in this cookie, sent only to
 * /admin pages (Path=/admin; HttpOnly, SameSite=Strict): the page server renders the staff shell and the first
 * data of the pages that allow it for the account the token names. The API never reads it (the bearer token in
 * local storage stays the only credential of every call), and no staff page is cached.
 */
export const STAFF_PAGE_COOKIE = "matv_staff";

/** The signed-in staff member as the staff pages show them (the sign-in answer's `user`). */
export interface StaffPageUser {
  id: string;
  email: string;
  name: string | null;
  role: StaffRoleName;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}
