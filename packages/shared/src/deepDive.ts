/**
 * Deep-dive cards (spec 001 §3 "Deep dive card"): the wire shape, the editor's whole-card schema
 * (in deepDiveSchema.ts, so pages that only show cards do not ship zod) and the video-platform rule for embeds.
 */
import type { z } from "zod";
import type { adminDeepDiveCardWireSchema, deepDiveCardWireSchema, deepDiveSectionWireSchema } from "./contracts/siteBlocks.ts";
import { type EditionCode, editionPath } from "./editions.ts";
import type { ArticleWire } from "./content.ts";
import { readTimeMinutes, stripHtml } from "./text.ts";

export type DeepDiveSectionWire = z.infer<typeof deepDiveSectionWireSchema>;

export type DeepDiveCardWire = z.infer<typeof deepDiveCardWireSchema>;

/** The deep-dive desk's card: every status, its language, group and staleness (ADR 083). */
export type AdminDeepDiveCardWire = z.infer<typeof adminDeepDiveCardWireSchema>;

/** Minutes to read a card's page: its summary and every section (spec 000 §9's 200 words a minute). */
export function deepDiveReadTime(card: Pick<DeepDiveCardWire, "content" | "sections">): number {
  return readTimeMinutes([card.content, ...card.sections.flatMap((s) => [s.subheading, s.paragraph])].join(" "));
}
export const DEEP_DIVE_SAVED = "Card updated successfully!";
export const DEEP_DIVE_SAVE_FAILED = "Failed to update";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_HOSTS = new Set(["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);

/**
 * The video id of a video-platform address (watch, short, embed or shorts link) or of a bare 11-character
 * id; null for anything else (other hosts, javascript: and the like).
 */
export function youtubeVideoId(input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  if (VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!VIDEO_HOSTS.has(url.hostname)) return null;
  let id: string | null = null;
  if (url.hostname === "youtu.be") id = url.pathname.slice(1);
  else if (url.pathname === "/watch") id = url.searchParams.get("v");
  else {
    const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
    id = match?.[1] ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The one origin video embeds are served from: the platform's privacy-enhanced player, and the only frame-src the CSP allows. */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Privacy-enhanced embed address for a stored video link (deep dives, and every iframe the sanitiser keeps). */
export function youtubeEmbedUrl(input: string | null | undefined): string | null {
  const id = youtubeVideoId(input);
  return id ? `${VIDEO_EMBED_ORIGIN}/embed/${id}` : null;
}

/** The full page of a deep-dive card, in the edition of its language (ADR 083: a Hindi card is at /hi/deep-dive/{id}). */
export function deepDivePath(id: string, language: EditionCode = "en"): string {
  return editionPath(language, `/deep-dive/${id}`);
}

/** The card's long read as HTML for the article modal: each section's subheading and paragraph (already sanitised). */
export function deepDiveSectionsHtml(card: Pick<DeepDiveCardWire, "content" | "sections">): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const sections = card.sections.map((s) => `${s.subheading ? `<h3>${escape(s.subheading)}</h3>` : ""}${s.paragraph}`).join("");
  return sections || card.content;
}

/**
 * One model for Deep Dive (ADR 059): the home section and GET /api/home-contents/published/pages/deep-dive show
 * the deep-dive editor's cards in the home item shape (spec 000 §3), each leading to its page `/deep-dive/{id}`.
 */
export function deepDiveCardAsStory(card: DeepDiveCardWire): ArticleWire {
  const summary = stripHtml(card.content) || null;
  const content = deepDiveSectionsHtml(card);
  return {
    _id: card._id,
    slug: "",
    title: card.title,
    subtitle: card.heading,
    summary,
    metaDescription: summary,
    description: summary,
    content,
    author: null,
    category: card.category || "Deep Dive",
    pages: ["DeepDive"],
    tags: [],
    imageUrl: card.img || card.image,
    img: card.img || card.image,
    source: null,
    location: null,
    publishedAt: card.updatedAt,
    publishDate: card.updatedAt,
    createdAt: card.updatedAt,
    updatedAt: card.updatedAt,
    isLive: false,
    isBreaking: false,
    isTrending: false,
    isEyewitness: false,
    isVideo: false,
    videoDuration: null,
    featured: false,
    views: 0,
    viewCount: 0,
    likes: 0,
    comments: 0,
    commentCount: 0,
    readTime: deepDiveReadTime(card),
    language: card.language ?? "en",
    pagePath: deepDivePath(card._id, card.language ?? "en"),
  };
}
