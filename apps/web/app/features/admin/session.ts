import { STAFF_MARKER_COOKIE } from "@matv/shared";

/** The staff session kept in local storage (spec 000 §3 "Session", spec 001 §3 "Admin token"). */
const TOKEN_KEY = "token";
const USER_KEY = "user";
/** As long as a staff token lives (12 h). */
const STAFF_MARKER_SECONDS = 12 * 3600;

export function saveSession(token: string, user: unknown) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  markStaffBrowser(true);
}

/**
 * The staff marker cookie (ADR 075): pages carry no token, so this is how the server leaves a signed-in staff
 * member's reading out of the readers' figures. It holds nothing and grants nothing.
 */
export function markStaffBrowser(on: boolean) {
  document.cookie = `${STAFF_MARKER_COOKIE}=1; path=/; SameSite=Lax; max-age=${on ? STAFF_MARKER_SECONDS : 0}`;
}

export function loadSession(): { token: string; user: unknown } | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  try {
    return { token, user: JSON.parse(localStorage.getItem(USER_KEY) ?? "null") };
  } catch {
    return { token, user: null };
  }
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  markStaffBrowser(false);
}

export interface SessionUser {
  id?: string;
  email?: string;
  name?: string | null;
  role?: "admin" | "editor" | "writer";
}

/** The signed-in staff member as the login answer described them (the server checks roles on every write). */
export function sessionUser(): SessionUser | null {
  return (loadSession()?.user as SessionUser | null) ?? null;
}
