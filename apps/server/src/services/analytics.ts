import type { SharePlatform } from "@matv/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { analyticsEvents, articles, articleViewMarks } from "../db/schema.ts";
import { BadRequestError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import { isPublic } from "./articles.ts";

/** A reader's views of one article count once in this window (ADR 064). */
export const VIEW_WINDOW_MS = 30 * 60_000;

/** A reader's clock may be off, but not by more than this. */
export const ANALYTICS_CLOCK_SKEW_MS = 24 * 3_600_000;
export const ANALYTICS_MESSAGES = {
  unknownArticle: "articleId: no published article has this id",
  badTimestamp: "timestamp: must be within a day of now",
} as const;

function checkTimestamp(timestamp: string, now: number): Date {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime()) || Math.abs(at.getTime() - now) > ANALYTICS_CLOCK_SKEW_MS) {
    throw new BadRequestError(ANALYTICS_MESSAGES.badTimestamp, "timestamp");
  }
  return at;
}

export function createAnalyticsService(db: Db, now: () => number = Date.now) {
  let lastPrune = 0;
  /**
   * Counts a view once per reader and article per VIEW_WINDOW_MS: the reader's mark is inserted, or
   * moved forward only when older than the window, in one statement (so two instances, or two
   * requests at once, cannot both count it); then the event and the counter move together. A repeat
   * inside the window answers the current count and `counted: false`.
   */
  async function recordView(input: { articleId: string; timestamp: string }, readerKey: string): Promise<{ views: number; counted: boolean }> {
    const occurredAt = checkTimestamp(input.timestamp, now());
    // Old marks are dropped now and then by whichever instance records a view (no job needed).
    if (now() - lastPrune > VIEW_WINDOW_MS) {
      lastPrune = now();
      pruneViewMarks().catch(() => undefined);
    }
    return db.transaction(async (tx) => {
      const [article] = await tx
        .select({ views: articles.views })
        .from(articles)
        .where(and(eq(articles.id, input.articleId), isPublic))
        .limit(1);
      if (!article) throw new BadRequestError(ANALYTICS_MESSAGES.unknownArticle, "articleId");
      const at = new Date(now());
      const marked = await tx
        .insert(articleViewMarks)
        .values({ articleId: input.articleId, readerKey, countedAt: at })
        .onConflictDoUpdate({
          target: [articleViewMarks.articleId, articleViewMarks.readerKey],
          set: { countedAt: at },
          setWhere: sql`${articleViewMarks.countedAt} <= ${new Date(at.getTime() - VIEW_WINDOW_MS)}`,
        })
        .returning({ articleId: articleViewMarks.articleId });
      if (!marked.length) return { views: article.views, counted: false };
      const [updated] = await tx
        .update(articles)
        .set({ views: sql`${articles.views} + 1` })
        .where(eq(articles.id, input.articleId))
        .returning({ views: articles.views });
      await tx.insert(analyticsEvents).values({ id: newObjectId(), articleId: input.articleId, type: "view", occurredAt, readerId: readerKey });
      return { views: updated!.views, counted: true };
    });
  }

  /** Drops view marks older than the window (they no longer hold anything back). */
  async function pruneViewMarks(): Promise<number> {
    const removed = await db
      .delete(articleViewMarks)
      .where(sql`${articleViewMarks.countedAt} <= ${new Date(now() - VIEW_WINDOW_MS)}`)
      .returning({ articleId: articleViewMarks.articleId });
    return removed.length;
  }

  /** Stores a share event for a published article. */
  async function recordShare(input: { articleId: string; platform: SharePlatform; timestamp: string }): Promise<void> {
    const occurredAt = checkTimestamp(input.timestamp, now());
    const [found] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, input.articleId), isPublic))
      .limit(1);
    if (!found) throw new BadRequestError(ANALYTICS_MESSAGES.unknownArticle, "articleId");
    await db.insert(analyticsEvents).values({ id: newObjectId(), articleId: input.articleId, type: "share", platform: input.platform, occurredAt });
  }

  /** Stored events of one article by type (staff reports and tests). */
  async function countEvents(articleId: string): Promise<{ views: number; shares: number }> {
    const rows = await db
      .select({ type: analyticsEvents.type, n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.articleId, articleId))
      .groupBy(analyticsEvents.type);
    const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
    return { views: of("view"), shares: of("share") };
  }

  return { recordView, recordShare, countEvents, pruneViewMarks };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
