import { ApiError } from "../apiError";
import { saveFile } from "../saveFile";
import { clearSession, loadSession } from "../../features/admin/session";
import type { ApiRequest } from "./endpoints";

/** The request body's arguments: none for an endpoint that takes none, else the typed body. */
type SendArgs<Body> = [Body] extends [undefined] ? [body?: undefined, init?: RequestInit] : [body: Body, init?: RequestInit];

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

/**
 * One endpoint of the table, as staff: `body` goes as JSON (a string or FormData as it is), and a failure throws
 * the ApiError of the answer (its field for a refused input; the whole body, e.g. a stale save's `current`, 409).
 */
export function staffApi<Res, Body>(request: ApiRequest<Res, Body>, ...[body, init]: SendArgs<Body>): Promise<Res> {
  const raw = typeof body === "string" || body instanceof FormData;
  return staffFetch<Res>(request.path, {
    ...init,
    method: request.method,
    ...(body === undefined ? {} : { body: raw ? (body as string | FormData) : JSON.stringify(body) }),
  });
}

/**
 * Downloads a staff-only file: fetches it with the bearer token (a plain link cannot send one), then
 * saves the blob under the server's file name (Content-Disposition) or the given fallback.
 */
export async function staffDownload(request: ApiRequest<Blob>, fallbackName: string): Promise<void> {
  const session = loadSession();
  const response = await fetch(request.path, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
  if (response.status === 401) {
    clearSession();
    window.location.assign("/login");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `HTTP error! status: ${response.status}`);
  }
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  saveFile(name, blob);
}
