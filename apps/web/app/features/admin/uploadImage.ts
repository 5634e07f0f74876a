import { ApiError } from "./apiClient";
import { clearSession, loadSession } from "./session";
import * as api from "../../lib/api/endpoints";

/**
 * POST /api/upload with the field `file` (spec 001 §7), through XMLHttpRequest so the editor can show
 * upload progress. Resolves with the stored image's address.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const request = api.upload();
    xhr.open(request.method, request.path);
    const session = loadSession();
    if (session) xhr.setRequestHeader("authorization", `Bearer ${session.token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { imageUrl?: string; message?: string } | null;
      if (xhr.status === 401) {
        clearSession();
        window.location.assign("/login");
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.imageUrl) {
        onProgress(1);
        resolve(body.imageUrl);
      } else {
        reject(new ApiError(xhr.status, body?.message ?? `HTTP error! status: ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
