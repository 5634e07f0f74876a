import { describe, expect, it } from "vitest";
import { feedTimeAgo, formatDate, formatHeaderDate, relativeTime } from "./time.ts";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("feedTimeAgo (spec 000 §4)", () => {
  it("says 'Just now' under an hour", () => {
    expect(feedTimeAgo(ago(59 * MIN), now)).toBe("Just now");
  });
  it("counts hours under a day", () => {
    expect(feedTimeAgo(ago(HOUR), now)).toBe("1 hr ago");
    expect(feedTimeAgo(ago(23 * HOUR + 59 * MIN), now)).toBe("23 hrs ago");
  });
  it("counts days after that", () => {
    expect(feedTimeAgo(ago(24 * HOUR), now)).toBe("1 day ago");
    expect(feedTimeAgo(ago(47 * HOUR), now)).toBe("1 day ago");
    expect(feedTimeAgo(ago(48 * HOUR), now)).toBe("2 days ago");
    expect(feedTimeAgo(ago(2 * HOUR), now)).toBe("2 hrs ago");
    expect(feedTimeAgo(ago(80 * HOUR), now)).toBe("3 days ago");
  });
  it("treats a future date as just now", () => {
    expect(feedTimeAgo(new Date(now.getTime() + HOUR), now)).toBe("Just now");
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

describe("formatDate and formatHeaderDate (no Intl in the browser)", () => {
  const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const headerFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });
  // Every day of 2020-2035 at the minutes around midnight and the 01:00 UTC clock changes.
  const instants = Array.from({ length: 16 * 366 }, (_, day) => Date.UTC(2020, 0, 1) + day * 24 * HOUR).flatMap((midnight) =>
    [0, 30 * MIN, HOUR - 1, HOUR, 90 * MIN, 22 * HOUR + 59 * MIN, 23 * HOUR + 30 * MIN].map((offset) => new Date(midnight + offset)),
  );

  it("writes the day in UTC as en-GB does ('22 November 2026')", () => {
    expect(formatDate("2026-11-22T23:59:00Z")).toBe("22 November 2026");
    for (const instant of instants) expect(formatDate(instant)).toBe(dateFormat.format(instant));
  });

  it("writes the header's day in London time, British Summer Time included, as en-GB does", () => {
    expect(formatHeaderDate(new Date("2026-11-22T12:00:00Z"))).toBe("Sunday, 22 November 2026");
    expect(formatHeaderDate(new Date("2026-06-30T23:30:00Z"))).toBe("Wednesday, 1 July 2026");
    for (const instant of instants) expect(formatHeaderDate(instant)).toBe(headerFormat.format(instant));
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatHeaderDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
