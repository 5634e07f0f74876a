/**
 * The rules of the live player's navigation layer (ADR 063), pure so they are tested on their own:
 * which link clicks the layer takes over while the stream plays, and which fetched pages it may show
 * in place (every other case is an ordinary full page load, which ends the player).
 */

/** The parts of a click the rules read (a MouseEvent has them all). */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A link the page itself answers with a plain click while its scripts run (a video card opens its overlay
 * player); the layer leaves it to the page, and follows it only on pages shown in place without React.
 */
export const OVERLAY_LINK_ATTRIBUTE = "data-overlay";

/** The parts of a link the rules read. */
export interface LinkLike {
  href: string;
  target: string;
  hasDownload: boolean;
  rel: string;
}

/** A primary-button click without modifier keys that nothing else has handled. */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** Paths that are not reader pages: the staff area, the API, media, and files such as /rss.xml. */
function isReaderPagePath(pathname: string): boolean {
  if (/^\/(admin|api|media|assets)(\/|$)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * The address the layer navigates to for a click on this link, or null to leave the click to the
 * browser: other origins, other protocols, new windows, downloads, rel=external, non-page paths, and
 * links to a fragment of the page already shown.
 */
export function followableUrl(link: LinkLike, current: URL): URL | null {
  if (link.hasDownload) return null;
  if (link.target && link.target !== "_self") return null;
  if (/\bexternal\b/i.test(link.rel)) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!isReaderPagePath(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/**
 * Whether a fetched page can replace the current `<main>`. Static pages can (ADR 037: their server HTML is
 * the page). A hydrated page can when its route says its server HTML works without scripts (handle
 * `follow: "in-place"`: home, /live, a section's article); any other (search, forms, the schedule...)
 * needs its scripts, so it is loaded in full.
 */
export function canShowInPlace(page: { hydrated: boolean; declaresInPlace: boolean }): boolean {
  return !page.hydrated || page.declaresInPlace;
}

/**
 * The home page's Watch live control (HomeLiveTv). On a home page the layer shows in place (its server HTML,
 * without React) the control is answered by the layer: the stream already plays in the dock, so the press
 * resumes it there; after the reader closed the player it opens /live.
 */
export const LIVE_PLAY_SELECTOR = "main [data-live-play]";
