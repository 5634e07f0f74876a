import type { z } from "zod";
import type { articleWireSchema, authorWireSchema, blogWireSchema, translationRefSchema } from "./contracts/content.ts";
/**
 * Wire shapes of the spec's content calls (spec 000 §3, spec 001 §3), inferred from their schemas in
 * contracts/content.ts (ADR 080), which the API routes declare as their answers.
 */

export type ArticleWire = z.infer<typeof articleWireSchema>;

/** A published translation of a story, as the story wire lists it. */
export type TranslationRef = z.infer<typeof translationRefSchema>;

/** A related story as the article page links it: its address comes from the title and id (articlePath). */
export type RelatedStory = Pick<ArticleWire, "_id" | "title" | "imageUrl" | "language">;

export type AuthorWire = z.infer<typeof authorWireSchema>;

export type BlogWire = z.infer<typeof blogWireSchema>;

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
