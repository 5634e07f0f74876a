import { londonOffset } from "@matv/shared";

/**
 * A small RFC 5545 writer for the programme calendars (ADR 073): one VCALENDAR with the Europe/London
 * VTIMEZONE and a VEVENT per airing. Times are written in UK wall-clock time with TZID=Europe/London, as
 * calendars show them; a time in the repeated hour of October's clock change (01:00-02:00 local, twice) is
 * written in UTC instead, since readers disagree on which of the two instants such a wall-clock time names.
 */

export interface CalendarEvent {
  /** Globally unique and stable across regenerations (the airing's id at the site's host). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  /** When this event last changed (DTSTAMP). */
  stamp: Date;
}

export interface Calendar {
  /** X-WR-CALNAME: the name calendar apps show for a subscription. */
  name: string;
  description?: string;
  events: readonly CalendarEvent[];
}

const TZID = "Europe/London";

/** The UK's rules since 1996: BST from 01:00 UTC on the last Sunday in March to 01:00 UTC on the last Sunday in October. */
const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const pad = (n: number) => String(n).padStart(2, "0");
const stamp = (t: Date) =>
  `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;

/** DATE-TIME in UTC form ("20261025T013000Z"). */
export function utcDateTime(t: Date): string {
  return `${stamp(t)}Z`;
}

/**
 * A DTSTART/DTEND property for an instant: `;TZID=Europe/London:` local time, or UTC when that wall-clock time
 * happens twice (October's repeated hour): RFC 5545 reads it as the first, some readers (ical.js) as the second.
 */
export function londonDateTimeProperty(name: "DTSTART" | "DTEND", t: Date): string {
  const offset = londonOffset(t);
  const HOUR = 3_600_000;
  const repeated = offset !== 0 ? londonOffset(new Date(t.getTime() + HOUR)) === 0 : londonOffset(new Date(t.getTime() - HOUR)) !== 0;
  return repeated ? `${name}:${utcDateTime(t)}` : `${name};TZID=${TZID}:${stamp(new Date(t.getTime() + offset))}`;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return (
    value
      // Control characters (other than line breaks) may not appear in a TEXT value.
      .replace(/\p{Cc}/gu, (c) => (c === "\n" || c === "\r" ? c : ""))
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
      // Continuation lines start with a space, which counts towards their 75.
      limit = 74;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole calendar file, CRLF line endings. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//MATV//Programme schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    // Subscribed calendars ask again after this long (the schedule changes a few times a week).
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
    ...LONDON_VTIMEZONE,
  ];
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcDateTime(event.stamp)}`,
      londonDateTimeProperty("DTSTART", event.start),
      londonDateTimeProperty("DTEND", event.end),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, "")}`] : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
