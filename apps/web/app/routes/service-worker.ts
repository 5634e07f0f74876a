import { SERVICE_WORKER_SCRIPT } from "../serviceWorker/script.server";

/** `/sw.js`: the service worker, scope / (ADR 074). Revalidated on every check, so a deploy reaches readers on their next visit. */
export function loader() {
  return new Response(SERVICE_WORKER_SCRIPT, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "Service-Worker-Allowed": "/" },
  });
}
