/**
 * Share links for the article modal and pages (spec 000 §2 "Article modal", §5). Each builder
 * asserts its inputs the way the spec describes: a missing url raises an Error whose message is
 * '<network>.url' (e.g. 'twitter.url'); Pinterest also needs media; Twitter hashtags and related
 * must be arrays.
 */

export type ShareNetwork = "facebook" | "twitter" | "whatsapp" | "linkedin" | "pinterest" | "reddit";

export interface ShareWindowSize {
  width: number;
  height: number;
}

/** Share windows open at 550x400 by default; some networks use larger ones (spec 000 §2). */
export const DEFAULT_SHARE_WINDOW: ShareWindowSize = { width: 550, height: 400 };
export const SHARE_WINDOW_SIZES: Record<ShareNetwork, ShareWindowSize> = {
  facebook: DEFAULT_SHARE_WINDOW,
  twitter: DEFAULT_SHARE_WINDOW,
  whatsapp: DEFAULT_SHARE_WINDOW,
  linkedin: DEFAULT_SHARE_WINDOW,
  reddit: { width: 660, height: 460 },
  pinterest: { width: 1000, height: 820 },
};

/** Poll interval for noticing that a share window was closed (spec 000 §9). */
export const SHARE_WINDOW_CLOSE_POLL_MS = 1000;

function assert(value: unknown, message: string): asserts value {
  if (!value) throw new Error(message);
}

function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

export function facebookShareUrl(url: string, options: { hashtag?: string } = {}): string {
  assert(url, "facebook.url");
  return `https://www.facebook.com/sharer/sharer.php${query({ u: url, hashtag: options.hashtag })}`;
}

export function twitterShareUrl(url: string, options: { title?: string; via?: string; hashtags?: string[]; related?: string[] } = {}): string {
  assert(url, "twitter.url");
  const hashtags = options.hashtags ?? [];
  const related = options.related ?? [];
  assert(Array.isArray(hashtags), "twitter.hashtags is not an array");
  assert(Array.isArray(related), "twitter.related is not an array");
  return `https://twitter.com/share${query({
    url,
    text: options.title,
    via: options.via,
    hashtags: hashtags.length ? hashtags.join(",") : undefined,
    related: related.length ? related.join(",") : undefined,
  })}`;
}

export function whatsappShareUrl(url: string, options: { title?: string; separator?: string } = {}): string {
  assert(url, "whatsapp.url");
  const text = options.title ? `${options.title}${options.separator ?? " "}${url}` : url;
  return `https://api.whatsapp.com/send${query({ text })}`;
}

export function linkedinShareUrl(url: string, options: { title?: string; summary?: string; source?: string } = {}): string {
  assert(url, "linkedin.url");
  return `https://www.linkedin.com/shareArticle${query({ url, mini: "true", title: options.title, summary: options.summary, source: options.source })}`;
}

export function pinterestShareUrl(url: string, options: { media: string; description?: string }): string {
  assert(url, "pinterest.url");
  assert(options?.media, "pinterest.media");
  return `https://pinterest.com/pin/create/button/${query({ url, media: options.media, description: options.description })}`;
}

export function redditShareUrl(url: string, options: { title?: string } = {}): string {
  assert(url, "reddit.url");
  return `https://www.reddit.com/submit${query({ url, title: options.title })}`;
}

/** The four networks the article modal offers, with their links for one article. */
export function articleShareLinks(url: string, title: string): Array<{ network: ShareNetwork; label: string; href: string }> {
  return [
    { network: "facebook", label: "Facebook", href: facebookShareUrl(url) },
    { network: "twitter", label: "Twitter", href: twitterShareUrl(url, { title }) },
    { network: "whatsapp", label: "WhatsApp", href: whatsappShareUrl(url, { title, separator: " - " }) },
    { network: "linkedin", label: "LinkedIn", href: linkedinShareUrl(url, { title }) },
  ];
}

/** `window.open` features for a share window centred on the current screen. */
export function shareWindowFeatures(
  network: ShareNetwork,
  screen: { width: number; height: number; left?: number; top?: number } = { width: 1280, height: 800 },
): string {
  const { width, height } = SHARE_WINDOW_SIZES[network] ?? DEFAULT_SHARE_WINDOW;
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},location=no,toolbar=no,status=no,directories=no,menubar=no,scrollbars=yes,resizable=no,centerscreen=yes,chrome=yes`;
}
