import { VIDEO_EMBED_ORIGIN, youtubeEmbedUrl } from "@matv/shared";
import sanitize from "sanitize-html";

/**
 * Video embeds: any of the platform's own addresses (watch, embed, short links) is rewritten to its
 * privacy-enhanced player, the one host the Content-Security-Policy's frame-src allows; any other iframe is dropped.
 */
const ALLOWED_IFRAME_HOSTS = [new URL(VIDEO_EMBED_ORIGIN).hostname];

/**
 * A link with any target at all (`_blank`, `_BLANK`, `newwin`, even an empty one: each can open a new browsing
 * context) gets `rel="noopener noreferrer"`, whatever rel it had; a link without one keeps its rel but never
 * `opener` (ADR 069).
 */
function linkAttributes(attribs: sanitize.Attributes): sanitize.Attributes {
  if ("target" in attribs) return { ...attribs, rel: "noopener noreferrer" };
  if (attribs.rel === undefined) return attribs;
  const rel = attribs.rel
    .split(/\s+/)
    .filter((token) => token && token.toLowerCase() !== "opener")
    .join(" ");
  const { rel: _dropped, ...rest } = attribs;
  return rel ? { ...rest, rel } : rest;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "mark",
    "blockquote",
    "q",
    "cite",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ALLOWED_IFRAME_HOSTS,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    iframe: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const embed = src && /^https?:\/\//i.test(src.trim()) ? youtubeEmbedUrl(src) : null;
      return { tagName, attribs: embed ? { src: embed, ...rest } : rest };
    },
  },
  // An iframe whose address was not a video embed is left without one: drop it whole.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
};

/**
 * Results of recent calls: reads sanitise the same stored bodies over and over, and sanitize-html
 * costs far more than a Map lookup. Bounded by entries and input size; the function stays pure.
 */
const MEMO_ENTRIES = 1000;
const MEMO_MAX_INPUT = 100_000;
const memo = new Map<string, string>();

/** The one HTML allowlist: used when content is saved and again when it is read. */
export function sanitizeHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, OPTIONS);
  if (html.length <= MEMO_MAX_INPUT) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
    memo.set(html, clean);
  }
  return clean;
}
