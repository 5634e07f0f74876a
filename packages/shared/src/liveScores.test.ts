import { describe, expect, it } from "vitest";
import type { LiveScore } from "./homeLayout.ts";
import { liveMinute, liveScoreAt, storedLiveScore, tickLiveScore } from "./liveScores.ts";

const kickoff = "2026-11-24T19:00:00.000Z";
const at = (minutes: number, seconds = 0) => new Date(Date.parse(kickoff) + minutes * 60_000 + seconds * 1000);
const base: LiveScore = {
  id: "m1",
  sport: "Football",
  competition: "League",
  homeTeam: "A",
  awayTeam: "B",
  homeScore: 0,
  awayScore: 0,
  status: "live",
  time: "0'",
  kickoffAt: kickoff,
};

describe("live-score clocks", () => {
  it("the minute is whole minutes since kick-off, never negative, stopping at 90", () => {
    expect(liveMinute(kickoff, at(0))).toBe(0);
    expect(liveMinute(kickoff, at(-5))).toBe(0);
    expect(liveMinute(kickoff, at(44, 59))).toBe(44);
    expect(liveMinute(kickoff, at(89, 59))).toBe(89);
    expect(liveMinute(kickoff, at(90))).toBe(90);
    expect(liveMinute(kickoff, at(140))).toBe(90);
  });

  it("one update a minute moves the clock one minute under 90, then it stops; the page load time does not matter", () => {
    const shown = [88, 89, 90, 91].map((m) => tickLiveScore(base, at(m)).time);
    expect(shown).toEqual(["88'", "89'", "90'", "90'"]);
    // Two readers loading at different times see the same minute.
    expect(liveScoreAt({ ...base, time: "3'" }, at(50)).time).toBe(liveScoreAt({ ...base, time: "49'" }, at(50)).time);
  });

  it("upcoming shows the UK kick-off time, finished FT; old matches without a kick-off move one minute per update", () => {
    expect(liveScoreAt({ ...base, status: "upcoming", kickoffAt: "2026-07-01T18:30:00Z" }, at(0)).time).toBe("19:30");
    expect(liveScoreAt({ ...base, status: "finished" }, at(200)).time).toBe("FT");
    const legacy = { ...base, kickoffAt: undefined, time: "89'" };
    expect(tickLiveScore(legacy, at(0)).time).toBe("90'");
    expect(tickLiveScore({ ...legacy, time: "90'" }, at(0)).time).toBe("90'");
  });

  it("a live match saved with only its minute kicked off that many minutes before the save", () => {
    const stored = storedLiveScore({ ...base, kickoffAt: undefined, status: "live", minute: 30 }, "m1", at(100));
    expect(stored).toMatchObject({ kickoffAt: at(70).toISOString(), time: "30'" });
    expect(storedLiveScore({ ...base, status: "upcoming", kickoffAt: undefined }, "m1", at(0))).toEqual({ missingKickoff: true });
    expect(storedLiveScore({ ...base, status: "finished", kickoffAt: undefined }, "m1", at(0))).toMatchObject({ kickoffAt: null, time: "FT" });
  });
});
