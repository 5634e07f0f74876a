/**
 * Pages that declare `handle = { hydrate: false }` ship no React runtime: the server HTML is the
 * page. The few controls they have work through this small script (inline, named by hash in the CSP),
 * driven by data attributes the same components render for the hydrated pages:
 *   [data-island="more-toggle"]  the header's More button (aria-controls names its list)
 *   [data-island="share"]        native share, else copy the link (data-share-url, data-share-title)
 * Keep the texts in step with ShareButton.tsx.
 */
import { COPY_FAILED, LINK_COPIED } from "../features/article/shareTexts";

export interface RouteHandle {
  hydrate?: boolean;
}

export function isStaticRoute(handles: unknown[]): boolean {
  return handles.some((h) => (h as RouteHandle | undefined)?.hydrate === false);
}

export const ISLANDS_SCRIPT = `(() => {
  const copied = ${JSON.stringify(LINK_COPIED)}, failed = ${JSON.stringify(COPY_FAILED)};
  document.addEventListener("click", async (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const more = target && target.closest('[data-island="more-toggle"]');
    if (more) {
      const list = document.getElementById(more.getAttribute("aria-controls"));
      const open = more.getAttribute("aria-expanded") !== "true";
      more.setAttribute("aria-expanded", String(open));
      if (list) list.hidden = !open;
      const icon = more.querySelector("svg");
      if (icon) icon.classList.toggle("rotate-180", open);
      return;
    }
    const share = target && target.closest('[data-island="share"]');
    if (share) {
      const url = share.getAttribute("data-share-url"), title = share.getAttribute("data-share-title") || document.title;
      if (typeof navigator.share === "function") {
        try { await navigator.share({ title, url }); return; } catch (error) { if (error && error.name === "AbortError") return; }
      }
      try { await navigator.clipboard.writeText(url); alert(copied); } catch { alert(failed); }
    }
  });
  document.documentElement.dataset.hydrated = "true";
})();`;
