import { type ArticleWire, type AuthorWire, RELATED_ARTICLES_LIMIT } from "@matv/shared";
import { and, arrayContains, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, authors } from "../db/schema.ts";
import { toArticleWire, toAuthorWire } from "./articleMapper.ts";

/** Only published, not deleted rows are ever public. */
export const isPublic = and(eq(articles.status, "published"), isNull(articles.deletedAt));

export interface ArticlePage {
  article: ArticleWire;
  author: AuthorWire | null;
  related: ArticleWire[];
}

export function createArticlesService(db: Db) {
  async function getPublished(id: string): Promise<ArticleWire | null> {
    const [row] = await db.select().from(articles).where(and(eq(articles.id, id), isPublic)).limit(1);
    return row ? toArticleWire(row) : null;
  }

  async function listPublishedByPage(pageName: string, options: { limit: number; offset?: number; excludeId?: string }): Promise<ArticleWire[]> {
    const rows = await db
      .select()
      .from(articles)
      .where(and(isPublic, arrayContains(articles.pages, [pageName]), options.excludeId ? ne(articles.id, options.excludeId) : undefined))
      // An editor's order first (sort_order), then newest first.
      .orderBy(sql`${articles.sortOrder} asc nulls last`, desc(articles.publishedAt), desc(articles.id))
      .limit(options.limit)
      .offset(options.offset ?? 0);
    return rows.map(toArticleWire);
  }

  /** Everything the article page shows: the article, its author's profile and up to 5 related. */
  async function getArticlePage(id: string): Promise<ArticlePage | null> {
    const article = await getPublished(id);
    if (!article) return null;
    const [authorRow] = article.author
      ? await db
          .select()
          .from(authors)
          .where(eq(sql`lower(${authors.name})`, article.author.toLowerCase()))
          .limit(1)
      : [];
    const firstPage = article.pages[0];
    const related = firstPage
      ? (await listPublishedByPage(firstPage, { limit: RELATED_ARTICLES_LIMIT })).filter((a) => a._id !== article._id).slice(0, 5)
      : [];
    return { article, author: authorRow ? toAuthorWire(authorRow) : null, related };
  }

  return { getPublished, listPublishedByPage, getArticlePage };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
