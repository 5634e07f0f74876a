import { VIDEO_MESSAGES, VIDEOS_CACHE_MS } from "@matv/shared/video";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { type FakeVideo, type FakeVideoPlatform, startFakeVideoPlatform } from "../testing/fakeVideoPlatform.ts";
import { createContentCache } from "../infra/cache.ts";
import { openTestDatabase } from "../testing/testApp.ts";
import { createAuditService } from "./audit.ts";
import { createDocuments } from "./documents/model.ts";
import { createJobQueue } from "./jobs.ts";
import { createRefreshingValue, createVideoService, FAILURE_RETRY_MS, PAST_LIVES_CACHE_MS } from "./videos.ts";

const MINUTE = 60_000;

function uploads(n: number, prefix = "vid"): FakeVideo[] {
  return Array.from({ length: n }, (_, i) => ({
    videoId: `${prefix}${String(i).padStart(8, "0")}`,
    title: `Upload ${prefix} ${i}`,
    description: `About upload ${i}`,
    publishedAt: new Date(Date.UTC(2026, 10, 20, 12 - (i % 12))).toISOString(),
    duration: `PT${i + 1}M${i}S`,
    viewCount: 1000 * (i + 1),
  }));
}

describe("video service against the fake Data API v3", () => {
  let fake: FakeVideoPlatform;
  let database: Database;
  let clock: number;
  const errors: string[] = [];
  const service = (overrides: Partial<Parameters<typeof createVideoService>[2]> = {}) => {
    const cache = createContentCache();
    // The live TV settings are a site document: saved through the one document model (ADR 067).
    const documents = createDocuments(database.db, {
      kinds: [],
      cache,
      audit: createAuditService(database.db),
      jobs: createJobQueue(database.db, { handlers: () => ({}) }),
    });
    return createVideoService(database.db, cache, {
      documents,
      apiKey: fake.state.apiKey,
      channelId: fake.state.channelId,
      baseUrl: fake.url,
      now: () => clock,
      onError: (m) => errors.push(m),
      ...overrides,
    });
  };

  beforeAll(async () => {
    [fake, database] = await Promise.all([startFakeVideoPlatform(), openTestDatabase()]);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 22, 9, 0, 0);
    fake.state.mode = "ok";
    fake.state.uploads = uploads(15);
    fake.state.live = [];
    fake.state.completed = [];
    fake.requests.length = 0;
    errors.length = 0;
  });

  it("follows channels → uploads playlist → 12 playlist items → videos, and maps each item", async () => {
    const result = await service().listVideos();
    expect(fake.requests.map((r) => r.resource)).toEqual(["channels", "playlistItems", "videos"]);
    expect(fake.requests[0]?.params).toMatchObject({ id: fake.state.channelId, part: "contentDetails" });
    expect(fake.requests[1]?.params).toMatchObject({ playlistId: fake.state.uploadsPlaylistId, maxResults: "12" });
    expect(fake.requests[2]?.params.id?.split(",")).toHaveLength(12);
    expect(result.source).toBe("youtube");
    expect(result.notice).toBeUndefined();
    expect(result.lastUpdated).toBe(new Date(clock).toISOString());
    expect(result.videos).toHaveLength(12);
    expect(result.videos[2]).toEqual({
      title: "Upload vid 2",
      videoId: "vid00000002",
      thumbnail: "https://i.ytimg.com/vi/vid00000002/hqdefault.jpg",
      publishedAt: fake.state.uploads[2]?.publishedAt,
      description: "About upload 2",
      channelTitle: "MATV Fake Channel",
      duration: "PT3M2S",
      viewCount: 3000,
    });
  });

  it("skips private uploads (no thumbnail) and leaves unknown durations and views null", async () => {
    fake.state.uploads = [
      { videoId: "privateAAAA1", title: "x", publishedAt: "2026-11-01T00:00:00Z", private: true },
      { videoId: "plainAAAAA2", title: "Plain", publishedAt: "2026-11-01T00:00:00Z" },
    ];
    const { videos } = await service().listVideos();
    expect(videos.map((v) => v.videoId)).toEqual(["plainAAAAA2"]);
    expect(videos[0]).toMatchObject({ duration: null, viewCount: null });
  });

  it("keeps the list when only the details call fails (durations and views hidden)", async () => {
    fake.state.mode = "noDetails";
    const { videos, source } = await service().listVideos();
    expect(source).toBe("youtube");
    expect(videos).toHaveLength(12);
    expect(videos.every((v) => v.duration === null && v.viewCount === null)).toBe(true);
  });

  it("caches for 30 minutes for every reader, then refreshes once in the background", async () => {
    const videos = service();
    const [a, b] = await Promise.all([videos.listVideos(), videos.listVideos()]);
    expect(a).toEqual(b);
    expect(fake.requests.filter((r) => r.resource === "channels")).toHaveLength(1);
    fake.state.uploads = uploads(3, "new");
    clock += VIDEOS_CACHE_MS - 1;
    expect((await videos.listVideos()).videos).toHaveLength(12);
    await videos.settled();
    expect(fake.requests.filter((r) => r.resource === "channels")).toHaveLength(1);
    clock += 1;
    // The reader who finds it expired is not kept waiting: the old list now, the new one after the refresh.
    const [stale, alsoStale] = await Promise.all([videos.listVideos(), videos.listVideos()]);
    expect(stale).toEqual(a);
    expect(alsoStale).toEqual(a);
    await videos.settled();
    const fresh = await videos.listVideos();
    expect(fresh.videos.map((v) => v.videoId)).toEqual(["new00000000", "new00000001", "new00000002"]);
    expect(fresh.lastUpdated).toBe(new Date(clock).toISOString());
    expect(fake.requests.filter((r) => r.resource === "channels")).toHaveLength(2);
  });

  it("serves the last good list when the platform fails, and retries after a minute", async () => {
    const videos = service();
    const good = await videos.listVideos();
    fake.state.mode = "fail";
    clock += VIDEOS_CACHE_MS + MINUTE;
    expect(await videos.listVideos()).toEqual(good);
    await videos.settled();
    expect(errors.join("\n")).toContain("answered 500");
    expect(await videos.listVideos()).toEqual(good);
    const calls = fake.requests.length;
    clock += FAILURE_RETRY_MS - 1;
    expect(await videos.listVideos()).toEqual(good);
    await videos.settled();
    expect(fake.requests.length).toBe(calls);
    fake.state.mode = "ok";
    fake.state.uploads = uploads(2, "ok");
    clock += 1;
    expect(await videos.listVideos()).toEqual(good);
    await videos.settled();
    expect(fake.requests.length).toBeGreaterThan(calls);
    expect((await videos.listVideos()).videos).toHaveLength(2);
  });

  it("gives an empty list when the first load fails", async () => {
    fake.state.mode = "fail";
    expect(await service().listVideos()).toEqual({ videos: [], lastUpdated: null, source: "youtube" });
  });

  it("gives an empty list when the platform cannot be reached", async () => {
    const result = await service({ baseUrl: "http://127.0.0.1:9/youtube/v3", timeoutMs: 2000 }).listVideos();
    expect(result.videos).toEqual([]);
    expect(errors.join("\n")).toMatch(/could not be reached|timed out/);
  });

  it("shows demo content with the notice when the channel has no uploads playlist", async () => {
    fake.state.mode = "noUploads";
    const result = await service().listVideos();
    expect(result.source).toBe("demo");
    expect(result.notice).toBe(VIDEO_MESSAGES.demoNotice);
    expect(result.videos.length).toBeGreaterThanOrEqual(4);
    expect(result.videos.every((v) => v.isDemo)).toBe(true);
    expect(fake.requests.map((r) => r.resource)).toEqual(["channels"]);
  });

  it("shows demo content without calling the platform when no key is set", async () => {
    const result = await service({ apiKey: undefined }).listVideos();
    expect(result).toMatchObject({ source: "demo", notice: "Using demo content" });
    expect(fake.requests).toHaveLength(0);
  });

  it("never puts the key in what it reports", async () => {
    fake.state.mode = "fail";
    const result = await service().listVideos();
    expect(JSON.stringify(result)).not.toContain(fake.state.apiKey);
    expect(errors.join("\n")).not.toContain(fake.state.apiKey);
    fake.state.apiKey = "another-key";
    try {
      await service({ apiKey: "wrong-key-xyz" }).listVideos();
      expect(errors.join("\n")).not.toContain("wrong-key-xyz");
      expect(errors.join("\n")).toContain("answered 400");
    } finally {
      fake.state.apiKey = "fake-key-123";
    }
  });

  it("finds the live broadcast and past ones through search, past ones refreshed every 2 hours", async () => {
    fake.state.live = [{ videoId: "liveNOW0001", title: "Live now", publishedAt: "2026-11-22T08:00:00Z" }];
    fake.state.completed = [
      { videoId: "pastAAAA001", title: "Debate", publishedAt: "2026-11-21T19:00:00Z", duration: "PT1H2M3S", viewCount: 54321 },
      { videoId: "pastAAAA002", title: "Diwali", publishedAt: "2026-11-01T19:00:00Z" },
    ];
    const videos = service();
    const result = await videos.liveTv();
    expect(result).toMatchObject({ source: "youtube", count: 3, lastUpdated: new Date(clock).toISOString() });
    expect(result.currentLive).toMatchObject({ videoId: "liveNOW0001", title: "Live now", thumbnail: "https://i.ytimg.com/vi/liveNOW0001/hqdefault.jpg" });
    expect(result.pastLives.map((v) => v.videoId)).toEqual(["pastAAAA001", "pastAAAA002"]);
    expect(result.pastLives[0]).toMatchObject({ duration: "PT1H2M3S", viewCount: 54321 });
    const searches = fake.requests.filter((r) => r.resource === "search");
    expect(searches.map((r) => r.params.eventType).sort()).toEqual(["completed", "live"]);
    expect(searches.every((r) => r.params.type === "video" && r.params.channelId === fake.state.channelId)).toBe(true);

    fake.state.live = [];
    clock += VIDEOS_CACHE_MS;
    await videos.liveTv();
    await videos.settled();
    const later = await videos.liveTv();
    expect(later.currentLive).toBeNull();
    expect(later.pastLives).toHaveLength(2);
    expect(fake.requests.filter((r) => r.resource === "search" && r.params.eventType === "completed")).toHaveLength(1);
    clock += PAST_LIVES_CACHE_MS;
    await videos.liveTv();
    await videos.settled();
    expect(fake.requests.filter((r) => r.resource === "search" && r.params.eventType === "completed")).toHaveLength(2);
  });

  it("gives empty live lists when the first search fails", async () => {
    fake.state.mode = "fail";
    expect(await service().liveTv()).toMatchObject({ currentLive: null, pastLives: [], count: 0, source: "youtube" });
  });

  it("reads live videos and the stream URL from staff configuration when no key is set", async () => {
    const videos = service({ apiKey: undefined, liveStreamUrl: "https://streams.example/env.m3u8" });
    expect(await videos.liveTv()).toEqual({ currentLive: null, pastLives: [], lastUpdated: null, source: "config", count: 0 });
    expect((await videos.getLiveTvConfig()).effectiveStreamUrl).toBe("https://streams.example/env.m3u8");
    await videos.saveLiveTvConfig(
      {
        streamUrl: "https://streams.example/staff.m3u8",
        currentLive: { videoId: "cfgLive0001", title: "Staff live" },
        pastLives: [{ videoId: "cfgPast0001", title: "Staff past" }],
      },
      "a".repeat(24),
    );
    const live = await videos.liveTv();
    expect(live).toMatchObject({ source: "config", count: 2 });
    expect(live.currentLive).toMatchObject({ videoId: "cfgLive0001", title: "Staff live", thumbnail: "https://i.ytimg.com/vi/cfgLive0001/hqdefault.jpg" });
    expect(live.pastLives.map((v) => v.title)).toEqual(["Staff past"]);
    expect(live.lastUpdated).not.toBeNull();
    expect((await videos.getLiveTvConfig()).effectiveStreamUrl).toBe("https://streams.example/staff.m3u8");
    await videos.saveLiveTvConfig({ streamUrl: null, currentLive: null, pastLives: [] }, "a".repeat(24));
    expect((await videos.getLiveTvConfig()).effectiveStreamUrl).toBe("https://streams.example/env.m3u8");
  });
});

describe("createRefreshingValue", () => {
  it("shares one load between concurrent readers", async () => {
    let loads = 0;
    const value = createRefreshingValue<number>(() => 0, 1000, 100);
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return 7;
    };
    expect(await Promise.all([value.get(load, () => -1), value.get(load, () => -1), value.get(load, () => -1)])).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });
});
