/**
 * The About page's parts (spec 001 §1, §2 "About page sections"): their order and the keys of their texts, which
 * are written in each edition's catalogue (`packages/shared/src/i18n/pages/<code>.ts`, namespace `about`).
 */

/** The hero's figures: the value is the same in every edition, except "FREE" (`about.stats.freeValue`). */
export const ABOUT_STATS = [
  { key: "started", value: "2000" },
  { key: "channel", value: "793" },
  { key: "years", value: "24+" },
  { key: "free", value: null },
] as const;

/** The timeline; "Today" is a word (`about.timeline.today.year`). */
export const ABOUT_TIMELINE = [
  { key: "terrestrial", year: "2000" },
  { key: "satellite", year: "2004" },
  { key: "london", year: "2008" },
  { key: "today", year: null },
] as const;

/** The countries viewers call our live shows from (spec 001 §2), in the spec's order. */
export const LIVE_CALL_COUNTRIES = ["poland", "germany", "netherlands", "norway", "sweden", "italy", "france", "belgium", "denmark", "switzerland"] as const;

/** Nine cards. */
export const SALIENT_FEATURES = ["ukNews", "india", "debate", "community", "hindi", "free", "support", "money", "culture"] as const;

export const SPECIAL_PROGRAMMING = ["debates", "nationalDays", "events"] as const;

export const PARTNERSHIPS = ["diplomatic", "cultural", "language"] as const;

/** Fifteen reasons: `about.reason.1` to `about.reason.15`. */
export const WHY_CHOOSE = Array.from({ length: 15 }, (_, i) => `about.reason.${i + 1}`);
