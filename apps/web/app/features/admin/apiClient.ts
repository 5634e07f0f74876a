import { ApiError } from "../../lib/apiError";
import { clearSession, loadSession } from "./session";

export { ApiError };

/**
 * Staff calls to /api: adds the stored bearer token (spec 001 §6), parses the one error shape, and on
 * 401 clears the session and sends the editor to /login.
 */
export async function staffFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const session = loadSession();
  const headers = new Headers(init.headers);
  if (session) headers.set("authorization", `Bearer ${session.token}`);
  if (init.body && !(init.body instanceof FormData) && !headers.has("content-type")) headers.set("content-type", "application/json");
  const response = await fetch(path, { ...init, headers });
  if (response.status === 401) {
    clearSession();
    window.location.assign("/login");
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, body?.message ?? `HTTP error! status: ${response.status}`, body?.field, body);
  }
  return body as T;
}
