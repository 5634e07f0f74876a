import type { Translator } from "@matv/shared/i18n/translator";

/**
 * The live blog page's words (ADR 061, 076): keys of the `liveBlog` namespace, said by the server render with the
 * page's translator. The island (islands/liveBlog.ts) has no translator: the page gives it the few texts it
 * writes itself as JSON in `data-texts` (`liveBlogIslandTexts`), `%s` and `%n` standing for a name and a count.
 */
export interface LiveBlogIslandTexts {
  lang: string;
  pinned: string;
  keyEvent: string;
  updated: string;
  permalink: string;
  shareTitle: string;
  /** "Share this update on %s". */
  shareOn: string;
  /** "Video: %s". */
  video: string;
  videoClip: string;
  newUpdate: string;
  /** "%n new updates". */
  newUpdates: string;
}

export function liveBlogIslandTexts(t: Translator["t"], locale: string): LiveBlogIslandTexts {
  return {
    lang: locale,
    pinned: t("liveBlog.pinned"),
    keyEvent: t("liveBlog.keyEvent"),
    updated: t("liveBlog.updated"),
    permalink: t("liveBlog.permalink"),
    shareTitle: t("liveBlog.shareTitle"),
    shareOn: t("liveBlog.shareOn", { network: "%s" }),
    video: t("liveBlog.video", { title: "%s" }),
    videoClip: t("liveBlog.videoClip"),
    newUpdate: t("liveBlog.newUpdate"),
    newUpdates: t("liveBlog.newUpdates", { count: "%n" }),
  };
}

/** "1 new update", "3 new updates" in the page's language. */
export const newUpdatesText = (texts: LiveBlogIslandTexts, count: number) => (count === 1 ? texts.newUpdate : texts.newUpdates.replace("%n", String(count)));

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) formats.set(key, (cached = new Intl.DateTimeFormat(locale, { timeZone: "Europe/London", ...options })));
  return cached;
}

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", timeZoneName: "short" };
const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/**
 * "19:05 GMT" (UK time, as the newsroom works), or with the date. The time always reads as in en-GB (GMT or BST:
 * other locales say "GMT+1"); the date is in the edition's locale ("26 नव॰ 2026" on Hindi pages).
 */
export function liveBlogTime(iso: string, withDate = false, locale = "en-GB"): string {
  const date = new Date(iso);
  if (!withDate) return format("en-GB", TIME).format(date);
  if (locale === "en-GB") return format("en-GB", { ...DATE, ...TIME }).format(date);
  return `${format(locale, DATE).format(date)}, ${format("en-GB", TIME).format(date)}`;
}
