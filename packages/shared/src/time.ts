/**
 * Relative times. A story says the same thing wherever it is listed (ADR 070): the home feeds' rule, on every
 * feed (sports included: spec 000 §4's minutes/hours variant made one story read "5h ago" in the Sports block
 * and "5 hrs ago" on its author's page), card and list; petition signatures keep spec 001 §9's rule.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function elapsed(date: Date | string | number, now: Date): number {
  return Math.max(0, now.getTime() - new Date(date).getTime());
}

/**
 * Home feeds (spec 000 §4): 'Just now' under 1 hour, 'N hrs ago' under 24 hours, else 'N days ago'; one of a
 * unit reads '1 hr ago' and '1 day ago'.
 */
export function feedTimeAgo(date: Date | string | number, now: Date = new Date()): string {
  const ms = elapsed(date, now);
  if (ms < HOUR) return "Just now";
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    return hours === 1 ? "1 hr ago" : `${hours} hrs ago`;
  }
  const days = Math.floor(ms / DAY);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/**
 * A relative time as a catalogue key and count (ADR 076): the same rules as the English functions here, for
 * the reader pages, which say it in the edition's language (`time.*` keys; a test holds the English equal).
 */
export type RelativeTimeText = { key: string; count?: number; date?: undefined } | { key?: undefined; count?: undefined; date: Date };

/** `feedTimeAgo` as a key: 'time.justNow', 'time.hrsAgo' or 'time.daysAgo' with its count. */
export function feedTimeAgoText(date: Date | string | number, now: Date = new Date()): RelativeTimeText {
  const ms = elapsed(date, now);
  if (ms < HOUR) return { key: "time.justNow" };
  if (ms < DAY) return { key: "time.hrsAgo", count: Math.floor(ms / HOUR) };
  return { key: "time.daysAgo", count: Math.floor(ms / DAY) };
}

/** `relativeTime` as a key, or the date itself past a day. */
export function relativeTimeText(date: Date | string | number, now: Date = new Date()): RelativeTimeText {
  const ms = elapsed(date, now);
  if (ms < MINUTE) return { key: "time.justNow" };
  if (ms < HOUR) return { key: "time.minutesAgo", count: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { key: "time.hoursAgo", count: Math.floor(ms / HOUR) };
  return { date: validDate(date) };
}

/**
 * Article and video pages (spec 001 §9): under 1 minute 'Just now', minutes up to 59,
 * '1 hour ago', hours up to 23, then the date.
 */
export function relativeTime(date: Date | string | number, now: Date = new Date()): string {
  const ms = elapsed(date, now);
  if (ms < MINUTE) return "Just now";
  if (ms < HOUR) {
    const m = Math.floor(ms / MINUTE);
    return m === 1 ? "1 minute ago" : `${m} minutes ago`;
  }
  if (ms < DAY) {
    const h = Math.floor(ms / HOUR);
    return h === 1 ? "1 hour ago" : `${h} hours ago`;
  }
  return formatDate(date);
}

// No Intl here: these run in the browser on every hydrated page (the header's date), and the first
// Intl.DateTimeFormat a page builds loads the locale data: 30-50 ms of main thread on a desktop CPU, four times
// that on the phone Lighthouse simulates (ADR 024). English names and the UK's clock rule are enough.
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function validDate(date: Date | string | number): Date {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  return d;
}

/** 01:00 UTC on the last Sunday of a month (month 0-11): when UK clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY;
}

/** London's offset from UTC: British Summer Time from the last Sunday of March to the last Sunday of October. */
export function londonOffset(date: Date): number {
  const year = date.getUTCFullYear();
  const t = date.getTime();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? HOUR : 0;
}

/** '22 November 2026', in UK style and UTC so server and browser agree. */
export function formatDate(date: Date | string | number): string {
  const d = validDate(date);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Header date: 'Sunday, 22 November 2026' in London time. */
export function formatHeaderDate(date: Date = new Date()): string {
  const valid = validDate(date);
  const london = new Date(valid.getTime() + londonOffset(valid));
  return `${WEEKDAYS[london.getUTCDay()]}, ${london.getUTCDate()} ${MONTHS[london.getUTCMonth()]} ${london.getUTCFullYear()}`;
}
