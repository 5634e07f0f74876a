/** The spec's three relative-time rules, each for the feeds that use it. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function elapsed(date: Date | string | number, now: Date): number {
  return Math.max(0, now.getTime() - new Date(date).getTime());
}

/** Home feeds (spec 000 §4): 'Just now' under 1 hour, 'N hrs ago' under 24 hours, else 'N days ago'. */
export function feedTimeAgo(date: Date | string | number, now: Date = new Date()): string {
  const ms = elapsed(date, now);
  if (ms < HOUR) return "Just now";
  if (ms < DAY) return `${Math.floor(ms / HOUR)} hrs ago`;
  return `${Math.floor(ms / DAY)} days ago`;
}

/** Sports (spec 000 §4): minutes under 60, else hours. */
export function sportsTimeAgo(date: Date | string | number, now: Date = new Date()): string {
  const minutes = Math.floor(elapsed(date, now) / MINUTE);
  if (minutes < 60) return `${minutes}m ago`;
  return `${Math.floor(minutes / 60)}h ago`;
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

// Formatters are built once: constructing Intl.DateTimeFormat per call costs more than a page render.
const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const HEADER_DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

/** '22 November 2026', in UK style and UTC so server and browser agree. */
export function formatDate(date: Date | string | number): string {
  return DATE_FORMAT.format(new Date(date));
}

/** Header date: 'Sunday, 22 November 2026' in London time. */
export function formatHeaderDate(date: Date = new Date()): string {
  return HEADER_DATE_FORMAT.format(date);
}
