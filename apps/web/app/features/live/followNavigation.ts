/**
 * The navigation layer that keeps the live stream playing while the reader follows links (ADR 063).
 * Loaded by the live player (on /live, or on home after Watch live) when its video first plays, never otherwise. From then on it takes
 * over plain same-origin link clicks and Back/Forward: it fetches the next page's server HTML and swaps
 * `<main>` (and the title, meta tags, body classes and the header's current link), while the one `<video>`
 * sits in the docked mini-player outside `<main>` and never stops. Pages that need their scripts, and any
 * failure, get an ordinary full load.
 */
import { FOLLOW_META_NAME } from "../../lib/renderMode";
import { COPY_FAILED, shareOrCopy } from "../../lib/share";
import { COPY_FEEDBACK_MS, LINK_COPIED_SHORT } from "../sections/ShareBar";
import { canShowInPlace, followableUrl, isPlainClick, LIVE_PLAY_SELECTOR, OVERLAY_LINK_ATTRIBUTE } from "./followRules";
import { createLiveDock, type LiveDock, moveInto } from "./liveDock";

export interface FollowOptions {
  /** The playing stream's element (it keeps its hls.js attachment wherever it is moved). */
  video: HTMLVideoElement;
  title: string;
  /** Ends the stream for good (hls.js destroyed, retries cancelled): the reader closed the player. */
  stop(): void;
  livePath?: string;
}

/** Head tags that describe one page; replaced on each swap (charset, viewport, styles and icons stay). */
const PAGE_HEAD_TAGS =
  'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property], link[rel="canonical"], script[type="application/ld+json"]';
const LIVE_VIDEO_SLOT = 'video[data-testid="live-video"]';

interface FollowState {
  matvFollow: 1;
  scrollY: number;
}

let started = false;

/** Starts the layer once per document; later calls do nothing. */
export function followWhilePlaying(options: FollowOptions): void {
  if (started) return;
  started = true;
  startFollowing(options);
}

function mainElement(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>("main#main") ?? doc.querySelector<HTMLElement>("main");
}

/** The page was rendered with React Router's runtime (render mode `hydrate`, ADR 037). */
function isHydratedPage(doc: Document): boolean {
  return Array.from(doc.scripts).some((script) => script.textContent?.includes("__reactRouterContext"));
}

