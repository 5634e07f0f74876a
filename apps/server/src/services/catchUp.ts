import { matchRecordings } from "@matv/shared";
import type { VideoWire } from "@matv/shared/video";
import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { channelVideos, scheduleSlots, shows } from "../db/schema.ts";
import type { ContentCache } from "../infra/cache.ts";
import { tag } from "../infra/cacheTags.ts";
import type { Executor, Tx } from "./audit.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A show's new match words are tried against this much of its past (ADR 073). */
export const SHOW_REMATCH_DAYS = 90;

/** The tags a change of recordings makes stale: the schedule's days, the show pages, the video pages. */
export const RECORDING_TAGS = [tag.schedule, tag.shows, tag.videos] as const;

/** One writer of the schedule's rows at a time across instances (PGlite has one connection anyway). */
export async function lockSchedule(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('matv:schedule'))`);
}

const sameVideo = (row: typeof channelVideos.$inferSelect, v: VideoWire) =>
  row.title === v.title &&
  row.description === v.description &&
  row.thumbnail === v.thumbnail &&
  row.duration === v.duration &&
  row.publishedAt.toISOString() === new Date(v.publishedAt as string).toISOString();

/**
 * Rewrites the matches of the slots starting in [from - 2 d, to + 2 d). The rule looks at most 48 h across
 * (a slot lasts at most a day, its window a day more), so slots and videos four days either side are read.
 */
export async function rematchRecordings(executor: Executor, from: Date, to: Date): Promise<number> {
  const readFrom = new Date(from.getTime() - 4 * DAY_MS);
  const readTo = new Date(to.getTime() + 4 * DAY_MS);
  const writeFrom = from.getTime() - 2 * DAY_MS;
  const writeTo = to.getTime() + 2 * DAY_MS;
  const [slots, videos, handRows, showRows] = await Promise.all([
    executor
      .select({
        id: scheduleSlots.id,
        start: scheduleSlots.startsAt,
        end: scheduleSlots.endsAt,
        showId: scheduleSlots.showId,
        catchUpVideoId: scheduleSlots.catchUpVideoId,
        matchedVideoId: scheduleSlots.matchedVideoId,
      })
      .from(scheduleSlots)
      .where(and(gte(scheduleSlots.startsAt, readFrom), lt(scheduleSlots.startsAt, readTo))),
    executor
      .select({ videoId: channelVideos.videoId, title: channelVideos.title, publishedAt: channelVideos.publishedAt })
      .from(channelVideos)
      .where(and(gte(channelVideos.publishedAt, readFrom), lt(channelVideos.publishedAt, readTo))),
    executor.selectDistinct({ id: scheduleSlots.catchUpVideoId }).from(scheduleSlots).where(isNotNull(scheduleSlots.catchUpVideoId)),
    executor.select({ id: shows.id, matchWords: shows.matchWords }).from(shows),
  ]);
  const matches = matchRecordings(
    slots.map((s) => ({ id: s.id, start: s.start.toISOString(), end: s.end.toISOString(), showId: s.showId, catchUpVideoId: s.catchUpVideoId })),
    new Map(showRows.map((s) => [s.id, s.matchWords])),
    videos.map((v) => ({ videoId: v.videoId, title: v.title, publishedAt: v.publishedAt.toISOString() })),
    new Set(handRows.map((r) => r.id as string)),
  );
  let changed = 0;
  for (const slot of slots) {
    const t = slot.start.getTime();
    if (t < writeFrom || t >= writeTo) continue;
    const next = matches.get(slot.id) ?? null;
    if (next === slot.matchedVideoId) continue;
    await executor.update(scheduleSlots).set({ matchedVideoId: next }).where(eq(scheduleSlots.id, slot.id));
    changed++;
  }
  return changed;
}

/**
 * Catch-up (ADR 073): the channel's videos kept as the platform lists them, and each airing's recording found by
 * the match rule (`matchRecordings` in packages/shared). Matching runs when something it reads changes (a schedule
 * save or import, a new or changed video, a show's match words) and writes `schedule_slots.matched_video_id`; readers
 * only ever read the result, through the tagged cache.
 */
export function createCatchUpService(db: Db, cache: ContentCache) {
  const rematch = rematchRecordings;

  /**
   * Keeps the platform's videos (new ones added, changed titles or times rewritten) and rematches around the
   * ones that changed. Nothing is written when the list is as stored (the usual 30-minute refresh).
   */
  async function recordVideos(list: readonly VideoWire[], options: { demo?: boolean } = {}): Promise<number> {
    const videos = list.filter((v) => v.publishedAt && !Number.isNaN(Date.parse(v.publishedAt)));
    if (!videos.length) return 0;
    const stored = await db
      .select()
      .from(channelVideos)
      .where(
        inArray(
          channelVideos.videoId,
          videos.map((v) => v.videoId),
        ),
      );
    const byId = new Map(stored.map((r) => [r.videoId, r]));
    const fresh = videos.filter((v) => {
      const row = byId.get(v.videoId);
      return !row || !sameVideo(row, v);
    });
    if (!fresh.length) return 0;
    const times = fresh.flatMap((v) => [Date.parse(v.publishedAt as string), byId.get(v.videoId)?.publishedAt.getTime() ?? Number.NaN]).filter(Number.isFinite);
    const now = new Date();
    await db.transaction(async (tx) => {
      await lockSchedule(tx);
      for (const v of fresh) {
        const values = {
          title: v.title,
          description: v.description,
          thumbnail: v.thumbnail,
          publishedAt: new Date(v.publishedAt as string),
          duration: v.duration,
          channelTitle: v.channelTitle,
          isDemo: options.demo ?? Boolean(v.isDemo),
          updatedAt: now,
        };
        await tx
          .insert(channelVideos)
          .values({ videoId: v.videoId, ...values })
          .onConflictDoUpdate({ target: channelVideos.videoId, set: values });
      }
      // A video can only record an airing that started within 48 h before it was published.
      await rematch(tx, new Date(Math.min(...times) - DAY_MS), new Date(Math.max(...times)));
    });
    cache.invalidate([...RECORDING_TAGS]);
    return fresh.length;
  }

  return { rematch, recordVideos };
}

export type CatchUpService = ReturnType<typeof createCatchUpService>;
