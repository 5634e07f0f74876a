import { describe, expect, it } from "vitest";
import {
  nextScheduleBoundary,
  addDays,
  findOverlap,
  formatBroadcastTime,
  onNowAndNext,
  scheduleDayLabel,
  scheduleDays,
  ukDayOf,
  ukDayRange,
  ukClock,
  ukTimeToInstant,
  ukWeekStart,
} from "./schedule.ts";
import { scheduleSlotInputSchema } from "./scheduleSchema.ts";

describe("formatBroadcastTime", () => {
  it("shows GMT and IST the next day in winter (gap 5:30)", () => {
    expect(formatBroadcastTime("2026-11-24T19:00:00Z")).toBe("19:00 GMT · 00:30 IST +1");
  });
  it("shows BST in summer (gap 4:30)", () => {
    expect(formatBroadcastTime("2026-07-01T18:00:00Z")).toBe("19:00 BST · 23:30 IST");
  });
  it("follows the UK's change back on 2026-10-25 and forward on 2027-03-28", () => {
    expect(formatBroadcastTime("2026-10-25T00:30:00Z")).toBe("01:30 BST · 06:00 IST");
    expect(formatBroadcastTime("2026-10-25T01:30:00Z")).toBe("01:30 GMT · 07:00 IST");
    expect(formatBroadcastTime("2027-03-28T00:30:00Z")).toBe("00:30 GMT · 06:00 IST");
    expect(formatBroadcastTime("2027-03-28T01:30:00Z")).toBe("02:30 BST · 07:00 IST");
  });
});

