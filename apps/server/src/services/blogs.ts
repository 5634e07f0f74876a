import type { BlogWire } from "@matv/shared";
import { and, arrayContains, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogs } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../lib/cache.ts";
import { cacheKey, tag } from "../lib/cacheTags.ts";
import { sanitizeHtml } from "../lib/sanitizeHtml.ts";

type BlogRow = typeof blogs.$inferSelect;

/** Only published, not deleted blog posts are ever public. */
const isPublicBlog = and(eq(blogs.status, "published"), isNull(blogs.deletedAt));

export function toBlogWire(row: BlogRow): BlogWire {
  const date = row.publishDate ? row.publishDate.toISOString() : null;
  return {
    _id: row.id,
    title: row.title,
    summary: row.summary,
    author: row.author,
    imageUrl: row.imageUrl,
    content: sanitizeHtml(row.content),
    pages: row.pages,
    publishDate: date,
    date,
  };
}

export function createBlogsService(db: Db, cache: ContentCache) {
  /** Published posts, newest first; `pageName` narrows to one section's posts. */
  function listPublished(options: { pageName?: string; limit?: number; offset?: number } = {}): Promise<BlogWire[]> {
    const limit = options.limit ?? 100;
    return cache.get(cacheKey.blogs(options.pageName, limit), options.offset ? 0 : LIST_CACHE_TTL_MS, () => loadList({ ...options, limit }));
  }

  async function loadList(options: { pageName?: string; limit: number; offset?: number }): Promise<BlogWire[]> {
    const rows = await db
      .select()
      .from(blogs)
      .where(and(isPublicBlog, options.pageName ? arrayContains(blogs.pages, [options.pageName]) : undefined))
      .orderBy(sql`${blogs.publishDate} desc nulls last`, desc(blogs.id))
      .limit(options.limit)
      .offset(options.offset ?? 0);
    return rows.map(toBlogWire);
  }

  async function getPublished(id: string, pageName?: string): Promise<BlogWire | null> {
    recordReadTags([tag.blog(id), tag.blogs]);
    const [row] = await db
      .select()
      .from(blogs)
      .where(and(isPublicBlog, eq(blogs.id, id), pageName ? arrayContains(blogs.pages, [pageName]) : undefined))
      .limit(1);
    return row ? toBlogWire(row) : null;
  }

  return { listPublished, getPublished };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
