import { type LiveTvConfig, liveTvConfigSchema } from "@matv/shared/liveTvConfig";
import {
  type LiveTvResponse,
  PLAYLIST_MAX_RESULTS,
  VIDEO_MESSAGES,
  VIDEOS_CACHE_MS,
  type VideosResponse,
  type VideoWire,
  videoThumbnailUrl,
} from "@matv/shared/video";
import type { LiveTvConfigView } from "@matv/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { SharedValues } from "../infra/sharedValue.ts";
import { channelVideos, siteDocuments } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS } from "../infra/cache.ts";
import { cacheKey } from "../infra/cacheTags.ts";
import type { CatchUpService } from "./catchUp.ts";
import type { Documents } from "./documents/model.ts";
import { siteDocumentKind } from "./siteDocuments.ts";
import { createVideoPlatformClient, UploadsPlaylistNotFoundError, type VideoPlatformClient } from "./videoPlatform.ts";

export const LIVE_TV_DOCUMENT_KEY = "live-tv";
/** Past broadcasts change rarely and each search costs 100 quota units: refresh them less often. */
export const PAST_LIVES_CACHE_MS = 2 * 60 * 60 * 1000;
/** After a failed load with nothing to fall back on, wait this long before asking the platform again. */
export const FAILURE_RETRY_MS = 60 * 1000;
const PAST_LIVES_MAX = 12;

export interface VideoServiceOptions {
  apiKey?: string;
  channelId?: string;
  baseUrl: string;
  /** The env's stream URL, used when staff have not set one. */
  liveStreamUrl?: string;
  /** Injectable clock (tests). */
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where failures are reported (never with the key). */
  onError?: (message: string) => void;
  /** With REDIS_URL: the lists shared by every instance, so the cluster asks the platform once per interval. */
  shared?: SharedValues;
}

/**
 * A value kept for `ttlMs`, shared by every reader of this instance; concurrent misses share one load.
 * Once it is older than that, readers get the last good value at once while one refresh runs in the
 * background (no page waits on the platform once a list is known). When a refresh fails the last good
 * value stays, and the platform is asked again after `retryMs`; with no good value yet, readers wait
 * for the first load and `fallback` answers if it fails.
 */
export function createRefreshingValue<T>(now: () => number, ttlMs: number, retryMs: number) {
  let good: { value: T; at: number } | null = null;
  let failedAt: number | null = null;
  let inflight: Promise<T> | null = null;
  return {
    async get(load: () => Promise<T>, fallback: () => T): Promise<T> {
      const t = now();
      if (good && t - good.at < ttlMs) return good.value;
      if (failedAt !== null && t - failedAt < retryMs) return good ? good.value : fallback();
      if (!inflight) {
        inflight = load()
          .then((value) => {
            good = { value, at: now() };
            failedAt = null;
            return value;
          })
          .finally(() => {
            inflight = null;
          });
        inflight.catch(() => {
          failedAt = now();
        });
      }
      if (good) return good.value;
      try {
        return await inflight;
      } catch {
        // Only a successful load sets a good value, and there was none before this one failed.
        return fallback();
      }
    },
    /** Resolves when the refresh under way (if any) has finished (tests). */
    async settled(): Promise<void> {
      await inflight?.catch(() => {});
    },
    clear() {
      good = null;
      failedAt = null;
    },
  };
}

/** Shown when no key is set or the channel has no uploads playlist (spec 001 §8). */
export function demoVideos(now: number): VideoWire[] {
  const hour = 60 * 60 * 1000;
  const items: Array<[string, string, number]> = [
    ["MATV News Bulletin: the day's headlines from Britain and India", "Our evening bulletin with the main stories for the diaspora.", 2],
    ["Live Debate: what the new visa rules mean for families", "Panellists from the community debate the changes.", 26],
    ["Community Special: Diwali celebrations across London", "Reports from temples, markets and homes across the capital.", 50],
    ["Business Hour: UK–India trade and small businesses", "How the trade talks affect shops and exporters.", 74],
  ];
  return items.map(([title, description, hoursAgo], i) => ({
    title,
    videoId: `demo-${i + 1}`,
    thumbnail: "/logo.jpg",
    publishedAt: new Date(now - hoursAgo * hour).toISOString(),
    description,
    channelTitle: "MATV",
    duration: null,
    viewCount: null,
    isDemo: true,
  }));
}

