/**
 * The edition registry (ADR 076): every language the reader site is published in. Routes, the `lang` and
 * `dir` of pages, dates and numbers, hreflang, the language switch, feeds, sitemaps and the newsletter all
 * read this table, so a third language (Gujarati, Punjabi, Tamil, Urdu with `dir: "rtl"`) is one entry here
 * plus its message catalogue (`i18n/<code>.ts`).
 */

import { z } from "zod";

export const EDITION_CODES = ["en", "hi"] as const;
/** A story's `language` and an edition's code: the same values. */
export type EditionCode = (typeof EDITION_CODES)[number];

export interface Edition {
  code: EditionCode;
  /** Path prefix of the edition's pages: "" for English (the spec's paths), "/hi" for Hindi. */
  prefix: string;
  /** `<html lang>` and `lang` on text of this language shown elsewhere. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Locale for Intl (dates, numbers, plurals). */
  locale: string;
  /** hreflang of the edition's pages (alternate links and sitemaps). */
  hreflang: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** The edition's name in its own language (the language switch, the newsletter choice). */
  label: string;
  /** The same name in English (staff views, logs). */
  englishLabel: string;
}

export const EDITIONS: readonly Edition[] = [
  { code: "en", prefix: "", lang: "en-GB", dir: "ltr", locale: "en-GB", hreflang: "en-GB", ogLocale: "en_GB", label: "English", englishLabel: "English" },
  { code: "hi", prefix: "/hi", lang: "hi", dir: "ltr", locale: "hi-IN", hreflang: "hi-IN", ogLocale: "hi_IN", label: "हिन्दी", englishLabel: "Hindi" },
];

const DEFAULT_EDITION_CODE: EditionCode = "en";

/** The edition at the spec's own paths, and the hreflang `x-default`. */
export const DEFAULT_EDITION: Edition = EDITIONS[0] as Edition;

/** The `lang` query parameter of the news, search and home-contents calls: an edition code, `en` by default. */
export const langSchema = z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).default(DEFAULT_EDITION_CODE);

export function isEditionCode(value: unknown): value is EditionCode {
  return typeof value === "string" && (EDITION_CODES as readonly string[]).includes(value);
}

/** The edition of a code; the default edition for anything else (an old row, a bad query value). */
export function editionByCode(code: string | null | undefined): Edition {
  return EDITIONS.find((e) => e.code === code) ?? DEFAULT_EDITION;
}

/** Which edition a site path belongs to, and the path inside it ("/hi/world" → hi, "/world"). */
export function splitEditionPath(pathname: string): { edition: Edition; path: string } {
  for (const edition of EDITIONS) {
    if (!edition.prefix) continue;
    if (pathname === edition.prefix || pathname === `${edition.prefix}/`) return { edition, path: "/" };
    if (pathname.startsWith(`${edition.prefix}/`)) return { edition, path: pathname.slice(edition.prefix.length) };
  }
  return { edition: DEFAULT_EDITION, path: pathname || "/" };
}

export function editionOfPath(pathname: string): Edition {
  return splitEditionPath(pathname).edition;
}

/** A site path ("/world", "/", "/search?q=x") in an edition: "/hi/world", "/hi", "/hi/search?q=x". */
export function editionPath(edition: Edition | EditionCode, path: string): string {
  const prefix = typeof edition === "string" ? editionByCode(edition).prefix : edition.prefix;
  if (!prefix) return path;
  if (path === "/" || path === "") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** Every edition but `edition`, in registry order (the language switch offers these). */
export function otherEditions(edition: Edition): Edition[] {
  return EDITIONS.filter((e) => e.code !== edition.code);
}
