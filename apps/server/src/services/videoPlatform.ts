import { PLAYLIST_MAX_RESULTS, VIDEO_MESSAGES, type VideoWire } from "@matv/shared/video";
import { z } from "zod";

/**
 * Client of the video platform's Data API v3 (spec 001 §7 "Videos and live TV"): channels by id →
 * uploads playlist → playlist items (12) → `videos` for real durations and view counts; `search` for
 * the current live broadcast and past ones. The key only ever travels to the platform: errors carry
 * the call's name and status, never its URL.
 */

export interface VideoPlatformOptions {
  apiKey: string;
  channelId: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class VideoPlatformError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "VideoPlatformError";
  }
}

/** The channel answered without an uploads playlist (spec 001 §8): show demo content. */
export class UploadsPlaylistNotFoundError extends Error {
  constructor() {
    super(VIDEO_MESSAGES.uploadsNotFound);
    this.name = "UploadsPlaylistNotFoundError";
  }
}

const thumbnail = z.looseObject({ url: z.string() });
const snippetSchema = z.looseObject({
  title: z.string().default(""),
  description: z.string().default(""),
  publishedAt: z.string().nullish(),
  channelTitle: z.string().default(""),
  thumbnails: z.looseObject({ default: thumbnail.optional(), medium: thumbnail.optional(), high: thumbnail.optional() }).optional(),
  resourceId: z.looseObject({ videoId: z.string().optional() }).optional(),
});

const channelsSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        contentDetails: z.looseObject({ relatedPlaylists: z.looseObject({ uploads: z.string().optional() }).optional() }).optional(),
      }),
    )
    .default([]),
});
const playlistItemsSchema = z.looseObject({ items: z.array(z.looseObject({ snippet: snippetSchema.optional() })).default([]) });
const searchSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.looseObject({ videoId: z.string().optional() }).optional(), snippet: snippetSchema.optional() })).default([]),
});
const videosSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        contentDetails: z.looseObject({ duration: z.string().optional() }).optional(),
        statistics: z.looseObject({ viewCount: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

type Snippet = z.infer<typeof snippetSchema>;

function toVideo(videoId: string | undefined, snippet: Snippet | undefined): VideoWire | null {
  if (!videoId || !snippet) return null;
  const thumb = snippet.thumbnails?.high?.url ?? snippet.thumbnails?.medium?.url;
  // Private and deleted uploads come back without thumbnails: there is nothing to show.
  if (!thumb) return null;
  return {
    title: snippet.title,
    videoId,
    thumbnail: thumb,
    publishedAt: snippet.publishedAt ?? null,
    description: snippet.description,
    channelTitle: snippet.channelTitle,
    duration: null,
    viewCount: null,
  };
}

export function createVideoPlatformClient(options: VideoPlatformOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call<T>(resource: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`${base}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("key", options.apiKey);
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new VideoPlatformError(`video platform ${resource} ${reason}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new VideoPlatformError(`video platform ${resource} answered ${response.status}`, response.status);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new VideoPlatformError(`video platform ${resource} answered an unexpected shape`);
    return parsed.data;
  }

  async function uploadsPlaylistId(): Promise<string> {
    const channels = await call("channels", { part: "contentDetails", id: options.channelId }, channelsSchema);
    const uploads = channels.items[0]?.contentDetails?.relatedPlaylists?.uploads;
    if (!uploads) throw new UploadsPlaylistNotFoundError();
    return uploads;
  }

  /** Real durations and view counts; a failure here leaves them unknown rather than failing the list. */
  async function withDetails(videos: VideoWire[]): Promise<VideoWire[]> {
    if (videos.length === 0) return videos;
    try {
      const details = await call(
        "videos",
        { part: "contentDetails,statistics", id: videos.map((v) => v.videoId).join(","), maxResults: String(videos.length) },
        videosSchema,
      );
      const byId = new Map(details.items.map((item) => [item.id, item]));
      return videos.map((video) => {
        const item = byId.get(video.videoId);
        const views = item?.statistics?.viewCount;
        return {
          ...video,
          duration: item?.contentDetails?.duration ?? null,
          viewCount: views != null && /^\d+$/.test(views) ? Number(views) : null,
        };
      });
    } catch {
      return videos;
    }
  }

  /** The channel's latest uploads (12), newest first, with details. */
  async function latestUploads(): Promise<VideoWire[]> {
    const playlistId = await uploadsPlaylistId();
    const page = await call("playlistItems", { part: "snippet", playlistId, maxResults: String(PLAYLIST_MAX_RESULTS) }, playlistItemsSchema);
    const videos = page.items.map((item) => toVideo(item.snippet?.resourceId?.videoId, item.snippet)).filter((v): v is VideoWire => v !== null);
    return withDetails(videos);
  }

  /** Broadcasts of the channel: `live` now, or `completed` ones, newest first. */
  async function broadcasts(eventType: "live" | "completed", maxResults: number): Promise<VideoWire[]> {
    const result = await call(
      "search",
      { part: "snippet", channelId: options.channelId, eventType, type: "video", order: "date", maxResults: String(maxResults) },
      searchSchema,
    );
    const videos = result.items.map((item) => toVideo(item.id?.videoId, item.snippet)).filter((v): v is VideoWire => v !== null);
    return withDetails(videos);
  }

  return { latestUploads, broadcasts };
}

export type VideoPlatformClient = ReturnType<typeof createVideoPlatformClient>;
