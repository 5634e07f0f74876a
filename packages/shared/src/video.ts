/** Wire shapes, texts and constants of videos and live TV (spec 001 §2, §3, §7, §8, §9). */
import type { z } from "zod";
import type { liveTvResponseSchema, videoWireSchema, videosResponseSchema } from "./contracts/programmes.ts";

export type VideoWire = z.infer<typeof videoWireSchema>;

export type VideoSource = "youtube" | "demo" | "config" | "none";

/** GET /api/videos */
export type VideosResponse = z.infer<typeof videosResponseSchema>;

/** GET /api/live-tv. `count` is the number of videos in the answer (current live plus past lives). */
export type LiveTvResponse = z.infer<typeof liveTvResponseSchema>;

export const VIDEO_MESSAGES = {
  uploadsNotFound: "Uploads playlist not found.",
  demoNotice: "Using demo content",
  demoAlert: "This is a demo video. In production, this would open the actual YouTube video.",
  noLive: "No live video right now",
  streamNotConfigured: "The live stream is not available right now.",
  streamError: "The live stream could not be loaded. Trying again…",
} as const;

/** Spec 001 §9: videos are kept 30 minutes; the playlist call asks for 12; the home block shows 4. */
export const VIDEOS_CACHE_MS = 30 * 60 * 1000;
export const PLAYLIST_MAX_RESULTS = 12;
export const LATEST_VIDEOS_SHOWN = 4;
/** Spec 001 §4, §9: more than this many seconds behind the live edge is BEHIND LIVE. */
export const LIVE_BEHIND_THRESHOLD_SECONDS = 20;

/** 'PT1H2M3S' → '1:02:03', 'PT4M5S' → '4:05'; null for anything else (live 'P0D' included). */
export function formatVideoDuration(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const match = /^P(?:(\d+)D)?T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!match) return null;
  const [, d, h, m, s] = match;
  const hours = Number(d ?? 0) * 24 + Number(h ?? 0);
  const minutes = Number(m ?? 0);
  const seconds = Number(s ?? 0);
  if (hours + minutes + seconds === 0) return null;
  const ss = String(seconds).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${ss}` : `${minutes}:${ss}`;
}

/** 950 → '950 views', 12_500 → '12.5K views', 2_300_000 → '2.3M views'; null when unknown. */
export function formatViewCount(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count < 0) return null;
  const short = (n: number, unit: string) => `${(Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, "")}${unit}`;
  let text: string;
  if (count >= 1_000_000_000) text = short(count / 1_000_000_000, "B");
  else if (count >= 1_000_000) text = short(count / 1_000_000, "M");
  else if (count >= 1_000) text = short(count / 1_000, "K");
  else text = String(count);
  return `${text} ${count === 1 ? "view" : "views"}`;
}

/** Live indicator (spec 001 §4): behind when the playhead is more than 20 s before the live edge. */
export function isBehindLive(currentTime: number, liveEdge: number, threshold = LIVE_BEHIND_THRESHOLD_SECONDS): boolean {
  if (!Number.isFinite(currentTime) || !Number.isFinite(liveEdge)) return false;
  return liveEdge - currentTime > threshold;
}

/** Privacy-enhanced embed address, loaded only when a reader opens a video. */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

export function videoWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** Thumbnail for a video known only by id (staff configuration). */
export function videoThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const textOr = <T>(v: unknown, fallback: T): string | T => (typeof v === "string" ? v : fallback);

/**
 * A `GET /api/videos` body as the browser may receive it (a proxy's or a platform's surprise included): the
 * videos that have an id and a title, every other field made safe to show; null when the body is not a video list.
 */
export function parseVideosResponse(body: unknown): VideosResponse | null {
  if (!isRecord(body) || !Array.isArray(body.videos)) return null;
  const videos = body.videos.flatMap((v: unknown): VideoWire[] => {
    if (!isRecord(v) || typeof v.videoId !== "string" || !v.videoId || typeof v.title !== "string") return [];
    const publishedAt = textOr(v.publishedAt, null);
    return [
      {
        title: v.title,
        videoId: v.videoId,
        thumbnail: textOr(v.thumbnail, ""),
        publishedAt: publishedAt && !Number.isNaN(Date.parse(publishedAt)) ? publishedAt : null,
        description: textOr(v.description, ""),
        channelTitle: textOr(v.channelTitle, ""),
        duration: textOr(v.duration, null),
        viewCount: typeof v.viewCount === "number" && Number.isFinite(v.viewCount) ? v.viewCount : null,
        ...(v.isDemo === true ? { isDemo: true } : {}),
      },
    ];
  });
  const sources: readonly VideoSource[] = ["youtube", "demo", "config", "none"];
  return {
    videos,
    lastUpdated: textOr(body.lastUpdated, null),
    source: sources.includes(body.source as VideoSource) ? (body.source as VideoSource) : "none",
    ...(typeof body.notice === "string" ? { notice: body.notice } : {}),
  };
}
