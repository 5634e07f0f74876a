import { readTimeMinutes } from "@matv/shared";
import { newObjectId } from "../lib/ids.ts";
import type { articles, authors } from "./schema.ts";

/** Data factories shared by the demo seed and the tests: every field has a believable default. */

export type ArticleInsert = typeof articles.$inferInsert;
export type AuthorInsert = typeof authors.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

/**
 * `sortOrder` is the legacy single position: given without `placements`, it becomes the position on
 * every page of the article (what the list editors write).
 */
export function buildArticle(overrides: Partial<ArticleInsert> = {}): ArticleInsert & { id: string } {
  const n = next();
  const pages = overrides.pages ?? ["LatestNews"];
  const placements =
    overrides.placements ??
    (typeof overrides.sortOrder === "number" ? Object.fromEntries(pages.map((p) => [p, { position: overrides.sortOrder as number, pinned: false }])) : {});
  // null stays null (a story never published); undefined gets a believable time.
  const publishedAt = overrides.publishedAt === undefined ? new Date(Date.now() - n * 37 * 60_000) : overrides.publishedAt;
  const createdAt = publishedAt ?? new Date();
  const content = overrides.content ?? `<p>Paragraph one of test article ${n}.</p><p>Paragraph two with more words.</p>`;
  return {
    id: newObjectId(createdAt),
    title: `Test article number ${n}`,
    subtitle: `Subtitle ${n}`,
    summary: `Summary of test article ${n}.`,
    author: "Staff Reporter",
    category: "News",
    tags: ["News"],
    imageUrl: null,
    status: "published",
    createdAt,
    updatedAt: createdAt,
    readTime: readTimeMinutes(content),
    ...overrides,
    pages,
    placements,
    content,
    publishedAt,
  } as ArticleInsert & { id: string };
}

export function buildAuthor(overrides: Partial<AuthorInsert> = {}): AuthorInsert & { id: string } {
  const n = next();
  return {
    id: newObjectId(),
    name: `Author ${n}`,
    bio: `Bio of author ${n}.`,
    title: "Correspondent",
    category: "WORLD",
    socialLinks: {},
    ...overrides,
  } as AuthorInsert & { id: string };
}

/** A blog post (ADR 060): an article row of kind "blog"; `publishDate` is its published time. */
export function buildBlog(overrides: Partial<ArticleInsert> & { publishDate?: Date | null } = {}): ArticleInsert & { id: string } {
  const n = next();
  const { publishDate: wanted, ...rest } = overrides;
  const publishDate = wanted === undefined ? new Date(Date.now() - n * 3 * 3_600_000) : wanted;
  const content = rest.content ?? `<p>Blog post ${n} body.</p>`;
  return buildArticle({
    title: `Blog post ${n}`,
    summary: `Summary of blog post ${n}.`,
    category: null,
    tags: [],
    pages: ["WorldNews"],
    content,
    ...rest,
    kind: "blog",
    publishedAt: publishDate,
  });
}

/** A desk story (issue 17): a draft article written by a staff member, with alt text for its image. */
export function buildStory(overrides: Partial<ArticleInsert> & { createdBy: string }): ArticleInsert & { id: string } {
  return buildArticle({ status: "draft", publishedAt: null, pages: [], version: 1, updatedBy: overrides.createdBy, imageAlt: null, ...overrides });
}
