import { z } from "zod";

/**
 * Videos, live TV, shows and the schedule as the API answers them (spec 001 §3, §7; ADR 073; ADR 080): the
 * types in video.ts, programmes.ts and schedule.ts are inferred from these.
 */

const showLanguageSchema = z.enum(["en", "hi"]);

export const videoWireSchema = z.object({
  title: z.string(),
  videoId: z.string(),
  thumbnail: z.string(),
  publishedAt: z.string().nullable(),
  description: z.string(),
  channelTitle: z.string(),
  /** ISO 8601 duration from the platform's `videos` call (PT4M13S); null when unknown. */
  duration: z.string().nullable(),
  /** View count from the platform's `videos` call; null when unknown. */
  viewCount: z.number().nullable(),
  /** Demo content: a click alerts instead of opening the player. */
  isDemo: z.boolean().optional(),
});

const videoSourceSchema = z.enum(["youtube", "demo", "config", "none"]);

/** GET /api/videos */
export const videosResponseSchema = z.object({
  videos: z.array(videoWireSchema),
  lastUpdated: z.string().nullable(),
  source: videoSourceSchema,
  /** 'Using demo content' when demo videos are shown. */
  notice: z.string().optional(),
});

/** GET /api/live-tv. `count` is the number of videos in the answer (current live plus past lives). */
export const liveTvResponseSchema = z.object({
  currentLive: videoWireSchema.nullable(),
  pastLives: z.array(videoWireSchema),
  lastUpdated: z.string().nullable(),
  source: videoSourceSchema,
  count: z.number(),
});

/** One show as readers see it. */
export const showWireSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  presenters: z.array(z.string()),
  imageUrl: z.string().nullable(),
  language: showLanguageSchema,
});

/** An airing as the show page and `GET /api/shows/{slug}` list it. */
export const airingWireSchema = z.object({ start: z.string(), end: z.string(), title: z.string(), isLive: z.boolean() });

/** A recording of one of a show's airings (catch-up). */
export const episodeWireSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  thumbnail: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  /** When the programme it records went out. */
  airedAt: z.string(),
  isDemo: z.boolean().optional(),
});

/** `GET /api/shows`: each show with its next airing. */
export const showListItemWireSchema = showWireSchema.extend({ nextAiring: airingWireSchema.nullable() });

/** `GET /api/shows/{slug}`. */
export const showPageWireSchema = showWireSchema.extend({ nextAirings: z.array(airingWireSchema), episodes: z.array(episodeWireSchema) });

/** `GET /api/videos/{videoId}`: the video, the show and airing it records (if known), and videos to watch next. */
export const videoPageWireSchema = z.object({
  video: videoWireSchema,
  show: z.object({ slug: z.string(), name: z.string(), language: showLanguageSchema }).nullable(),
  airing: airingWireSchema.nullable(),
  related: z.array(videoWireSchema),
});

/** A show as the shows desk edits it. */
export const adminShowWireSchema = showWireSchema.extend({ matchWords: z.array(z.string()), version: z.number(), updatedAt: z.string() });

/** A video the schedule desk may attach to a slot by hand. */
export const recordingWireSchema = z.object({ videoId: z.string(), title: z.string(), publishedAt: z.string() });

/** One programme as the API answers it. */
export const scheduleSlotWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  show: z.string(),
  presenter: z.string(),
  start: z.string(),
  end: z.string(),
  isLive: z.boolean(),
  imageUrl: z.string().nullable(),
  /** The recording attached by hand on the schedule desk. */
  catchUpVideoId: z.string().nullable(),
  /** The show this slot airs, and its page's slug (null: a one-off). */
  showId: z.string().nullable(),
  showSlug: z.string().nullable(),
  /** The recording the match rule found (ADR 073); readers see `recordingOf(slot)`. */
  matchedVideoId: z.string().nullable(),
});

/** `GET`/`PUT /api/admin/schedule`: a week's programmes and its version (sent back with the next save). */
export const scheduleWeekWireSchema = z.object({
  weekStart: z.string(),
  slots: z.array(scheduleSlotWireSchema),
  version: z.number(),
  /** The week's recordings (and a day after) no slot has yet, to attach by hand (ADR 073). */
  recordings: z.array(recordingWireSchema),
});

/** `GET /api/schedule/now`. */
export const scheduleNowWireSchema = z.object({ now: scheduleSlotWireSchema.nullable(), next: scheduleSlotWireSchema.nullable() });
