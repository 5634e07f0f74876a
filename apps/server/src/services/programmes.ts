import {
  type AiringWire,
  EPISODES_SHOWN,
  type EpisodeWire,
  NEXT_AIRINGS_SHOWN,
  nextScheduleBoundary,
  type ProgrammeAiring,
  type ShowLanguage,
  type ShowListItemWire,
  type ShowPageWire,
  showPagePath,
  type ShowWire,
  SITE,
  ukDayOf,
  ukDayRange,
  addDays,
  type VideoPageWire,
} from "@matv/shared";
import { videoThumbnailUrl, type VideoWire } from "@matv/shared/video";
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { channelVideos, scheduleSlots, shows } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadExpiry } from "../infra/cache.ts";
import { cacheKey } from "../infra/cacheTags.ts";
import { type CalendarEvent, writeCalendar } from "../rules/icalendar.ts";
import type { VideoService } from "./videos.ts";

type ShowRow = typeof shows.$inferSelect;
type SlotRow = typeof scheduleSlots.$inferSelect;
type VideoRow = typeof channelVideos.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendars carry the past week (recently aired stays in a subscriber's calendar) and everything scheduled ahead. */
const CALENDAR_DAYS_BACK = 7;
const CALENDAR_DAYS_AHEAD = 28;
const RELATED_SHOWN = 8;
const LATEST_EPISODES_SHOWN = 6;
/** The show list's next airings look this far ahead. */
const LOOK_AHEAD_MS = 14 * DAY_MS;

export function toShowWire(row: ShowRow): ShowWire {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    presenters: row.presenters,
    imageUrl: row.imageUrl,
    language: row.language,
  };
}

const toAiring = (row: Pick<SlotRow, "title" | "startsAt" | "endsAt" | "isLive">): AiringWire => ({
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  title: row.title,
  isLive: row.isLive,
});

function videoWireOf(row: VideoRow): VideoWire {
  return {
    title: row.title,
    videoId: row.videoId,
    thumbnail: row.thumbnail || videoThumbnailUrl(row.videoId),
    publishedAt: row.publishedAt.toISOString(),
    description: row.description,
    channelTitle: row.channelTitle || SITE.name,
    duration: row.duration,
    viewCount: null,
    ...(row.isDemo ? { isDemo: true } : {}),
  };
}

/** The recording a slot links to (by hand, else matched), as SQL. */
const recordingColumn = sql<string>`coalesce(${scheduleSlots.catchUpVideoId}, ${scheduleSlots.matchedVideoId})`;

/**
 * The channel's programmes for readers (ADR 073): the shows, a show's next airings and episodes, a video's page,
 * the calendars, and the airings of a time range (what programme reminders read). Every public read is one cached
 * value under the tags `shows`, `schedule` and `videos`: matching ran when those changed, so a page view only reads.
 */