function startFollowing(options: FollowOptions) {
  const { video } = options;
  const livePath = options.livePath ?? "/live";
  let closed = false;
  let routerReleased = false;
  let navigation = 0;
  let shown = new URL(window.location.href);

  const dock: LiveDock = createLiveDock({ video, title: options.title, livePath, onClose: close });

  function fullLoad(url: URL, kind: "push" | "pop") {
    if (kind === "pop") window.location.reload();
    else window.location.assign(url.href);
  }

  /** React Router stops listening to history: from here on this layer owns navigation on this document. */
  function releaseRouter() {
    if (routerReleased) return;
    routerReleased = true;
    (window as { __reactRouterDataRouter?: { dispose(): void } }).__reactRouterDataRouter?.dispose();
  }

  function replaceHead(doc: Document) {
    document.title = doc.title;
    for (const old of Array.from(document.head.querySelectorAll(PAGE_HEAD_TAGS))) old.remove();
    for (const tag of Array.from(doc.head.querySelectorAll(PAGE_HEAD_TAGS))) document.head.append(document.importNode(tag, true));
    document.body.className = doc.body.className;
  }

  /** The header stays (it may be React's); its links take the new page's current-link state. */
  function syncHeaderLinks(doc: Document) {
    const next = new Map<string, Element>();
    for (const link of Array.from(doc.querySelectorAll("header a[href]"))) next.set(link.getAttribute("href") ?? "", link);
    for (const link of Array.from(document.querySelectorAll("header a[href]"))) {
      const match = next.get(link.getAttribute("href") ?? "");
      if (!match) continue;
      link.className = match.className;
      const current = match.getAttribute("aria-current");
      if (current) link.setAttribute("aria-current", current);
      else link.removeAttribute("aria-current");
    }
  }

  function swapMain(doc: Document, nextMain: HTMLElement, url: URL) {
    const currentMain = mainElement(document);
    if (!currentMain) throw new Error("no main element");
    // Parsed without scripting, so <noscript> content would show as markup.
    for (const noscript of Array.from(nextMain.querySelectorAll("noscript"))) noscript.remove();
    const incoming = document.adoptNode(nextMain);
    // The video leaves <main> before <main> goes, within this task: it never leaves the document.
    if (currentMain.contains(video)) dock.dock(video);
    currentMain.replaceWith(incoming);
    const slot = url.pathname === livePath ? incoming.querySelector(LIVE_VIDEO_SLOT) : null;
    if (slot?.parentElement && slot !== video) {
      moveInto(slot.parentElement, video, slot);
      slot.remove();
      dock.undock();
    }
    replaceHead(doc);
    syncHeaderLinks(doc);
    return incoming;
  }

  function focusNewPage(main: HTMLElement) {
    const heading = main.querySelector<HTMLElement>("h1") ?? main;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    dock.announce(`${document.title}, page loaded`);
  }

  function restoreScroll(url: URL, kind: "push" | "pop") {
    if (kind === "pop") {
      const state = window.history.state as Partial<FollowState> | null;
      window.scrollTo(0, state?.scrollY ?? 0);
      return;
    }
    const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }

  async function navigate(url: URL, kind: "push" | "pop") {
    const id = ++navigation;
    const currentMain = mainElement(document);
    currentMain?.setAttribute("aria-busy", "true");
    let doc: Document;
    let finalUrl = url;
    try {
      const response = await fetch(url.href, { headers: { Accept: "text/html" }, credentials: "same-origin" });
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !type.includes("text/html")) throw new Error(`not a page: ${response.status}`);
      if (response.redirected && response.url) {
        finalUrl = new URL(response.url);
        finalUrl.hash = url.hash;
      }
      doc = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      if (id === navigation) fullLoad(url, kind);
      return;
    } finally {
      currentMain?.removeAttribute("aria-busy");
    }
    if (id !== navigation || closed) return;
    const nextMain = mainElement(doc);
    const declaresInPlace = doc.head.querySelector(`meta[name="${FOLLOW_META_NAME}"]`)?.getAttribute("content") === "in-place";
    if (!nextMain || !canShowInPlace({ hydrated: isHydratedPage(doc), declaresInPlace })) {
      fullLoad(finalUrl, kind);
      return;
    }
    try {
      releaseRouter();
      if (kind === "push") {
        const here = { ...(window.history.state as object | null), scrollY: window.scrollY };
        window.history.replaceState(here, "");
        window.history.pushState({ matvFollow: 1, scrollY: 0 } satisfies FollowState, "", finalUrl.href);
      } else if (finalUrl.href !== url.href) {
        window.history.replaceState(window.history.state, "", finalUrl.href);
      }
      shown = finalUrl;
      const main = swapMain(doc, nextMain, finalUrl);
      restoreScroll(finalUrl, kind);
      focusNewPage(main);
    } catch {
      fullLoad(finalUrl, kind);
    }
  }

  function onClick(event: MouseEvent) {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    if (!routerReleased && link.hasAttribute(OVERLAY_LINK_ATTRIBUTE)) return;
    const here = new URL(window.location.href);
    const url = followableUrl({ href: link.href, target: link.target, hasDownload: link.hasAttribute("download"), rel: link.rel }, here);
    // Following starts with playback; once docked, a paused player still comes along.
    const following = !closed && (!video.paused || dock.isDocked);
    if (url && following) {
      // Before React sees the click: React Router's links leave a prevented click alone.
      event.preventDefault();
      void navigate(url, "push");
      return;
    }
    // React Router no longer navigates on this document: its links (the header's) load in full.
    if (routerReleased && !link.target && !link.hasAttribute("download")) {
      const target = new URL(link.href, here);
      if (target.origin !== here.origin || (target.hash && target.pathname === here.pathname && target.search === here.search)) return;
      event.preventDefault();
      window.location.assign(target.href);
    }
  }

  function onPopState() {
    const url = new URL(window.location.href);
    // A fragment change on the page shown: the browser has already scrolled.
    if (url.pathname === shown.pathname && url.search === shown.search) return;
    if (closed || !routerReleased) {
      if (routerReleased) fullLoad(url, "pop");
      return;
    }
    void navigate(url, "pop");
  }

  /**
   * What scripts would do on the pages shown in place: the static pages' Share buttons (the islands script
   * is not on this document, ADR 037), the section article's Copy Link (ShareBar's data-copy-url) and the
   * home page's Watch live.
   */
  function onPageControlClick(event: MouseEvent) {
    if (!routerReleased) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(LIVE_PLAY_SELECTOR)) {
      // The home page's Watch live: the stream is in the dock already (or was closed: /live plays it).
      if (closed) window.location.assign(livePath);
      else {
        void video.play().catch(() => {});
        if (dock.isDocked) dock.focus();
      }
      return;
    }
    const share = target?.closest("main [data-island='share']");
    if (share) {
      void shareOrCopy({ title: share.getAttribute("data-share-title") || document.title, url: share.getAttribute("data-share-url") ?? location.href });
      return;
    }
    const copy = target?.closest<HTMLElement>("main [data-copy-url]");
    if (!copy) return;
    const status = copy.parentElement?.querySelector('[role="status"]');
    navigator.clipboard.writeText(copy.dataset.copyUrl ?? location.href).then(
      () => status && (status.textContent = copy.dataset.copied || LINK_COPIED_SHORT),
      () => status && (status.textContent = copy.dataset.copyFailed || COPY_FAILED),
    );
    setTimeout(() => status && (status.textContent = ""), COPY_FEEDBACK_MS);
  }

  /**
   * React Router's forms (the footer's newsletter fetcher) would submit through the disposed router and
   * show nothing: once it is released, a submission never reaches React and the browser sends the form
   * itself (every form on the site works without JavaScript), a full load.
   */
  function onSubmit(event: SubmitEvent) {
    if (routerReleased) event.stopPropagation();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && dock.isDocked && !event.defaultPrevented) close();
  }

  function close() {
    if (closed) return;
    closed = true;
    const hadFocus = document.activeElement instanceof Element && document.getElementById("live-dock")?.contains(document.activeElement);
    if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(() => {});
    video.pause();
    options.stop();
    if (dock.isDocked) video.remove();
    dock.remove();
    document.removeEventListener("keydown", onKeyDown);
    // Focus was in the closed player: give it to the page.
    if (hadFocus) {
      const main = mainElement(document);
      main?.setAttribute("tabindex", "-1");
      main?.focus();
    }
  }

  // Capture on window runs before React's listeners on the document.
  window.addEventListener("click", onClick, true);
  document.addEventListener("click", onPageControlClick);
  window.addEventListener("popstate", onPopState);
  window.addEventListener("submit", onSubmit, true);
  document.addEventListener("keydown", onKeyDown);
}
