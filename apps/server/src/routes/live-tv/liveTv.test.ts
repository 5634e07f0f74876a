import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadJwtSecret } from "../../infra/secrets.ts";
import { type FakeVideoPlatform, startFakeVideoPlatform } from "../../testing/fakeVideoPlatform.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("live TV API", () => {
  let t: TestApp;
  let token: string;
  const config = {
    version: 0,
    streamUrl: "https://streams.example/live/index.m3u8",
    currentLive: { videoId: "liveABC1234", title: "Live debate" },
    pastLives: [{ videoId: "pastABC1234", title: "Last week's debate", publishedAt: "2026-11-15T19:00:00Z" }],
  };
  const put = (payload: unknown, auth?: string) =>
    t.app.inject({ method: "PUT", url: "/api/live-tv/config", payload: payload as object, headers: auth ? { authorization: auth } : {} });

  beforeAll(async () => {
    t = await createTestApp({ LIVE_STREAM_URL: "https://streams.example/env.m3u8" });
    await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
    token = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
  });
  afterAll(() => t.close());

  it("GET /api/live-tv answers the spec's shape from staff configuration when no key is set", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/live-tv" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currentLive: null, pastLives: [], lastUpdated: null, source: "config", count: 0 });
  });

  it("GET /api/live-tv/config is public and falls back to LIVE_STREAM_URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/live-tv/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { streamUrl: null, currentLive: null, pastLives: [], effectiveStreamUrl: "https://streams.example/env.m3u8", updatedAt: null, version: 0 },
    });
  });

  it("refuses a write without a token, with a bad token and with an expired token (401)", async () => {
    expect((await put(config)).statusCode).toBe(401);
    expect((await put(config, "Bearer not.a.token")).statusCode).toBe(401);
    const secret = loadJwtSecret(t.dataDir, undefined);
    const expired = await new SignJWT({ role: "editor", email: "editor@matv.test" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("a".repeat(24))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const res = await put(config, `Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it.each([
    [{ ...config, streamUrl: "ftp://streams.example/live.m3u8" }, "streamUrl"],
    [{ ...config, streamUrl: "not a url" }, "streamUrl"],
    [{ ...config, currentLive: { videoId: "bad id!", title: "x" } }, "currentLive.videoId"],
    [{ ...config, pastLives: [{ videoId: "pastABC1234", title: "" }] }, "pastLives.0.title"],
    [{ version: 0, currentLive: null, pastLives: [] }, "streamUrl"],
    [{ streamUrl: null, currentLive: null, pastLives: [] }, "version"],
  ])("refuses %j with 400 naming the field", async (payload, field) => {
    const res = await put(payload, `Bearer ${token}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });

  it("saves staff configuration, which the public calls then serve", async () => {
    const res = await put(config, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    const { version: _loaded, ...settings } = config;
    expect(res.json().data).toMatchObject({ ...settings, effectiveStreamUrl: config.streamUrl, version: 1 });
    const live = (await t.app.inject({ method: "GET", url: "/api/live-tv" })).json();
    expect(live).toMatchObject({ source: "config", count: 2 });
    expect(live.currentLive).toMatchObject({ videoId: "liveABC1234", title: "Live debate" });
    expect(live.pastLives).toEqual([expect.objectContaining({ videoId: "pastABC1234", publishedAt: "2026-11-15T19:00:00Z" })]);
    const cfg = (await t.app.inject({ method: "GET", url: "/api/live-tv/config" })).json();
    expect(cfg.data.effectiveStreamUrl).toBe(config.streamUrl);
  });

  it("answers 409 to a save from a version someone else has saved since, and keeps their settings", async () => {
    const current = (await t.app.inject({ method: "GET", url: "/api/live-tv/config" })).json().data.version as number;
    const [first, second] = await Promise.all([
      put({ ...config, version: current, streamUrl: "https://streams.example/a.m3u8" }, `Bearer ${token}`),
      put({ ...config, version: current, streamUrl: "https://streams.example/b.m3u8" }, `Bearer ${token}`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? "a" : "b";
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ success: false, field: "version" });
    const cfg = (await t.app.inject({ method: "GET", url: "/api/live-tv/config" })).json().data;
    expect(cfg).toMatchObject({ streamUrl: `https://streams.example/${winner}.m3u8`, version: current + 1 });
    expect((await put({ ...config, version: current }, `Bearer ${token}`)).statusCode).toBe(409);
  });
});

describe("GET /api/live-tv with a platform key", () => {
  let fake: FakeVideoPlatform;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeVideoPlatform({
      live: [{ videoId: "onAir000001", title: "On air", publishedAt: "2026-11-22T08:00:00Z" }],
      completed: [{ videoId: "done0000001", title: "Done", publishedAt: "2026-11-21T08:00:00Z", duration: "PT45M", viewCount: 99 }],
    });
    t = await createTestApp({ YOUTUBE_API_KEY: fake.state.apiKey, YOUTUBE_CHANNEL_ID: fake.state.channelId, YOUTUBE_API_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });

  it("answers the live broadcast and past ones from the platform's search, without the key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/live-tv" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ source: "youtube", count: 2, currentLive: { videoId: "onAir000001" } });
    expect(body.pastLives).toEqual([expect.objectContaining({ videoId: "done0000001", duration: "PT45M", viewCount: 99 })]);
    expect(res.body).not.toContain(fake.state.apiKey);
  });

  it("gives empty lists when the platform fails on the first load", async () => {
    fake.state.mode = "fail";
    const other = await createTestApp({ YOUTUBE_API_KEY: fake.state.apiKey, YOUTUBE_CHANNEL_ID: fake.state.channelId, YOUTUBE_API_BASE_URL: fake.url });
    try {
      const res = await other.app.inject({ method: "GET", url: "/api/live-tv" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ currentLive: null, pastLives: [], count: 0 });
      const videos = await other.app.inject({ method: "GET", url: "/api/videos" });
      expect(videos.json()).toMatchObject({ videos: [], lastUpdated: null });
      expect(videos.body).not.toContain(fake.state.apiKey);
    } finally {
      fake.state.mode = "ok";
      await other.close();
    }
  });
});
