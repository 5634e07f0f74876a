import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeVideoPlatform, startFakeVideoPlatform } from "../../testing/fakeVideoPlatform.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("GET /api/videos", () => {
  let fake: FakeVideoPlatform;
  let withKey: TestApp;
  let withoutKey: TestApp;
  beforeAll(async () => {
    fake = await startFakeVideoPlatform({
      uploads: [
        { videoId: "abcDEF12345", title: "Bulletin", description: "Tonight", publishedAt: "2026-11-21T18:00:00Z", duration: "PT12M5S", viewCount: 1234 },
        { videoId: "ghiJKL67890", title: "Debate", publishedAt: "2026-11-20T18:00:00Z" },
      ],
    });
    [withKey, withoutKey] = await Promise.all([
      createTestApp({ YOUTUBE_API_KEY: fake.state.apiKey, YOUTUBE_CHANNEL_ID: fake.state.channelId, YOUTUBE_API_BASE_URL: fake.url }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withKey.close(), withoutKey.close(), fake.close()]);
  });

  it("answers {videos, lastUpdated} from the platform, without the key", async () => {
    const res = await withKey.app.inject({ method: "GET", url: "/api/videos" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("s-maxage");
    const body = res.json();
    expect(body.source).toBe("youtube");
    expect(Date.parse(body.lastUpdated)).not.toBeNaN();
    expect(body.videos).toEqual([
      {
        title: "Bulletin",
        videoId: "abcDEF12345",
        thumbnail: "https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg",
        publishedAt: "2026-11-21T18:00:00Z",
        description: "Tonight",
        channelTitle: "MATV Fake Channel",
        duration: "PT12M5S",
        viewCount: 1234,
      },
      expect.objectContaining({ videoId: "ghiJKL67890", duration: null, viewCount: null }),
    ]);
    expect(res.body).not.toContain(fake.state.apiKey);
  });

  it("serves the cached list to the next reader without calling the platform", async () => {
    const before = fake.requests.length;
    const res = await withKey.app.inject({ method: "GET", url: "/api/videos" });
    expect(res.json().videos).toHaveLength(2);
    expect(fake.requests.length).toBe(before);
  });

  it("answers demo videos with the notice when no key is set", async () => {
    const res = await withoutKey.app.inject({ method: "GET", url: "/api/videos" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: "demo", notice: "Using demo content" });
    expect(res.json().videos[0]).toMatchObject({ isDemo: true, videoId: "demo-1" });
  });
});
