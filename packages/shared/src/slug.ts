/**
 * The spec's two slug rules (spec 000 §2 "Article page link format", spec 001 §5) and the id
 * extraction used by the article page.
 */

import { DEFAULT_EDITION, editionByCode, editionPath } from "./editions.ts";

export const ARTICLE_SLUG_ERRORS = {
  missing: "No article slug provided",
  noObjectId: "Invalid article ID - no ObjectId found",
} as const;

/**
 * `/articles/{slug-id}` slug of an English story (the spec's rule): lower-case, keep only a-z, 0-9, spaces and
 * hyphens, whitespace to hyphens, repeated hyphens collapsed, then "-" and the id. A story in another edition's
 * language keeps its own letters (ADR 077): the title in Unicode NFC, lower-cased, with every letter, combining
 * mark (Devanagari matras, virama, nukta) and digit kept and anything else a word break, so a Hindi headline gets a
 * readable address (/hi/articles/भारत-ने-जीता-मैच-{id}), percent-encoded on the wire by `articlePath`.
 */
export function buildArticleSlug(title: string, id: string, language: string = DEFAULT_EDITION.code): string {
  const words =
    language === DEFAULT_EDITION.code
      ? title
          .toLowerCase()
          .replace(/[^a-z0-9\s-]/g, "")
          .trim()
          .replace(/\s+/g, "-")
          .replace(/-+/g, "-")
          .replace(/^-|-$/g, "")
      : title
          .normalize("NFC")
          .toLowerCase()
          .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
          // A mark left at a word's start (its letter was punctuation) has nothing to sit on.
          .replace(/(^|-)\p{M}+/gu, "$1")
          .replace(/^-+|-+$/g, "");
  return words ? `${words}-${id}` : id;
}

/** A story as its address needs it: title, id and (when not English) its language. */
export interface StoryAddress {
  _id: string;
  title: string;
  language?: string | null;
}

/** `/articles/{slug-id}` of a story, in its language's edition (a Hindi story under /hi), percent-encoded. */
export function articlePath(article: StoryAddress): string {
  const language = article.language ?? DEFAULT_EDITION.code;
  return editionPath(editionByCode(language), `/articles/${encodeURIComponent(buildArticleSlug(article.title, article._id, language))}`);
}

/** The address of a listed item: its own page when it has one (a deep-dive card), else the story's article page. */
export function storyPath(item: StoryAddress & { pagePath?: string }): string {
  return item.pagePath ?? articlePath(item);
}

/**
 * A story link's href with its letters written as they are (`/hi/articles/भारत-…`), for a page's own links: a
 * browser percent-encodes them as UTF-8 when it follows the link, so it asks for the same address, and the page
 * is 3 bytes a Devanagari letter lighter than with `%E0%A4%AD` (ADR 088). Canonical, alternate and shared
 * addresses keep the encoded form. Escapes that are not letters (`%2F`, `%3F`, `%23`...) stay escaped.
 */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Editor slug: lower-case, runs of non-alphanumerics become one hyphen, ends trimmed. */
export function buildEditorSlug(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type ArticleIdResult = { ok: true; id: string } | { ok: false; error: string };

/** Finds the 24-hex id at the end of an article slug (the last one when a title holds hex too). */
export function extractArticleId(slug: string | undefined | null): ArticleIdResult {
  if (!slug || !slug.trim()) return { ok: false, error: ARTICLE_SLUG_ERRORS.missing };
  const match = /(?:^|-)([0-9a-f]{24})$/i.exec(slug.trim());
  if (!match?.[1]) return { ok: false, error: ARTICLE_SLUG_ERRORS.noObjectId };
  return { ok: true, id: match[1].toLowerCase() };
}
