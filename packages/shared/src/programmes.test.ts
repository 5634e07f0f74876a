import { describe, expect, it } from "vitest";
import { countdownText, matchRecordings, normaliseTitle, recordingOf, titleMatches } from "./programmes.ts";

const slot = (id: string, start: string, end: string, showId: string | null = "debate", catchUpVideoId: string | null = null) => ({
  id,
  start,
  end,
  showId,
  catchUpVideoId,
});
const video = (videoId: string, title: string, publishedAt: string) => ({ videoId, title, publishedAt });
const words = new Map<string, string[]>([
  ["debate", ["Big Debate", "Live Debate"]],
  ["news", ["MATV News"]],
  ["hindi", ["नमस्ते ब्रिटेन"]],
]);

describe("titleMatches", () => {
  it("finds match words as whole words, ignoring case, punctuation and spacing", () => {
    expect(titleMatches("THE BIG-DEBATE: visas", ["Big Debate"])).toBe(true);
    expect(titleMatches("Bigger Debates", ["Big Debate"])).toBe(false);
    expect(titleMatches("MATV Newsroom tour", ["MATV News"])).toBe(false);
    expect(titleMatches("नमस्ते ब्रिटेन: दिवाली", ["नमस्ते ब्रिटेन"])).toBe(true);
    expect(titleMatches("Anything", ["", "  "])).toBe(false);
  });
  it("normalises to lower-case words of any script", () => {
    expect(normaliseTitle("  Live—Debate!! ")).toBe("live debate");
  });
});

describe("matchRecordings", () => {
  const airing = slot("s1", "2026-11-24T20:00:00Z", "2026-11-24T21:00:00Z");
  it("attaches a video published between the start and 24 hours after the end", () => {
    const m = matchRecordings([airing], words, [video("v1", "The Big Debate: visas", "2026-11-24T21:45:00Z")]);
    expect(m.get("s1")).toBe("v1");
    expect(matchRecordings([airing], words, [video("v1", "Big Debate", "2026-11-24T20:00:00Z")]).get("s1")).toBe("v1");
    expect(matchRecordings([airing], words, [video("v1", "Big Debate", "2026-11-25T21:00:00Z")]).get("s1")).toBe("v1");
  });
  it("does not attach before the start, after the window, or without the words", () => {
    expect(matchRecordings([airing], words, [video("v1", "Big Debate", "2026-11-24T19:59:59Z")]).size).toBe(0);
    expect(matchRecordings([airing], words, [video("v1", "Big Debate", "2026-11-25T21:00:01Z")]).size).toBe(0);
    expect(matchRecordings([airing], words, [video("v1", "Business Hour", "2026-11-24T21:10:00Z")]).size).toBe(0);
    expect(
      matchRecordings([slot("s2", "2026-11-24T20:00:00Z", "2026-11-24T21:00:00Z", null)], words, [video("v1", "Big Debate", "2026-11-24T21:10:00Z")]).size,
    ).toBe(0);
  });
  it("gives a video to the latest airing that started before it was published, and an airing its first video", () => {
    const earlier = slot("s0", "2026-11-23T20:00:00Z", "2026-11-23T21:00:00Z");
    const m = matchRecordings([earlier, airing], words, [
      video("clip", "Big Debate clip", "2026-11-24T23:00:00Z"),
      video("full", "The Big Debate", "2026-11-24T21:30:00Z"),
      video("old", "Big Debate", "2026-11-23T22:00:00Z"),
    ]);
    expect(m.get("s1")).toBe("full");
    expect(m.get("s0")).toBe("old");
    expect([...m.values()]).not.toContain("clip");
  });
  it("leaves out slots and videos attached by hand", () => {
    const hand = slot("s1", "2026-11-24T20:00:00Z", "2026-11-24T21:00:00Z", "debate", "manual12345");
    expect(matchRecordings([hand], words, [video("v1", "Big Debate", "2026-11-24T21:30:00Z")]).size).toBe(0);
    expect(matchRecordings([airing], words, [video("v1", "Big Debate", "2026-11-24T21:30:00Z")], new Set(["v1"])).size).toBe(0);
  });
  it("keeps shows apart", () => {
    const news = slot("n1", "2026-11-24T21:00:00Z", "2026-11-24T21:30:00Z", "news");
    const m = matchRecordings([airing, news], words, [
      video("v1", "MATV News at nine", "2026-11-24T21:40:00Z"),
      video("v2", "Live Debate", "2026-11-24T21:40:00Z"),
    ]);
    expect(m.get("n1")).toBe("v1");
    expect(m.get("s1")).toBe("v2");
  });
});

describe("recordingOf and countdownText", () => {
  it("prefers the video attached by hand", () => {
    expect(recordingOf({ catchUpVideoId: "hand", matchedVideoId: "auto" })).toBe("hand");
    expect(recordingOf({ catchUpVideoId: null, matchedVideoId: "auto" })).toBe("auto");
    expect(recordingOf({ catchUpVideoId: null })).toBeNull();
  });
  it("counts down in seconds, minutes, hours and days", () => {
    expect(countdownText(0)).toBe("now");
    expect(countdownText(40_000)).toBe("in 40 s");
    expect(countdownText(12 * 60_000)).toBe("in 12 min");
    expect(countdownText((2 * 60 + 5) * 60_000)).toBe("in 2 h 05 min");
    expect(countdownText(26 * 3_600_000)).toBe("in 1 d 2 h");
  });
});
