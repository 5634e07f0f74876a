import { describe, expect, it } from "vitest";
import { feedTimeAgo, formatDate, relativeTime, sportsTimeAgo } from "./time.ts";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("feedTimeAgo (spec 000 §4)", () => {
  it("says 'Just now' under an hour", () => {
    expect(feedTimeAgo(ago(59 * MIN), now)).toBe("Just now");
  });
  it("counts hours under a day", () => {
    expect(feedTimeAgo(ago(HOUR), now)).toBe("1 hrs ago");
    expect(feedTimeAgo(ago(23 * HOUR + 59 * MIN), now)).toBe("23 hrs ago");
  });
  it("counts days after that", () => {
    expect(feedTimeAgo(ago(24 * HOUR), now)).toBe("1 days ago");
    expect(feedTimeAgo(ago(80 * HOUR), now)).toBe("3 days ago");
  });
  it("treats a future date as just now", () => {
    expect(feedTimeAgo(new Date(now.getTime() + HOUR), now)).toBe("Just now");
  });
});

describe("sportsTimeAgo (spec 000 §4)", () => {
  it("uses minutes under 60, else hours", () => {
    expect(sportsTimeAgo(ago(5 * MIN), now)).toBe("5m ago");
    expect(sportsTimeAgo(ago(59 * MIN), now)).toBe("59m ago");
    expect(sportsTimeAgo(ago(60 * MIN), now)).toBe("1h ago");
    expect(sportsTimeAgo(ago(30 * HOUR), now)).toBe("30h ago");
  });
});

describe("relativeTime (spec 001 §9)", () => {
  it("follows Just now, minutes, 1 hour ago, hours, then a date", () => {
    expect(relativeTime(ago(30_000), now)).toBe("Just now");
    expect(relativeTime(ago(MIN), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * MIN), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(HOUR), now)).toBe("1 hour ago");
    expect(relativeTime(ago(23 * HOUR), now)).toBe("23 hours ago");
    expect(relativeTime(ago(25 * HOUR), now)).toBe(formatDate(ago(25 * HOUR)));
    expect(relativeTime(ago(25 * HOUR), now)).toBe("21 November 2026");
  });
});
