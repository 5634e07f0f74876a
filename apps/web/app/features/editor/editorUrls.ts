/**
 * The addresses the rich-text editor accepts. Links: http(s) and mailto only (the sanitiser also allows
 * tel, the editor does not offer it). Videos: YouTube, embedded from the privacy host the CSP's
 * frame-src allows (packages/shared/src/contentSecurityPolicy.ts).
 */

export const LINK_URL_INVALID = "Enter an address that starts with https://, http:// or mailto:.";
export const YOUTUBE_URL_INVALID = "Enter a YouTube video address, e.g. https://www.youtube.com/watch?v=...";

/** The embed host; the server's sanitiser allows it as an iframe host and the CSP as frame-src. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** A link's href as typed, checked: null when it is not an http(s) or mailto address. */
export function safeLinkHref(input: string): string | null {
  const value = input.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "mailto:") return url.pathname ? value : null;
    return url.hostname ? value : null;
  } catch {
    return null;
  }
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);

/** The video id of a YouTube watch, short, shorts, live or embed address; null for anything else. */
export function youtubeVideoId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname === "youtu.be") id = segments[0];
  else if (segments[0] === "watch") id = url.searchParams.get("v");
  else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The embed address the editor stores for a YouTube address, or null. */
export function youtubeEmbedUrl(input: string): string | null {
  const id = youtubeVideoId(input);
  return id ? `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` : null;
}
