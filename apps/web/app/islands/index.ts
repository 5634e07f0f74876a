/**
 * The islands script of static pages (render mode `static`, ADR 019/037): the server HTML is the page and
 * these few controls work on the markup the React components render, found by data attributes:
 *   [data-island="more-toggle"]  the header's More button (aria-controls names its list)
 *   [data-island="share"]        native share, else copy the link (data-share-url, data-share-title)
 *   [data-island="video-play"]   a video page's poster: the embed (data-embed-url) replaces it on press, or the
 *                                demo alert (data-demo-alert); no script file until then (ADR 073)
 *   [data-share-article]         a share link: counted as a share of that story on data-share-network (ADR 075)
 *   [data-live-blog]             a live blog: a reading heartbeat a minute while shown (ADR 075)
 *   #push-card                   the alerts card (islands/pushCard.ts, also inlined alone on hydrated pages)
 *   [data-island-name]           a React component hydrated alone when its priority says (hydrateIslands.ts, ADR 078)
 * Built by Vite into one small script (vite.config.ts, `?iife`) that entry.server inlines; the page's
 * policy names it by hash (ADR 027).
 */
import type { SharePlatform } from "@matv/shared/analytics";
import { ANALYTICS_HEARTBEAT_MS, sendAnalytics } from "../lib/analyticsBeacon";
import { dismissOnEscapeOrOutside } from "../lib/disclosure";
import { shareOrCopy } from "../lib/share";
import { startIslands } from "./hydrateIslands";
import { reportVitals } from "./vitals";
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

/** Replaces a video poster with the platform's privacy-enhanced player, in the same 16:9 box (no layout shift). */
function playInPlace(play: HTMLElement) {
  const alertText = play.dataset.demoAlert;
  if (alertText) {
    window.alert(alertText);
    return;
  }
  const frame = play.closest("[data-video-frame]");
  const src = play.dataset.embedUrl;
  if (!frame || !src) return;
  const iframe = document.createElement("iframe");
  iframe.src = src;
  iframe.title = play.dataset.videoTitle ?? "Video";
  iframe.className = "absolute inset-0 h-full w-full";
  iframe.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
  iframe.referrerPolicy = "strict-origin-when-cross-origin";
  iframe.allowFullscreen = true;
  frame.replaceChildren(iframe);
  iframe.focus();
}

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const more = target?.closest<HTMLElement>('[data-island="more-toggle"]');
  if (more) {
    setMoreOpen(more, more.getAttribute("aria-expanded") !== "true");
    return;
  }
  const play = target?.closest<HTMLElement>('[data-island="video-play"]');
  if (play) {
    event.preventDefault();
    playInPlace(play);
    return;
  }
  const share = target?.closest('[data-island="share"]');
  if (share) void shareOrCopy({ title: share.getAttribute("data-share-title") || document.title, url: share.getAttribute("data-share-url") ?? location.href });
  // The server checks both (a share of an unknown story or network is not counted).
  const network = target?.closest<HTMLElement>("[data-share-article]")?.dataset;
  if (network) sendAnalytics([{ type: "share", articleId: network.shareArticle!, platform: network.shareNetwork as SharePlatform }]);
});

reportVitals();
startIslands();

// Live-blog readers over time (ADR 075): one heartbeat now and one a minute while the page is shown.
const liveBlogId = document.querySelector<HTMLElement>("[data-live-blog]")?.dataset.liveBlog;
if (liveBlogId) {
  const beat = () => document.hidden || sendAnalytics([{ type: "reading", liveBlogId }]);
  beat();
  setInterval(beat, ANALYTICS_HEARTBEAT_MS);
}

// Browser tests wait for this mark on every page, hydrated or not.
document.documentElement.dataset.hydrated = "true";