const EMPTY_CONFIG: LiveTvConfig = { streamUrl: null, currentLive: null, pastLives: [] };

function configuredVideo(item: LiveTvConfig["pastLives"][number]): VideoWire {
  return {
    title: item.title,
    videoId: item.videoId,
    thumbnail: videoThumbnailUrl(item.videoId),
    publishedAt: item.publishedAt ?? null,
    description: "",
    channelTitle: "MATV",
    duration: null,
    viewCount: null,
  };
}

/**
 * The channel's videos and live TV. `catchUp` keeps every list the platform answers (ADR 073): new videos are
 * stored and matched to the airings they record as they arrive, not when a reader asks.
 */
export function createVideoService(
  db: Db,
  cache: ContentCache,
  options: VideoServiceOptions & { documents?: Documents },
  deps: { catchUp?: CatchUpService } = {},
) {
  const now = options.now ?? Date.now;
  const report = options.onError ?? (() => {});
  const client: VideoPlatformClient | null =
    options.apiKey && options.channelId
      ? createVideoPlatformClient({
          apiKey: options.apiKey,
          channelId: options.channelId,
          baseUrl: options.baseUrl,
          fetch: options.fetch,
          timeoutMs: options.timeoutMs,
        })
      : null;

  const iso = () => new Date(now()).toISOString();
  /** The platform call, through Redis when the cluster shares one copy. */
  const sharedLoad = <T>(name: string, ttlMs: number, load: () => Promise<T>) => (options.shared ? options.shared.get(`videos:${name}`, ttlMs, load) : load());
  const demo = (): VideosResponse => ({ videos: demoVideos(now()), lastUpdated: iso(), source: "demo", notice: VIDEO_MESSAGES.demoNotice });
  /** The seeded demo catalogue when there is one (its videos are the catch-up of the seeded schedule), else the generated four. */
  const seededDemo = (): Promise<VideosResponse> =>
    cache.get(cacheKey.demoVideos(), LIST_CACHE_TTL_MS, async () => {
      const rows = await db
        .select()
        .from(channelVideos)
        .where(eq(channelVideos.isDemo, true))
        .orderBy(desc(channelVideos.publishedAt))
        .limit(PLAYLIST_MAX_RESULTS);
      if (!rows.length) return demo();
      const videos = rows.map((r): VideoWire => ({
        title: r.title,
        videoId: r.videoId,
        thumbnail: r.thumbnail,
        publishedAt: r.publishedAt.toISOString(),
        description: r.description,
        channelTitle: r.channelTitle,
        duration: r.duration,
        viewCount: null,
        isDemo: true,
      }));
      return { videos, lastUpdated: rows[0]?.updatedAt.toISOString() ?? iso(), source: "demo", notice: VIDEO_MESSAGES.demoNotice };
    });
  /** Keeps a platform list for catch-up; a failure is reported, never a reader's problem. */
  async function keep<T>(value: T, videos: (value: T) => VideoWire[]): Promise<T> {
    if (deps.catchUp)
      await deps.catchUp
        .recordVideos(videos(value))
        .catch((error: unknown) => report(`keeping videos: ${error instanceof Error ? error.message : String(error)}`));
    return value;
  }
  const uploads = createRefreshingValue<VideosResponse>(now, VIDEOS_CACHE_MS, FAILURE_RETRY_MS);
  const liveNow = createRefreshingValue<{ video: VideoWire | null; at: string }>(now, VIDEOS_CACHE_MS, FAILURE_RETRY_MS);
  const pastLives = createRefreshingValue<{ videos: VideoWire[]; at: string }>(now, PAST_LIVES_CACHE_MS, FAILURE_RETRY_MS);

  function failed(what: string) {
    return (error: unknown) => {
      report(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    };
  }

  /** GET /api/videos: the channel's latest uploads, cached 30 minutes for every reader. */
  async function listVideos(): Promise<VideosResponse> {
    if (!client) return seededDemo();
    return uploads.get(
      () =>
        sharedLoad("uploads", VIDEOS_CACHE_MS, () =>
          client.latestUploads().then(
            (videos): VideosResponse => ({ videos, lastUpdated: iso(), source: "youtube" }),
            (error) => {
              if (error instanceof UploadsPlaylistNotFoundError) return demo();
              return failed("videos")(error);
            },
          ),
        ).then((value) => keep(value, (v) => (v.source === "youtube" ? v.videos : []))),
      () => ({ videos: [], lastUpdated: null, source: "youtube" }),
    );
  }

  // Read by every home and /live render: cached under the document's tag, which its save invalidates.
  function readConfig(): Promise<{ config: LiveTvConfig; updatedAt: string | null; version: number }> {
    return cache.get(cacheKey.document(LIVE_TV_DOCUMENT_KEY), LIST_CACHE_TTL_MS, async () => {
      const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, LIVE_TV_DOCUMENT_KEY)).limit(1);
      if (!row) return { config: EMPTY_CONFIG, updatedAt: null, version: 0 };
      const parsed = liveTvConfigSchema.safeParse(row.data);
      return { config: parsed.success ? parsed.data : EMPTY_CONFIG, updatedAt: row.updatedAt.toISOString(), version: row.version };
    });
  }

  /** Public: the stream URL the /live page plays, and staff's live and past videos. */
  async function getLiveTvConfig(): Promise<LiveTvConfigView> {
    const { config, updatedAt, version } = await readConfig();
    return { ...config, effectiveStreamUrl: config.streamUrl ?? options.liveStreamUrl ?? null, updatedAt, version };
  }

  /** Saves staff's live TV settings; with `version` (the API always sends it), 409 when someone saved since. */
  /** Staff's live TV settings as a document (ADR 067): URLs kept as sent, so not through the plain-text cleaning. */
  const liveTvKind = siteDocumentKind<LiveTvConfig, LiveTvConfigView>(LIVE_TV_DOCUMENT_KEY, EMPTY_CONFIG, (row) => {
    const parsed = liveTvConfigSchema.safeParse(row.data);
    const config = parsed.success ? parsed.data : EMPTY_CONFIG;
    return {
      ...config,
      effectiveStreamUrl: config.streamUrl ?? options.liveStreamUrl ?? null,
      updatedAt: row.updatedAt?.toISOString() ?? null,
      version: row.version,
    };
  });

  function saveLiveTvConfig(config: LiveTvConfig, staffId: string, version?: number): Promise<LiveTvConfigView> {
    if (!options.documents) throw new Error("the live TV settings are saved through the document model");
    return options.documents.save(liveTvKind, {
      id: LIVE_TV_DOCUMENT_KEY,
      version,
      actor: { id: staffId },
      action: "update",
      change: () => ({ data: config }),
    });
  }

  /** GET /api/live-tv: from the platform's search when a key is set, else from staff configuration. */
  async function liveTv(): Promise<LiveTvResponse> {
    if (!client) {
      const { config, updatedAt } = await readConfig();
      const currentLive = config.currentLive ? configuredVideo(config.currentLive) : null;
      const past = config.pastLives.map(configuredVideo);
      return { currentLive, pastLives: past, lastUpdated: updatedAt, source: "config", count: past.length + (currentLive ? 1 : 0) };
    }
    const [current, completed] = await Promise.all([
      liveNow.get(
        () =>
          sharedLoad("live", VIDEOS_CACHE_MS, () =>
            client.broadcasts("live", 1).then((videos) => ({ video: videos[0] ?? null, at: iso() }), failed("live now")),
          ),
        () => ({ video: null, at: "" }),
      ),
      pastLives.get(
        () =>
          sharedLoad("past", PAST_LIVES_CACHE_MS, () =>
            client.broadcasts("completed", PAST_LIVES_MAX).then((videos) => ({ videos, at: iso() }), failed("past lives")),
          ).then((value) => keep(value, (v) => v.videos)),
        () => ({ videos: [], at: "" }),
      ),
    ]);
    const currentLive = current.video;
    const past = completed.videos.filter((v) => v.videoId !== currentLive?.videoId);
    const lastUpdated = [current.at, completed.at].filter(Boolean).sort().at(-1) ?? null;
    return { currentLive, pastLives: past, lastUpdated, source: "youtube", count: past.length + (currentLive ? 1 : 0) };
  }

  /** Resolves when background refreshes under way have finished (tests). */
  async function settled(): Promise<void> {
    await Promise.all([uploads.settled(), liveNow.settled(), pastLives.settled()]);
  }

  return { listVideos, liveTv, getLiveTvConfig, saveLiveTvConfig, settled, hasPlatformKey: client !== null };
}

export type VideoService = ReturnType<typeof createVideoService>;
