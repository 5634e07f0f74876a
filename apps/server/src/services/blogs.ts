import type { BlogWire } from "@matv/shared";
import { and, arrayContains, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";
import type { ArticleRow } from "./articleMapper.ts";
import { ARTICLE_ORDER, listArticles } from "./articleLists.ts";
import { isPublicBlog } from "./articles.ts";

/**
 * A blog post is an `articles` row of kind "blog" (ADR 060): the stories desk writes it, these reads
 * answer the spec's blog calls. `pages` are the category pages whose blog list shows it.
 */
export function toBlogWire(row: ArticleRow): BlogWire {
  const date = row.publishedAt ? row.publishedAt.toISOString() : null;
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
    const where = and(isPublicBlog, options.pageName ? arrayContains(articles.pages, [options.pageName]) : undefined);
    return (await listArticles(db, where, ARTICLE_ORDER.newest(), options)).map(toBlogWire);
  }

  async function getPublished(id: string, pageName?: string): Promise<BlogWire | null> {
    recordReadTags([tag.blog(id), tag.blogs]);
    const [row] = await listArticles(db, and(isPublicBlog, eq(articles.id, id), pageName ? arrayContains(articles.pages, [pageName]) : undefined), [], {
      limit: 1,
    });
    return row ? toBlogWire(row) : null;
  }

  return { listPublished, getPublished };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
