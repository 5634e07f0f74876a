import { desc, type SQL, sql } from "drizzle-orm";
import { articles } from "../db/schema.ts";
import { type ArticleRow, articleColumns } from "./articleMapper.ts";
import type { Executor } from "./audit.ts";
import { placementOrder } from "./placements.ts";

/**
 * The one read path of article lists (ADR 068): which articles (the surface's condition: isPublic,
 * isPublicBlog, a page...), in one of the orders below, which page of them. Page loaders, the public API, the
 * feeds and sitemaps, the list editors, the desk and the author pages all list articles through here.
 */
export const ARTICLE_ORDER = {
  /** A page's hand-made order: pinned, the editors' position, then newest (home sections, section pages, list editors, related stories). */
  placed: (pageName: string): SQL[] => placementOrder(pageName),
  /** Newest first, undated last (the public API's lists and categories, search ties, feeds, sitemaps, blogs, author pages). */
  newest: (): SQL[] => [sql`${articles.publishedAt} desc nulls last`, desc(articles.id)],
  /** Marked trending first, then the most viewed (GET /api/news/trending). */
  trending: (): SQL[] => [desc(articles.isTrending), desc(articles.views), ...ARTICLE_ORDER.newest()],
  /** Marked featured first (GET /api/news/featured). */
  featured: (): SQL[] => [desc(articles.featured), ...ARTICLE_ORDER.newest()],
  /** The most viewed (an author's popular tab). */
  popular: (): SQL[] => [desc(articles.views), ...ARTICLE_ORDER.newest()],
  /** Last edited first (the staff desk). */
  edited: (): SQL[] => [desc(articles.updatedAt), desc(articles.id)],
} as const;

/** One page of the articles `where` finds, in `order`. */
export function listArticles(executor: Executor, where: SQL | undefined, order: SQL[], page: { limit: number; offset?: number }): Promise<ArticleRow[]> {
  return executor
    .select(articleColumns)
    .from(articles)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** A page of a list with its total: the page (from 1) and how many on it. */
export async function pageOfArticles(
  executor: Executor,
  where: SQL | undefined,
  order: SQL[],
  paging: { page: number; limit: number },
): Promise<{ rows: ArticleRow[]; total: number; hasMore: boolean }> {
  const offset = (paging.page - 1) * paging.limit;
  const [rows, [counted]] = await Promise.all([
    listArticles(executor, where, order, { limit: paging.limit, offset }),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows, total, hasMore: offset + rows.length < total };
}