describe("UK days", () => {
  it("names the UK calendar day of an instant", () => {
    expect(ukDayOf("2026-07-01T23:30:00Z")).toBe("2026-07-02");
    expect(ukDayOf("2026-11-24T23:30:00Z")).toBe("2026-11-24");
  });
  it("gives 25 hours on the day clocks go back and 23 on the day they go forward", () => {
    const back = ukDayRange("2026-10-25");
    expect(back.start.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(back.end.getTime() - back.start.getTime()).toBe(25 * 3600_000);
    const forward = ukDayRange("2027-03-28");
    expect(forward.start.toISOString()).toBe("2027-03-28T00:00:00.000Z");
    expect(forward.end.getTime() - forward.start.getTime()).toBe(23 * 3600_000);
  });
  it("lists the past week, today and six days ahead", () => {
    const days = scheduleDays(new Date("2026-11-24T12:00:00Z"));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("2026-11-17");
    expect(days[7]).toBe("2026-11-24");
    expect(days[13]).toBe("2026-11-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("on now and next", () => {
  const slots = [
    { start: "2026-11-24T20:00:00Z", end: "2026-11-24T21:00:00Z", title: "c" },
    { start: "2026-11-24T18:00:00Z", end: "2026-11-24T19:00:00Z", title: "a" },
    { start: "2026-11-24T19:00:00Z", end: "2026-11-24T20:00:00Z", title: "b" },
  ];
  it("finds the slot on air and the one after it", () => {
    const { now, next } = onNowAndNext(slots, new Date("2026-11-24T19:30:00Z"));
    expect(now?.title).toBe("b");
    expect(next?.title).toBe("c");
  });
  it("moves on at the boundary (end exclusive)", () => {
    expect(onNowAndNext(slots, new Date("2026-11-24T20:00:00Z")).now?.title).toBe("c");
  });
  it("has nothing on air in a gap", () => {
    const { now, next } = onNowAndNext(slots, new Date("2026-11-24T17:00:00Z"));
    expect(now).toBeNull();
    expect(next?.title).toBe("a");
  });
});

describe("nextScheduleBoundary", () => {
  const slots = [
    { start: "2026-11-24T18:00:00Z", end: "2026-11-24T19:00:00Z" },
    { start: "2026-11-24T19:30:00Z", end: "2026-11-24T20:00:00Z" },
  ];
  it("is the earliest start or end after now", () => {
    expect(nextScheduleBoundary(slots, new Date("2026-11-24T18:10:00Z"))).toBe(Date.parse("2026-11-24T19:00:00Z"));
    expect(nextScheduleBoundary(slots, new Date("2026-11-24T19:00:00Z"))).toBe(Date.parse("2026-11-24T19:30:00Z"));
    expect(nextScheduleBoundary(slots, new Date("2026-11-24T17:00:00Z"))).toBe(Date.parse("2026-11-24T18:00:00Z"));
    expect(nextScheduleBoundary(slots, new Date("2026-11-24T20:00:00Z"))).toBeNull();
    expect(nextScheduleBoundary([], new Date())).toBeNull();
  });
});

describe("findOverlap", () => {
  it("accepts back-to-back slots and finds overlapping ones", () => {
    const a = { start: "2026-11-24T18:00:00Z", end: "2026-11-24T19:00:00Z" };
    const b = { start: "2026-11-24T19:00:00Z", end: "2026-11-24T20:00:00Z" };
    const c = { start: "2026-11-24T19:30:00Z", end: "2026-11-24T19:45:00Z" };
    expect(findOverlap([b, a])).toBeNull();
    expect(findOverlap([a, b, c])).toEqual([b, c]);
  });
});

describe("scheduleSlotInputSchema", () => {
  it("refuses an end before the start, naming end", () => {
    const r = scheduleSlotInputSchema.safeParse({ title: "News", start: "2026-11-24T19:00:00Z", end: "2026-11-24T18:00:00Z" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["end"]);
  });
  it("fills defaults", () => {
    const r = scheduleSlotInputSchema.parse({ title: "News", start: "2026-11-24T19:00:00Z", end: "2026-11-24T19:30:00Z" });
    expect(r).toMatchObject({ isLive: false, description: "", imageUrl: null });
  });
});

describe("scheduleDayLabel", () => {
  it("names today, tomorrow and yesterday, else the short date", () => {
    expect(scheduleDayLabel("2026-11-24", "2026-11-24")).toBe("Today");
    expect(scheduleDayLabel("2026-11-25", "2026-11-24")).toBe("Tomorrow");
    expect(scheduleDayLabel("2026-11-23", "2026-11-24")).toBe("Yesterday");
    expect(scheduleDayLabel("2026-11-28", "2026-11-24")).toBe("Sat 28 Nov");
  });
});

describe("UK wall-clock times", () => {
  it("turns UK times into instants in winter and summer, and back", () => {
    expect(ukTimeToInstant("2026-11-24", "19:00").toISOString()).toBe("2026-11-24T19:00:00.000Z");
    expect(ukTimeToInstant("2026-07-01", "19:00").toISOString()).toBe("2026-07-01T18:00:00.000Z");
    expect(ukClock("2026-07-01T18:00:00Z")).toBe("19:00");
    expect(ukClock("2026-11-24T19:00:00Z")).toBe("19:00");
  });
  it("handles the clock-change days", () => {
    expect(ukTimeToInstant("2026-10-25", "00:30").toISOString()).toBe("2026-10-24T23:30:00.000Z");
    expect(ukTimeToInstant("2026-10-25", "03:00").toISOString()).toBe("2026-10-25T03:00:00.000Z");
    expect(ukTimeToInstant("2027-03-28", "00:30").toISOString()).toBe("2027-03-28T00:30:00.000Z");
    expect(ukTimeToInstant("2027-03-28", "03:00").toISOString()).toBe("2027-03-28T02:00:00.000Z");
  });
  it("finds the Monday of a week", () => {
    expect(ukWeekStart("2026-11-24")).toBe("2026-11-23");
    expect(ukWeekStart("2026-11-29")).toBe("2026-11-23");
    expect(ukWeekStart("2026-11-23")).toBe("2026-11-23");
  });
});
