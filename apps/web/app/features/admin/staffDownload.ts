import { ApiError } from "./apiClient";
import { clearSession, loadSession } from "./session";
import { saveFile } from "../../lib/saveFile";

/**
 * Downloads a staff-only file: fetches it with the bearer token (a plain link cannot send one), then
 * saves the blob under the server's file name (Content-Disposition) or the given fallback.
 */
export async function staffDownload(path: string, fallbackName: string): Promise<void> {
  const session = loadSession();
  const response = await fetch(path, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
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
