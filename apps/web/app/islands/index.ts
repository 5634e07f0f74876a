/**
 * The islands script of static pages (render mode `static`, ADR 019/037): the server HTML is the page and
 * these few controls work on the markup the React components render, found by data attributes:
 *   [data-island="more-toggle"]  the header's More button (aria-controls names its list)
 *   [data-island="share"]        native share, else copy the link (data-share-url, data-share-title)
 *   #push-card                   the alerts card (islands/pushCard.ts, also inlined alone on hydrated pages)
 * Built by Vite into one small script (vite.config.ts, `?iife`) that entry.server inlines; the page's
 * policy names it by hash (ADR 027).
 */
import { dismissOnEscapeOrOutside } from "../lib/disclosure";
import { shareOrCopy } from "../lib/share";
// The alerts card and the service worker's registration (ADR 074): part of this one script on static pages.
import "./pushCard";

let releaseMore: (() => void) | undefined;

function setMoreOpen(toggle: HTMLElement, open: boolean) {
  const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  toggle.setAttribute("aria-expanded", String(open));
  toggle.querySelector("svg")?.classList.toggle("rotate-180", open);
  releaseMore?.();
  releaseMore = undefined;
  if (!list) return;
  list.hidden = !open;
  if (open) releaseMore = dismissOnEscapeOrOutside(toggle, list, () => setMoreOpen(toggle, false));
}

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const more = target?.closest<HTMLElement>('[data-island="more-toggle"]');
  if (more) {
    setMoreOpen(more, more.getAttribute("aria-expanded") !== "true");
    return;
  }
  const share = target?.closest('[data-island="share"]');
  if (share) void shareOrCopy({ title: share.getAttribute("data-share-title") || document.title, url: share.getAttribute("data-share-url") ?? location.href });
});

// Browser tests wait for this mark on every page, hydrated or not.
document.documentElement.dataset.hydrated = "true";
