/**
 * The spec's two slug rules (spec 000 §2 "Article page link format", spec 001 §5) and the id
 * extraction used by the article page.
 */

export const ARTICLE_SLUG_ERRORS = {
  missing: "No article slug provided",
  noObjectId: "Invalid article ID - no ObjectId found",
} as const;

/**
 * `/articles/{slug-id}` slug: lower-case, keep only a-z, 0-9, spaces and hyphens, whitespace to
 * hyphens, repeated hyphens collapsed, then "-" and the id. A title with no Latin letters (a Hindi
 * headline) gives just the id, which the article route accepts.
 */
export function buildArticleSlug(title: string, id: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return words ? `${words}-${id}` : id;
}

export function articlePath(article: { _id: string; title: string }): string {
  return `/articles/${buildArticleSlug(article.title, article._id)}`;
}

/** The address of a listed item: its own page when it has one (a deep-dive card), else the story's article page. */
export function storyPath(item: { _id: string; title: string; pagePath?: string }): string {
  return item.pagePath ?? articlePath(item);
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
