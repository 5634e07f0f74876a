import { liveScoreAt, sportsCategories, type SportsFeed, type TechnologyFeed } from "@matv/shared";
import { and, arrayContains, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles } from "../db/schema.ts";
import { type ArticlesService, isPublic } from "./articles.ts";
import { type ContentCache, LIST_CACHE_TTL_MS } from "../infra/cache.ts";
import { cacheKey } from "../infra/cacheTags.ts";
import type { SiteDocumentsService } from "./siteDocuments.ts";

export const SPORTS_NEWS_LIMIT = 10;

/** The two home feeds with more than a list: sports (news, live scores, stats) and technology (paged); both cached. */
export function createHomeFeedsService(db: Db, cache: ContentCache, articlesService: ArticlesService, documents: SiteDocumentsService) {
  async function totals(pageName: string): Promise<{ count: number; views: number }> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, views: sql<number>`coalesce(sum(${articles.views}), 0)::bigint` })
      .from(articles)
      .where(and(isPublic, arrayContains(articles.pages, [pageName])));
    return { count: Number(row?.count ?? 0), views: Number(row?.views ?? 0) };
  }

  async function sports(): Promise<SportsFeed> {
    const [news, liveScores, total] = await Promise.all([
      articlesService.listPublishedByPage("Sports", { limit: SPORTS_NEWS_LIMIT }),
      documents.getLiveScores(),
      totals("Sports"),
    ]);
    return {
      news,
      liveScores,
      categories: sportsCategories(news),
      stats: {
        matchesToday: liveScores.length,
        liveMatches: liveScores.filter((s) => s.status === "live").length,
        totalViews: total.views,
        totalArticles: total.count,
      },
    };
  }

  async function technology(options: { page: number; limit: number }): Promise<TechnologyFeed> {
    const [data, total] = await Promise.all([
      articlesService.listPublishedByPage("Technology", { limit: options.limit, offset: (options.page - 1) * options.limit }),
      totals("Technology"),
    ]);
    return {
      data,
      pagination: { page: options.page, limit: options.limit, totalItems: total.count, totalPages: Math.ceil(total.count / options.limit) },
    };
  }

  return {
    sports: async (now: Date = new Date()): Promise<SportsFeed> => {
      const feed = await cache.get(cacheKey.sportsFeed(), LIST_CACHE_TTL_MS, sports);
      // Clocks run from the stored kick-off (ADR 057): the cached feed is the same until a save, its minutes are not.
      const liveScores = feed.liveScores.map((score) => liveScoreAt(score, now));
      return liveScores.every((score, i) => score === feed.liveScores[i]) ? feed : { ...feed, liveScores };
    },
    technology: (options: { page: number; limit: number }) =>
      cache.get(cacheKey.technologyFeed(options.page, options.limit), LIST_CACHE_TTL_MS, () => technology(options)),
  };
}

export type HomeFeedsService = ReturnType<typeof createHomeFeedsService>;
