import type { EditionCode } from "./editions.ts";
/**
 * Wire shapes of the spec's content calls (spec 000 §3, spec 001 §3). One article shape serves the
 * news calls, home contents and published contents, so every consumer's field names are present.
 */

export interface ArticleWire {
  _id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  summary: string | null;
  /** Same text as summary: home contents call it metaDescription, published contents description. */
  metaDescription: string | null;
  description: string | null;
  content: string;
  author: string | null;
  category: string | null;
  pages: string[];
  tags: string[];
  imageUrl: string | null;
  img: string | null;
  source: string | null;
  location: string | null;
  publishedAt: string | null;
  publishDate: string | null;
  createdAt: string;
  updatedAt: string;
  isLive: boolean;
  isBreaking: boolean;
  isTrending: boolean;
  isEyewitness: boolean;
  isVideo: boolean;
  videoDuration: string | null;
  featured: boolean;
  views: number;
  viewCount: number;
  likes: number;
  comments: number;
  commentCount: number;
  readTime: number;
  /** Where the item's own page is when it is not a story's /articles/{slug-id} (a deep-dive card's /deep-dive/{id}). */
  pagePath?: string;
  /** The story's language, an edition code (ADR 076); "en" when absent (built-in samples). */
  language?: EditionCode;
  /** The story's published translations, each with its address (ADR 077). */
  translations?: TranslationRef[];
}

/** A published translation of a story, as the story wire lists it. */
export interface TranslationRef {
  language: EditionCode;
  _id: string;
  url: string;
  title: string;
}

/** A related story as the article page links it: its address comes from the title and id (articlePath). */
export type RelatedStory = Pick<ArticleWire, "_id" | "title" | "imageUrl" | "language">;

export interface AuthorWire {
  _id: string;
  name: string;
  bio: string;
  avatar: string;
  title: string;
  category: string;
  socialLinks: { twitter?: string; linkedin?: string; website?: string };
  articlesCount: number;
  followersCount: number;
  joinedDate: string;
  location: string | null;
  expertise: string[];
}

export interface BlogWire {
  _id: string;
  title: string;
  summary: string | null;
  author: string | null;
  imageUrl: string | null;
  content: string;
  pages: string[];
  publishDate: string | null;
  date: string | null;
}

/** The spec's defaults (spec 000 §3, §9; spec 001 §9). */
export const DEFAULT_AUTHOR_NAME = "Staff Reporter";
export const DEFAULT_AUTHOR_TITLE = "MATV Staff Writer";
export const DEFAULT_AUTHOR_CATEGORY = "BUSINESS";
export const DEFAULT_AUTHOR_BIO = "A journalist with the MATV newsroom, reporting for readers in the UK and the Indian diaspora.";
export const DEFAULT_AUTHOR_AVATAR = "/default-avatar.svg";
export const FALLBACK_IMAGE = "/logo.jpg";
export const RELATED_ARTICLES_LIMIT = 6;
export const RELATED_ARTICLES_SHOWN = 5;

/** Public path of an author's profile (name URL-encoded, spec 000 §2). */
export function authorPath(name: string | null | undefined): string {
  return `/author/${encodeURIComponent(name?.trim() || DEFAULT_AUTHOR_NAME)}`;
}

/**
 * A social link as the public profile reads it (spec 000 §2: links may be stored without a scheme): an
 * http(s) address stays, any other scheme stays (for the schema to refuse), anything else gets https://.
 */
export function socialLinkWithScheme(value: string): string {
  const link = value.trim();
  if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return `https://${link.replace(/^\/+/, "")}`;
}