export function createProgrammesService(db: Db, cache: ContentCache, deps: { videos: VideoService; now?: () => Date }) {
  const clock = deps.now ?? (() => new Date());
  /** Demo rows stay out of public reads once the platform is configured. */
  const demoAllowed = () => !deps.videos.hasPlatformKey;
  const publicVideo = (row: VideoRow | undefined) => (row && (!row.isDemo || demoAllowed()) ? row : undefined);

  /** A show's airings that have not ended by `now`, soonest first. */
  async function upcoming(showIds: string[], now: Date, limit: number) {
    if (!showIds.length) return [];
    return db
      .select({
        showId: scheduleSlots.showId,
        title: scheduleSlots.title,
        startsAt: scheduleSlots.startsAt,
        endsAt: scheduleSlots.endsAt,
        isLive: scheduleSlots.isLive,
      })
      .from(scheduleSlots)
      .where(and(inArray(scheduleSlots.showId, showIds), gt(scheduleSlots.endsAt, now), lt(scheduleSlots.startsAt, new Date(now.getTime() + LOOK_AHEAD_MS))))
      .orderBy(asc(scheduleSlots.startsAt))
      .limit(limit);
  }

  /** A show's recordings, newest first: videos kept, or (attached by hand, never listed) what the slot says. */
  async function episodesOf(showIds: string[], limit: number): Promise<Array<EpisodeWire & { showId: string }>> {
    if (!showIds.length) return [];
    const rows = await db
      .select({ slot: scheduleSlots, video: channelVideos })
      .from(scheduleSlots)
      .leftJoin(channelVideos, eq(channelVideos.videoId, recordingColumn))
      .where(and(inArray(scheduleSlots.showId, showIds), or(isNotNull(scheduleSlots.catchUpVideoId), isNotNull(scheduleSlots.matchedVideoId))))
      .orderBy(desc(sql`coalesce(${channelVideos.publishedAt}, ${scheduleSlots.endsAt})`))
      .limit(limit * 2);
    const seen = new Set<string>();
    const episodes: Array<EpisodeWire & { showId: string }> = [];
    for (const { slot, video } of rows) {
      const videoId = (slot.catchUpVideoId ?? slot.matchedVideoId) as string;
      if (seen.has(videoId) || (video?.isDemo && !demoAllowed())) continue;
      seen.add(videoId);
      episodes.push({
        showId: slot.showId as string,
        videoId,
        title: video?.title ?? slot.title,
        publishedAt: (video?.publishedAt ?? slot.endsAt).toISOString(),
        thumbnail: video?.thumbnail || videoThumbnailUrl(videoId),
        description: video?.description ?? slot.description,
        duration: video?.duration ?? null,
        airedAt: slot.startsAt.toISOString(),
        ...(video?.isDemo ? { isDemo: true } : {}),
      });
      if (episodes.length === limit) break;
    }
    return episodes;
  }

  async function listShows(): Promise<ShowListItemWire[]> {
    const now = clock();
    const value = await cache.get(
      cacheKey.shows(),
      LIST_CACHE_TTL_MS,
      async () => {
        const rows = await db
          .select()
          .from(shows)
          .orderBy(asc(sql`lower(${shows.name})`));
        // One query for every show's next airing: the first row per show.
        const next = await db
          .selectDistinctOn([scheduleSlots.showId], {
            showId: scheduleSlots.showId,
            title: scheduleSlots.title,
            startsAt: scheduleSlots.startsAt,
            endsAt: scheduleSlots.endsAt,
            isLive: scheduleSlots.isLive,
          })
          .from(scheduleSlots)
          .where(and(isNotNull(scheduleSlots.showId), gt(scheduleSlots.endsAt, now), lt(scheduleSlots.startsAt, new Date(now.getTime() + LOOK_AHEAD_MS))))
          .orderBy(scheduleSlots.showId, asc(scheduleSlots.startsAt));
        const nextByShow = new Map(next.map((n) => [n.showId, toAiring(n)]));
        return rows.map((row): ShowListItemWire => ({ ...toShowWire(row), nextAiring: nextByShow.get(row.id) ?? null }));
      },
      {
        until: (list) =>
          nextScheduleBoundary(
            list.flatMap((s) => (s.nextAiring ? [s.nextAiring] : [])),
            now,
          ) ?? undefined,
      },
    );
    const boundary = nextScheduleBoundary(
      value.flatMap((s) => (s.nextAiring ? [s.nextAiring] : [])),
      now,
    );
    if (boundary !== null) recordReadExpiry(boundary);
    return value;
  }

  async function showPage(slug: string): Promise<ShowPageWire | null> {
    const now = clock();
    const value = await cache.get(
      cacheKey.showPage(slug),
      LIST_CACHE_TTL_MS,
      async (): Promise<ShowPageWire | null> => {
        const [row] = await db.select().from(shows).where(eq(shows.slug, slug)).limit(1);
        if (!row) return null;
        const [next, episodes] = await Promise.all([upcoming([row.id], now, NEXT_AIRINGS_SHOWN), episodesOf([row.id], EPISODES_SHOWN)]);
        return { ...toShowWire(row), nextAirings: next.map(toAiring), episodes: episodes.map(({ showId: _, ...e }) => e) };
      },
      { until: (page) => (page ? (nextScheduleBoundary(page.nextAirings, now) ?? undefined) : undefined) },
    );
    const boundary = value ? nextScheduleBoundary(value.nextAirings, now) : null;
    if (boundary !== null) recordReadExpiry(boundary);
    return value;
  }

  /** The latest episodes across every show (the /live page off air). */
  async function latestEpisodes(): Promise<Array<EpisodeWire & { showSlug: string; showName: string }>> {
    return cache.get(cacheKey.latestEpisodes(), LIST_CACHE_TTL_MS, async () => {
      const rows = await db.select().from(shows);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const episodes = await episodesOf([...byId.keys()], LATEST_EPISODES_SHOWN);
      return episodes.map(({ showId, ...e }) => ({ ...e, showSlug: byId.get(showId)?.slug ?? "", showName: byId.get(showId)?.name ?? "" }));
    });
  }

  /** Looks a video up: kept videos, the current list (generated demo videos too), staff's live videos, a slot's hand attachment. */
  async function findVideo(videoId: string): Promise<VideoWire | null> {
    const [row] = await db.select().from(channelVideos).where(eq(channelVideos.videoId, videoId)).limit(1);
    const kept = publicVideo(row);
    if (kept) return videoWireOf(kept);
    const [list, live] = await Promise.all([deps.videos.listVideos(), deps.videos.liveTv()]);
    const listed = [...list.videos, ...(live.currentLive ? [live.currentLive] : []), ...live.pastLives].find((v) => v.videoId === videoId);
    if (listed) return listed;
    const [slot] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.catchUpVideoId, videoId)).orderBy(desc(scheduleSlots.startsAt)).limit(1);
    if (!slot) return null;
    return {
      title: slot.title,
      videoId,
      thumbnail: videoThumbnailUrl(videoId),
      publishedAt: slot.endsAt.toISOString(),
      description: slot.description,
      channelTitle: SITE.name,
      duration: null,
      viewCount: null,
    };
  }

  async function videoPage(videoId: string): Promise<VideoPageWire | null> {
    return cache.get(cacheKey.videoPage(videoId), LIST_CACHE_TTL_MS, async (): Promise<VideoPageWire | null> => {
      const video = await findVideo(videoId);
      if (!video) return null;
      // The airing it records: attached by hand first, else matched.
      const [aired] = await db
        .select({ slot: scheduleSlots, show: shows })
        .from(scheduleSlots)
        .leftJoin(shows, eq(shows.id, scheduleSlots.showId))
        .where(or(eq(scheduleSlots.catchUpVideoId, videoId), eq(scheduleSlots.matchedVideoId, videoId)))
        .orderBy(sql`(${scheduleSlots.catchUpVideoId} = ${videoId}) desc nulls last`, desc(scheduleSlots.startsAt))
        .limit(1);
      const show = aired?.show ?? null;
      const siblings = show ? (await episodesOf([show.id], RELATED_SHOWN + 1)).filter((e) => e.videoId !== videoId) : [];
      const related: VideoWire[] = siblings.map((e) => ({
        title: e.title,
        videoId: e.videoId,
        thumbnail: e.thumbnail,
        publishedAt: e.publishedAt,
        description: e.description,
        channelTitle: SITE.name,
        duration: e.duration,
        viewCount: null,
        ...(e.isDemo ? { isDemo: true } : {}),
      }));
      if (related.length < RELATED_SHOWN) {
        const latest = (await deps.videos.listVideos()).videos;
        for (const v of latest) {
          if (related.length >= RELATED_SHOWN) break;
          if (v.videoId !== videoId && !related.some((r) => r.videoId === v.videoId)) related.push(v);
        }
      }
      return {
        video,
        show: show ? { slug: show.slug, name: show.name, language: show.language as ShowLanguage } : null,
        airing: aired ? toAiring(aired.slot) : null,
        related,
      };
    });
  }

  /**
   * The airings that start in [from, to), with their show (slots without a show are left out): what programme
   * reminders ("10 minutes before, topic show:{slug}") and calendars read. Not cached: a worker calls it rarely.
   */
  async function airingsBetween(from: Date, to: Date, showSlug?: string): Promise<ProgrammeAiring[]> {
    const rows = await db
      .select({ slug: shows.slug, name: shows.name, title: scheduleSlots.title, startsAt: scheduleSlots.startsAt, endsAt: scheduleSlots.endsAt })
      .from(scheduleSlots)
      .innerJoin(shows, eq(shows.id, scheduleSlots.showId))
      .where(and(gte(scheduleSlots.startsAt, from), lt(scheduleSlots.startsAt, to), showSlug ? eq(shows.slug, showSlug) : undefined))
      .orderBy(asc(scheduleSlots.startsAt));
    return rows.map((r) => ({ showSlug: r.slug, showName: r.name, title: r.title, start: r.startsAt.toISOString(), end: r.endsAt.toISOString() }));
  }

  /**
   * A calendar file (RFC 5545): one show's airings (`slug`), or the whole schedule (`slug` null), from a week ago to
   * four weeks ahead. Null for an unknown show. Built once per change and origin (its links name the site).
   */
  async function calendar(slug: string | null, origin: string): Promise<string | null> {
    return cache.get(cacheKey.calendar(slug ?? "*schedule", origin), LIST_CACHE_TTL_MS, async () => {
      const today = ukDayOf(clock());
      const from = ukDayRange(addDays(today, -CALENDAR_DAYS_BACK)).start;
      const to = ukDayRange(addDays(today, CALENDAR_DAYS_AHEAD)).end;
      let show: ShowRow | undefined;
      if (slug !== null) {
        [show] = await db.select().from(shows).where(eq(shows.slug, slug)).limit(1);
        if (!show) return null;
      }
      const rows = await db
        .select({ slot: scheduleSlots, showSlug: shows.slug, showName: shows.name })
        .from(scheduleSlots)
        .leftJoin(shows, eq(shows.id, scheduleSlots.showId))
        .where(and(gte(scheduleSlots.startsAt, from), lt(scheduleSlots.startsAt, to), show ? eq(scheduleSlots.showId, show.id) : undefined))
        .orderBy(asc(scheduleSlots.startsAt));
      const host = new URL(origin).host;
      const events: CalendarEvent[] = rows.map(({ slot, showSlug, showName }) => ({
        // Slots are rewritten with new ids on a week save: the show and start name an airing stably.
        uid: `${showSlug ?? "slot"}-${slot.startsAt.toISOString().replace(/[-:.]/g, "")}@${host}`,
        start: slot.startsAt,
        end: slot.endsAt,
        summary: showName && showName !== slot.title && !show ? `${showName}: ${slot.title}` : slot.title,
        description: [slot.description, slot.isLive ? "Live on MATV." : "", `${SITE.name} satellite channel ${SITE.satelliteChannel}.`]
          .filter(Boolean)
          .join("\n"),
        url: `${origin}${showSlug ? showPagePath(showSlug) : "/schedule"}`,
        stamp: slot.updatedAt,
      }));
      return writeCalendar({
        name: show ? `${show.name} on ${SITE.name}` : `${SITE.name} TV schedule`,
        description: show ? show.description : `Programmes on ${SITE.fullName}, in UK time.`,
        events,
      });
    });
  }

  /** The airings that have a show, as programme reminders need them (ADR 074). */
  async function showAirings(from: Date, to: Date): Promise<Array<{ showSlug: string; title: string; start: Date }>> {
    return (await airingsBetween(from, to)).map((a) => ({ showSlug: a.showSlug, title: a.title, start: new Date(a.start) }));
  }

  return { listShows, showPage, latestEpisodes, videoPage, airingsBetween, showAirings, calendar };
}

export type ProgrammesService = ReturnType<typeof createProgrammesService>;
