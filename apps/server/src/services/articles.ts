import { type ArticleWire, RELATED_ARTICLES_LIMIT, type ArticlePage } from "@matv/shared";
import { and, arrayContains, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, authors } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../lib/cache.ts";
import { cacheKey, tag } from "../lib/cacheTags.ts";
import { articleColumns, toArticleWire, toAuthorWire } from "./articleMapper.ts";
import { ARTICLE_ORDER, listArticles } from "./articleLists.ts";

/** Stories only: blog posts share the table and the desk but reach readers only through the blog calls (ADR 060). */
export const isStory = eq(articles.kind, "story");
/** Only published, not deleted stories are ever public on the news surfaces. */
export const isPublic = and(isStory, eq(articles.status, "published"), isNull(articles.deletedAt));
/** A published, not deleted blog post. */
export const isPublicBlog = and(eq(articles.kind, "blog"), eq(articles.status, "published"), isNull(articles.deletedAt));

/** One published story by id, uncached (the services cache it under cacheKey.story). */
export async function findPublishedStory(db: Db, id: string): Promise<ArticleWire | null> {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.id, id), isPublic))
    .limit(1);
  return row ? toArticleWire(row) : null;
}

export function createArticlesService(db: Db, cache: ContentCache) {
  async function loadPage(pageName: string, options: { limit: number; offset?: number; excludeId?: string }): Promise<ArticleWire[]> {
    const where = and(isPublic, arrayContains(articles.pages, [pageName]), options.excludeId ? ne(articles.id, options.excludeId) : undefined);
    return (await listArticles(db, where, ARTICLE_ORDER.placed(pageName), options)).map(toArticleWire);
  }

  // Prepared once: the article page reads this on every uncached render (PostgreSQL plans it once per connection).
  const articleWithAuthor = db
    .select({ article: articleColumns, author: authors })
    .from(articles)
    .leftJoin(authors, eq(sql`lower(${authors.name})`, sql`lower(${articles.author})`))
    .where(and(eq(articles.id, sql.placeholder("id")), isPublic))
    .limit(1)
    .prepare("article_page");

  /** One published story, through the cache (a miss too: publishing the story invalidates its tag). */
  function getPublished(id: string): Promise<ArticleWire | null> {
    return cache.get(cacheKey.story(id), LIST_CACHE_TTL_MS, () => findPublishedStory(db, id));
  }

  /**
   * A page's published stories in the editor's order: the home sections, `/api/home-contents` and the article
   * page's related stories. The first ones (no offset) through the cache, tagged with the page.
   */
  function listPublishedByPage(pageName: string, options: { limit: number; offset?: number; excludeId?: string }): Promise<ArticleWire[]> {
    const first = !options.offset && !options.excludeId;
    return cache.get(cacheKey.pageList(pageName, options.limit), first ? LIST_CACHE_TTL_MS : 0, () => loadPage(pageName, options));
  }

  /**
   * Everything the article page shows: the article and its author's profile (one query, read every time)
   * and up to 5 related stories from its first page's cached list, with only what their links show (the
   * page's data is encoded again by React Router on every render).
   */
  async function getArticlePage(id: string): Promise<ArticlePage | null> {
    // Read directly (every render), so the page says what it read itself: also when not found, so that
    // publishing the story drops a cached 404.
    recordReadTags([tag.story(id)]);
    const [row] = await articleWithAuthor.execute({ id });
    if (!row) return null;
    const article = toArticleWire(row.article);
    const firstPage = article.pages[0];
    const list = firstPage ? await listPublishedByPage(firstPage, { limit: RELATED_ARTICLES_LIMIT }) : [];
    const related = list
      .filter((a) => a._id !== article._id)
      .slice(0, 5)
      .map(({ _id, title, imageUrl }) => ({ _id, title, imageUrl }));
    return { article, author: row.author ? toAuthorWire(row.author) : null, related };
  }

  return { getPublished, listPublishedByPage, getArticlePage };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
