import { type AnalyticsEvent, type SharePlatform, ukDayOf } from "@matv/shared";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { analyticsEvents, analyticsRollups, analyticsSalts, analyticsViewMarks, analyticsVisitors, articles } from "../db/schema.ts";
import { BadRequestError } from "../rules/errors.ts";
import { type AnalyticsClient, createAnalyticsIngest, VIEW_WINDOW_MS } from "./analyticsIngest.ts";
import { createAnalyticsReports } from "./analyticsReports.ts";
import { isPublic } from "./articles.ts";

export { VIEW_WINDOW_MS } from "./analyticsIngest.ts";
export type { AnalyticsClient } from "./analyticsIngest.ts";

/** A reader's clock may be off, but not by more than this. */
export const ANALYTICS_CLOCK_SKEW_MS = 24 * 3_600_000;
export const ANALYTICS_MESSAGES = {
  unknownArticle: "articleId: no published article has this id",
  badTimestamp: "timestamp: must be within a day of now",
} as const;

/** How long each kind of row is kept (ADR 075). */
export const ANALYTICS_RETENTION = {
  rawEventsDays: 7,
  /** 13 months of minute, hour and day rollups. */
  rollupDays: 396,
} as const;
/** How often the scheduler deletes what is past its keeping (services/background.ts). */
export const ANALYTICS_PRUNE_EVERY_MS = 10 * 60_000;

function checkTimestamp(timestamp: string, now: number): void {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime()) || Math.abs(at.getTime() - now) > ANALYTICS_CLOCK_SKEW_MS) {
    throw new BadRequestError(ANALYTICS_MESSAGES.badTimestamp, "timestamp");
  }
}

/** A page served to a reader: what counting needs of the request, read when it is written (ADR 075). */
export interface ServedPage {
  path: string;
  search: string;
  referrer?: string;
  ownHost?: string;
}

export function createAnalyticsService(db: Db, options: { now?: () => number; onError?: (error: unknown) => void } = {}) {
  const now = options.now ?? Date.now;
  const ingest = createAnalyticsIngest(db, options);
  const reports = createAnalyticsReports(db, now);

  async function requirePublicArticle(articleId: string): Promise<void> {
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, articleId), isPublic))
      .limit(1);
    if (!article) throw new BadRequestError(ANALYTICS_MESSAGES.unknownArticle, "articleId");
  }

  /**
   * Deletes what is past its time: raw events after 7 days, rollups after 13 months, 30-minute marks after their
   * window, and every salt and visitor row of days before today (the salt is thrown away with its day).
   */
  async function prune(): Promise<void> {
    const at = now();
    const today = ukDayOf(at);
    await db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, new Date(at - ANALYTICS_RETENTION.rawEventsDays * 86_400_000)));
    await db.delete(analyticsRollups).where(lt(analyticsRollups.bucket, new Date(at - ANALYTICS_RETENTION.rollupDays * 86_400_000)));
    await db.delete(analyticsViewMarks).where(lt(analyticsViewMarks.countedAt, new Date(at - VIEW_WINDOW_MS)));
    await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
    ingest.forgetSalts();
  }

  return {
    /** Counts a page the server served to a reader (cache hits included). Never throws, never waits. */
    pageServed(page: ServedPage, client: AnalyticsClient): void {
      ingest.add({ kind: "view", path: page.path, search: page.search, referrer: page.referrer, ownHost: page.ownHost }, client);
    },

    /**
     * The spec's `POST /analytics/view` (the home page's article modal): the same count as a page view, once per
     * reader and story per 30 minutes whatever user agent the client claims. Answers after its batch is written.
     */
    async recordView(
      input: { articleId: string; timestamp: string },
      client: AnalyticsClient,
      page: Partial<ServedPage> = {},
    ): Promise<{ views: number; counted: boolean }> {
      checkTimestamp(input.timestamp, now());
      await requirePublicArticle(input.articleId);
      const counted = await new Promise<boolean>((resolve) => {
        const kept = ingest.add(
          {
            kind: "view",
            path: page.path ?? `/articles/${input.articleId}`,
            search: page.search,
            referrer: page.referrer,
            ownHost: page.ownHost,
            storyId: input.articleId,
            done: resolve,
          },
          client,
        );
        if (!kept) resolve(false);
        else ingest.flushSoon();
      });
      const [row] = await db.select({ views: articles.views }).from(articles).where(eq(articles.id, input.articleId));
      return { views: row?.views ?? 0, counted };
    },

    /** The spec's `POST /analytics/share`: kept for the next write (a share of an unknown article is refused). */
    async recordShare(input: { articleId: string; platform: SharePlatform; timestamp: string }, client: AnalyticsClient): Promise<void> {
      checkTimestamp(input.timestamp, now());
      await requirePublicArticle(input.articleId);
      ingest.add({ kind: "share", storyId: input.articleId, platform: input.platform }, client);
    },

    /** Beacons (`POST /api/analytics/events`): kept for the next write; ids are checked there. */
    ingestEvents(events: readonly AnalyticsEvent[], client: AnalyticsClient): number {
      let kept = 0;
      for (const e of events) {
        const hit =
          e.type === "share"
            ? { kind: "share" as const, storyId: e.articleId, platform: e.platform }
            : e.type === "play"
              ? { kind: "play" as const, videoId: e.videoId, storyId: e.articleId }
              : e.type === "live"
                ? { kind: "live" as const }
                : e.type === "reading"
                  ? { kind: "reading" as const, storyId: e.liveBlogId }
                  : { kind: "vital" as const, metric: e.name, value: e.value, path: e.path.split("?")[0]! };
        if (ingest.add(hit, client)) kept++;
      }
      return kept;
    },

    /** Writes what is waiting now: the scheduler every few seconds (services/background.ts), tests by hand. */
    flush: () => ingest.flush(),
    prune,
    /** Writes what is left (graceful shutdown loses nothing); the scheduler writes every few seconds (services/background.ts). */
    stop: () => ingest.stop(),
    get pending() {
      return ingest.pending;
    },
    get dropped() {
      return ingest.dropped;
    },
    ...reports,
    /** Stored events of one story by type (tests). */
    async countEvents(storyId: string): Promise<{ views: number; shares: number }> {
      const rows = await db
        .select({ type: analyticsEvents.type, n: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.storyId, storyId))
        .groupBy(analyticsEvents.type);
      const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
      return { views: of("view"), shares: of("share") };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
