import type { SharePlatform } from "@matv/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { analyticsEvents, articles } from "../db/schema.ts";
import { BadRequestError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import { isPublic } from "./articles.ts";

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
  /** Stores a view event and adds one to the article's views, both or neither (one transaction). */
  async function recordView(input: { articleId: string; timestamp: string }): Promise<{ views: number }> {
    const occurredAt = checkTimestamp(input.timestamp, now());
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(articles)
        .set({ views: sql`${articles.views} + 1` })
        .where(and(eq(articles.id, input.articleId), isPublic))
        .returning({ views: articles.views });
      if (!updated) throw new BadRequestError(ANALYTICS_MESSAGES.unknownArticle, "articleId");
      await tx.insert(analyticsEvents).values({ id: newObjectId(), articleId: input.articleId, type: "view", occurredAt });
      return { views: updated.views };
    });
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

  return { recordView, recordShare, countEvents };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
