import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of the video platform's Data API v3 for tests: `channels`, `playlistItems`, `videos`
 * and `search`, answering the documented response shapes (kinds, snippets, thumbnails, resourceId).
 * Tests change `state` to make it fail or drop the uploads playlist, and read `requests`.
 */

export interface FakeVideo {
  videoId: string;
  title: string;
  description?: string;
  publishedAt: string;
  duration?: string;
  viewCount?: number;
  /** Private uploads come back without thumbnails. */
  private?: boolean;
}

export interface FakeVideoPlatformState {
  apiKey: string;
  channelId: string;
  channelTitle: string;
  uploadsPlaylistId: string;
  uploads: FakeVideo[];
  live: FakeVideo[];
  completed: FakeVideo[];
  /** "fail": every call answers 500; "noUploads": the channel has no uploads playlist; "noDetails": `videos` fails. */
  mode: "ok" | "fail" | "noUploads" | "noDetails";
}

export interface FakeRequest {
  resource: string;
  params: Record<string, string>;
}

export interface FakeVideoPlatform {
  url: string;
  state: FakeVideoPlatformState;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function thumbnails(videoId: string) {
  const at = (name: string, width: number, height: number) => ({ url: `https://i.ytimg.com/vi/${videoId}/${name}.jpg`, width, height });
  return { default: at("default", 120, 90), medium: at("mqdefault", 320, 180), high: at("hqdefault", 480, 360) };
}

function snippet(video: FakeVideo, state: FakeVideoPlatformState) {
  return {
    publishedAt: video.publishedAt,
    channelId: state.channelId,
    title: video.private ? "Private video" : video.title,
    description: video.private ? "This video is private." : (video.description ?? ""),
    thumbnails: video.private ? {} : thumbnails(video.videoId),
    channelTitle: state.channelTitle,
  };
}

function error(res: ServerResponse, code: number, message: string, reason: string) {
  res.writeHead(code, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify({ error: { code, message, errors: [{ message, domain: "global", reason }] } }));
}

export async function startFakeVideoPlatform(initial: Partial<FakeVideoPlatformState> = {}): Promise<FakeVideoPlatform> {
  const state: FakeVideoPlatformState = {
    apiKey: "fake-key-123",
    channelId: "UC_fake_channel",
    channelTitle: "MATV Fake Channel",
    uploadsPlaylistId: "UU_fake_uploads",
    uploads: [],
    live: [],
    completed: [],
    mode: "ok",
    ...initial,
  };
  const requests: FakeRequest[] = [];

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const resource = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
    const params = Object.fromEntries(url.searchParams);
    requests.push({ resource, params });
    if (params.key !== state.apiKey) return error(res, 400, "API key not valid. Please pass a valid API key.", "badRequest");
    if (state.mode === "fail") return error(res, 500, "Backend Error", "backendError");
    const send = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    const max = Math.min(Number(params.maxResults ?? 5), 50);
    switch (resource) {
      case "channels": {
        const found = params.id === state.channelId;
        const items = found
          ? [
              {
                kind: "youtube#channel",
                etag: "e1",
                id: state.channelId,
                contentDetails: { relatedPlaylists: state.mode === "noUploads" ? { likes: "" } : { likes: "", uploads: state.uploadsPlaylistId } },
              },
            ]
          : [];
        return send({ kind: "youtube#channelListResponse", etag: "e0", pageInfo: { totalResults: items.length, resultsPerPage: 5 }, items });
      }
      case "playlistItems": {
        if (params.playlistId !== state.uploadsPlaylistId)
          return error(res, 404, "The playlist identified with the request's playlistId parameter cannot be found.", "playlistNotFound");
        const items = state.uploads.slice(0, max).map((video, position) => ({
          kind: "youtube#playlistItem",
          etag: `p${position}`,
          id: `PLI${position}`,
          snippet: { ...snippet(video, state), playlistId: state.uploadsPlaylistId, position, resourceId: { kind: "youtube#video", videoId: video.videoId } },
        }));
        return send({ kind: "youtube#playlistItemListResponse", etag: "e2", pageInfo: { totalResults: state.uploads.length, resultsPerPage: max }, items });
      }
      case "videos": {
        if (state.mode === "noDetails") return error(res, 403, "quotaExceeded", "quotaExceeded");
        const ids = (params.id ?? "").split(",");
        const all = [...state.uploads, ...state.live, ...state.completed];
        const items = ids
          .map((id) => all.find((v) => v.videoId === id))
          .filter((v): v is FakeVideo => Boolean(v))
          .map((v) => ({
            kind: "youtube#video",
            etag: `v${v.videoId}`,
            id: v.videoId,
            ...(v.duration ? { contentDetails: { duration: v.duration, dimension: "2d", definition: "hd", caption: "false" } } : {}),
            ...(v.viewCount != null ? { statistics: { viewCount: String(v.viewCount), likeCount: "0", favoriteCount: "0", commentCount: "0" } } : {}),
          }));
        return send({ kind: "youtube#videoListResponse", etag: "e3", pageInfo: { totalResults: items.length, resultsPerPage: items.length }, items });
      }
      case "search": {
        if (params.channelId !== state.channelId) return send({ kind: "youtube#searchListResponse", items: [] });
        const list = params.eventType === "live" ? state.live : params.eventType === "completed" ? state.completed : state.uploads;
        const items = list.slice(0, max).map((video) => ({
          kind: "youtube#searchResult",
          etag: `s${video.videoId}`,
          id: { kind: "youtube#video", videoId: video.videoId },
          snippet: { ...snippet(video, state), liveBroadcastContent: params.eventType === "live" ? "live" : "none", publishTime: video.publishedAt },
        }));
        return send({ kind: "youtube#searchListResponse", etag: "e4", regionCode: "GB", pageInfo: { totalResults: list.length, resultsPerPage: max }, items });
      }
      default:
        return error(res, 404, "Not Found", "notFound");
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/youtube/v3`,
    state,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
