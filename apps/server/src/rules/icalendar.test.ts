import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, londonDateTimeProperty, writeCalendar } from "./icalendar.ts";

const stamp = new Date("2026-10-20T09:00:00Z");
/** Airings either side of the UK's clock changes of 2026-10-25 and 2027-03-28, and one in October's repeated hour. */
const events = [
  { uid: "a@matv.test", start: new Date("2026-10-24T19:00:00Z"), end: new Date("2026-10-24T20:00:00Z"), summary: "Before (BST)", stamp },
  { uid: "b@matv.test", start: new Date("2026-10-25T00:30:00Z"), end: new Date("2026-10-25T01:00:00Z"), summary: "First 01:30", stamp },
  { uid: "c@matv.test", start: new Date("2026-10-25T01:30:00Z"), end: new Date("2026-10-25T02:30:00Z"), summary: "Second 01:30", stamp },
  { uid: "d@matv.test", start: new Date("2026-10-26T20:00:00Z"), end: new Date("2026-10-26T21:00:00Z"), summary: "After (GMT)", stamp },
  {
    uid: "e@matv.test",
    start: new Date("2027-03-28T00:30:00Z"),
    end: new Date("2027-03-28T02:00:00Z"),
    summary: "Across spring, ; and , \\ and\nlines",
    stamp,
  },
];

describe("writeCalendar", () => {
  const text = writeCalendar({ name: "MATV TV schedule", description: "Programmes", events });

  it("parses with a maintained iCalendar library to the same UTC instants across both clock changes", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/London");
    const timezone = new ICAL.Timezone(zone!);
    ICAL.TimezoneService.register(timezone, "Europe/London");
    const parsed = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(parsed.map((e) => e.startDate.toJSDate().toISOString())).toEqual(events.map((e) => e.start.toISOString()));
    expect(parsed.map((e) => e.endDate.toJSDate().toISOString())).toEqual(events.map((e) => e.end.toISOString()));
    expect(parsed[4]?.summary).toBe("Across spring, ; and , \\ and\nlines");
    ICAL.TimezoneService.remove("Europe/London");
  });

  it("writes UK wall-clock times with the zone, and UTC only in October's repeated hour (both passes)", () => {
    expect(londonDateTimeProperty("DTSTART", events[0]!.start)).toBe("DTSTART;TZID=Europe/London:20261024T200000");
    expect(londonDateTimeProperty("DTSTART", events[1]!.start)).toBe("DTSTART:20261025T003000Z");
    expect(londonDateTimeProperty("DTSTART", events[2]!.start)).toBe("DTSTART:20261025T013000Z");
    expect(londonDateTimeProperty("DTSTART", events[3]!.start)).toBe("DTSTART;TZID=Europe/London:20261026T200000");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/London");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});

describe("text rules", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne\u0001")).toBe("a\\,b\\;c\\\\d\\ne");
  });
  it("folds at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"नमस्ते ".repeat(20)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(line);
  });
});
