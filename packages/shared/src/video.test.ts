import { describe, expect, it } from "vitest";
import { liveTvConfigSchema } from "./liveTvConfig.ts";
import { formatVideoDuration, formatViewCount, isBehindLive, parseVideosResponse, videoEmbedUrl } from "./video.ts";

describe("formatVideoDuration", () => {
  it.each([
    ["PT4M13S", "4:13"],
    ["PT45S", "0:45"],
    ["PT1H2M3S", "1:02:03"],
    ["PT2H", "2:00:00"],
    ["P1DT1H", "25:00:00"],
    ["P0D", null],
    ["PT0S", null],
    ["garbage", null],
    [null, null],
  ])("%s → %s", (iso, text) => {
    expect(formatVideoDuration(iso)).toBe(text);
  });
});

describe("formatViewCount", () => {
  it.each([
    [0, "0 views"],
    [1, "1 view"],
    [950, "950 views"],
    [1000, "1K views"],
    [12_550, "12.5K views"],
    [2_300_000, "2.3M views"],
    [1_000_000_000, "1B views"],
    [null, null],
    [-1, null],
  ])("%s → %s", (n, text) => {
    expect(formatViewCount(n)).toBe(text);
  });
});

describe("isBehindLive", () => {
  it("is behind only when more than 20 seconds from the live edge", () => {
    expect(isBehindLive(100, 120)).toBe(false);
    expect(isBehindLive(99.9, 120)).toBe(true);
    expect(isBehindLive(130, 120)).toBe(false);
    expect(isBehindLive(Number.NaN, 120)).toBe(false);
  });
});

describe("liveTvConfigSchema", () => {
  it("accepts http and https stream URLs and fills defaults", () => {
    expect(liveTvConfigSchema.parse({ streamUrl: "http://127.0.0.1:8080/live.m3u8" })).toEqual({
      streamUrl: "http://127.0.0.1:8080/live.m3u8",
      currentLive: null,
      pastLives: [],
    });
  });
  it("refuses other schemes and bad video ids", () => {
    expect(liveTvConfigSchema.safeParse({ streamUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(liveTvConfigSchema.safeParse({ streamUrl: null, currentLive: { videoId: "<script>", title: "x" } }).success).toBe(false);
  });
});

it("embeds on the privacy-enhanced domain", () => {
  expect(videoEmbedUrl("abc_DEF-123")).toBe("https://www.youtube-nocookie.com/embed/abc_DEF-123?autoplay=1&rel=0");
});

describe("parseVideosResponse", () => {
  it("refuses bodies that are not a video list", () => {
    for (const body of [null, "x", 3, [], {}, { videos: "nope" }, { videos: { a: 1 } }, { data: [] }]) expect(parseVideosResponse(body)).toBeNull();
  });
  it("keeps videos with an id and a title, makes every other field safe to show", () => {
    const parsed = parseVideosResponse({
      videos: [
        { videoId: "abc", title: "One", publishedAt: "not a date", viewCount: "12", duration: 5, thumbnail: null },
        { videoId: 7, title: "Bad id" },
        { title: "No id" },
        "junk",
        null,
      ],
      lastUpdated: 12,
      source: "elsewhere",
    });
    expect(parsed).toEqual({
      videos: [{ videoId: "abc", title: "One", publishedAt: null, viewCount: null, duration: null, thumbnail: "", description: "", channelTitle: "" }],
      lastUpdated: null,
      source: "none",
    });
  });
});
