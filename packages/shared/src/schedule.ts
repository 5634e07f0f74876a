import type { z } from "zod";
import type { scheduleNowWireSchema, scheduleSlotWireSchema, scheduleWeekWireSchema } from "./contracts/programmes.ts";
import { londonOffset } from "./time.ts";

/**
 * The channel's programme schedule: slots stored in UTC, shown in UK time and India time side by side
 * ("19:00 GMT · 00:30 IST +1"). UK clocks change on the last Sundays of March and October; India keeps
 * UTC+5:30 all year, so the gap between them moves between 4:30 and 5:30. No Intl: these run in the browser
 * too (see time.ts).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const INDIA_OFFSET = 5 * HOUR + 30 * MINUTE;

/** Days of the schedule a reader can open: the past week and today with 6 days ahead. */
export const SCHEDULE_DAYS_BACK = 7;
export const SCHEDULE_DAYS_AHEAD = 6;

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (shifted: Date) => `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
const dayNumber = (shifted: Date) => Math.floor(shifted.getTime() / DAY);

/** "19:00 GMT · 00:30 IST +1": the slot's start in UK time (GMT or BST) and India time, with the day shift. */
export function formatBroadcastTime(start: Date | string | number): string {
  const t = new Date(start);
  const ukOffset = londonOffset(t);
  const uk = new Date(t.getTime() + ukOffset);
  const india = new Date(t.getTime() + INDIA_OFFSET);
  const shift = dayNumber(india) - dayNumber(uk);
  return `${clock(uk)} ${ukOffset ? "BST" : "GMT"} · ${clock(india)} IST${shift > 0 ? ` +${shift}` : ""}`;
}

/** A UK calendar day, "YYYY-MM-DD", of an instant. */
export function ukDayOf(instant: Date | string | number): string {
  const t = new Date(instant);
  const uk = new Date(t.getTime() + londonOffset(t));
  return `${uk.getUTCFullYear()}-${pad(uk.getUTCMonth() + 1)}-${pad(uk.getUTCDate())}`;
}

/** Midnight to midnight of a UK calendar day, in UTC (23 or 25 hours long on clock-change days). */
export function ukDayRange(day: string): { start: Date; end: Date } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const midnight = (year: number, month: number, date: number) => {
    const guess = Date.UTC(year, month - 1, date);
    // The offset in force at UK midnight: try the guess's own offset, then correct once across a change.
    const first = guess - londonOffset(new Date(guess));
    return guess - londonOffset(new Date(first));
  };
  return { start: new Date(midnight(y, m, d)), end: new Date(midnight(y, m, d + 1)) };
}

/** The UK day `offset` days after `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + offset));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The days a reader may open, oldest first: the past week, today, and 6 days ahead. */
export function scheduleDays(now: Date = new Date()): string[] {
  const today = ukDayOf(now);
  const days: string[] = [];
  for (let i = -SCHEDULE_DAYS_BACK; i <= SCHEDULE_DAYS_AHEAD; i++) days.push(addDays(today, i));
  return days;
}

export interface ScheduleSlotTimes {
  start: string;
  end: string;
}

/** The slot on air at `now` and the one after it (either may be null). Slots need not be sorted. */
export function onNowAndNext<T extends ScheduleSlotTimes>(slots: readonly T[], now: Date = new Date()): { now: T | null; next: T | null } {
  const t = now.getTime();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const current = sorted.find((s) => Date.parse(s.start) <= t && t < Date.parse(s.end)) ?? null;
  const next = sorted.find((s) => Date.parse(s.start) > t) ?? null;
  return { now: current, next };
}

/**
 * When on now/next next changes by itself: the earliest start or end after `now` (null: nothing ahead). A page
 * showing on now/next is kept no later than this (ADR 062).
 */
export function nextScheduleBoundary(slots: readonly ScheduleSlotTimes[], now: Date = new Date()): number | null {
  const t = now.getTime();
  let next: number | null = null;
  for (const s of slots) {
    for (const at of [Date.parse(s.start), Date.parse(s.end)]) if (at > t && (next === null || at < next)) next = at;
  }
  return next;
}

/** The first pair of slots that overlap in time (end is exclusive: back-to-back slots do not), else null. */
export function findOverlap<T extends ScheduleSlotTimes>(slots: readonly T[]): [T, T] | null {
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1] as T;
    const slot = sorted[i] as T;
    if (Date.parse(slot.start) < Date.parse(previous.end)) return [previous, slot];
  }
  return null;
}

/** `GET`/`PUT /api/admin/schedule`: a week's programmes and its version (sent back with the next save). */
export type ScheduleWeekWire = z.infer<typeof scheduleWeekWireSchema>;

/** One programme as the API answers it. */
export type ScheduleSlotWire = z.infer<typeof scheduleSlotWireSchema>;

/** `GET /api/schedule/now`. */
export type ScheduleNowWire = z.infer<typeof scheduleNowWireSchema>;

const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A schedule tab's label: "Today", "Tomorrow", "Yesterday", else "Tue 24 Nov". */
export function scheduleDayLabel(day: string, today: string): string {
  if (day === today) return "Today";
  if (day === addDays(today, 1)) return "Tomorrow";
  if (day === addDays(today, -1)) return "Yesterday";
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAY_SHORT[t.getUTCDay()]} ${d} ${MONTH_SHORT[m - 1]}`;
}

/** "HH:MM" of an instant in UK time. */
export function ukClock(instant: Date | string | number): string {
  const t = new Date(instant);
  return clock(new Date(t.getTime() + londonOffset(t)));
}

/** The instant of a UK wall-clock time ("HH:MM") on a UK day (in the repeated hour of October: the first). */
export function ukTimeToInstant(day: string, hhmm: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(":").map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, mi);
  const summer = guess - HOUR;
  // BST if the instant read as BST is in summer time, else GMT.
  return new Date(londonOffset(new Date(summer)) ? summer : guess);
}

/** The Monday of the UK week holding `day`. */
export function ukWeekStart(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
