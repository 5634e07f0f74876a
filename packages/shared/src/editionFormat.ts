import type { Edition } from "./editions.ts";
import { formatDate, formatHeaderDate } from "./time.ts";

/**
 * Dates and numbers in an edition's locale (ADR 076). English keeps the hand-written UK forms of time.ts
 * (no Intl on English pages: the first Intl formatter of a page costs 30-50 ms, ADR 024); every other edition
 * goes through Intl with its locale, one formatter per locale and form, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '22 November 2026' / '22 नवंबर 2026' (UTC, so server and browser agree). */
export function formatEditionDate(edition: Edition, date: Date | string | number): string {
  if (edition.code === "en") return formatDate(date);
  return dateFormatter(edition.locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(date));
}

/** The header's date in London: 'Sunday, 22 November 2026' / 'रविवार, 22 नवंबर 2026'. */
export function formatEditionHeaderDate(edition: Edition, date: Date = new Date()): string {
  if (edition.code === "en") return formatHeaderDate(date);
  return dateFormatter(edition.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(date);
}

/** A date and time in London ('22 Nov 2026, 14:05' in the edition's words). */
export function formatEditionDateTime(edition: Edition, date: Date | string | number): string {
  return dateFormatter(edition.locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  }).format(new Date(date));
}

/** A whole number with the edition's grouping (1,234 / 1,234; Indian grouping from 1,00,000 in Hindi). */
export function formatEditionNumber(edition: Edition, value: number): string {
  const key = `n|${edition.locale}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(edition.locale);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
