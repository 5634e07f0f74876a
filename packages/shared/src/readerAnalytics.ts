/**
 * First-party reader analytics (ADR 075): where a reader came from, which page template they read, and the
 * Core Web Vitals thresholds. Pure rules shared by the server (counting) and the staff dashboard (labels).
 */
import { CATEGORY_SECTIONS } from "./sections.ts";

/** Where readers come from, by class (the contract's names; `other` carries the referring domain). */
export const ANALYTICS_SOURCES = ["whatsapp", "google", "facebook", "x", "instagram", "youtube", "newsletter", "push", "direct", "other"] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

export const ANALYTICS_SOURCE_LABELS: Record<AnalyticsSource, string> = {
  whatsapp: "WhatsApp",
  google: "Google",
  facebook: "Facebook",
  x: "X",
  instagram: "Instagram",
  youtube: "YouTube",
  newsletter: "Newsletter",
  push: "Push notifications",
  direct: "Direct",
  other: "Other sites",
};

/** `utm_source` (or `utm_medium`) values, lower-cased, and the class each names. */
const UTM_CLASSES: Record<string, AnalyticsSource> = {
  whatsapp: "whatsapp",
  wa: "whatsapp",
  google: "google",
  googlenews: "google",
  google_news: "google",
  discover: "google",
  facebook: "facebook",
  fb: "facebook",
  twitter: "x",
  x: "x",
  instagram: "instagram",
  ig: "instagram",
  youtube: "youtube",
  yt: "youtube",
  newsletter: "newsletter",
  email: "newsletter",
  push: "push",
  webpush: "push",
  "web-push": "push",
};

/** Referring hosts (without `www.`, `m.`, `l.`, `lm.`, `mobile.`) and Android app referrers, by class. */
const HOST_CLASSES: Record<string, AnalyticsSource> = {
  "whatsapp.com": "whatsapp",
  "web.whatsapp.com": "whatsapp",
  "wa.me": "whatsapp",
  "com.whatsapp": "whatsapp",
  "com.google.android.googlequicksearchbox": "google",
  "com.google.android.apps.magazines": "google",
  "facebook.com": "facebook",
  "fb.com": "facebook",
  "fb.me": "facebook",
  "messenger.com": "facebook",
  "com.facebook.katana": "facebook",
  "twitter.com": "x",
  "x.com": "x",
  "t.co": "x",
  "com.twitter.android": "x",
  "instagram.com": "instagram",
  "com.instagram.android": "instagram",
  "youtube.com": "youtube",
  "youtu.be": "youtube",
  "com.google.android.youtube": "youtube",
};

const GOOGLE_HOST = /^(?:[a-z0-9-]+\.)*google\.(?:com|co)?(?:\.?[a-z]{2})?$/;
const HOST_PREFIX = /^(?:www|m|l|lm|mobile)\./;
const MAX_DOMAIN = 100;

/**
 * The class of one arrival: `utm_source` (then `utm_medium`) when the address has one, else the referring
 * host; the site's own host, or none, is `direct` (a reader following the site's own links keeps no source
 * of their own, as in Plausible). `domain` names the other site.
 */
export function classifySource(input: { referrer?: string | null; search?: string | null; ownHost?: string | null }): {
  source: AnalyticsSource;
  domain?: string;
} {
  if (input.search && input.search.includes("utm_")) {
    const query = new URLSearchParams(input.search.startsWith("?") ? input.search.slice(1) : input.search);
    const utm = query.get("utm_source")?.trim().toLowerCase();
    const named = (utm && UTM_CLASSES[utm]) || UTM_CLASSES[query.get("utm_medium")?.trim().toLowerCase() ?? ""];
    if (named) return { source: named };
    if (utm && /^[a-z0-9][a-z0-9._-]*$/.test(utm)) return { source: "other", domain: utm.slice(0, MAX_DOMAIN) };
  }
  const host = referrerHost(input.referrer);
  if (!host) return { source: "direct" };
  if (input.ownHost && host === input.ownHost.toLowerCase().replace(HOST_PREFIX, "")) return { source: "direct" };
  const known = HOST_CLASSES[host] ?? (GOOGLE_HOST.test(host) ? "google" : undefined);
  if (known) return { source: known };
  return { source: "other", domain: host.slice(0, MAX_DOMAIN) };
}

/** The referring host, lower-cased, without its common mobile/link prefixes and port; null when none or unreadable. */
function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    const host = (url.protocol === "android-app:" ? url.host || url.pathname.replace(/^\/\//, "").split("/")[0]! : url.hostname).toLowerCase();
    return host ? host.replace(HOST_PREFIX, "") : null;
  } catch {
    return null;
  }
}

/** Page templates: views are counted on reader templates; speed is measured on all of them, staff too. */
export const PAGE_TEMPLATES = ["home", "article", "section", "liveblog", "video", "show", "page", "staff"] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];
export const PAGE_TEMPLATE_LABELS: Record<PageTemplate, string> = {
  home: "Home",
  article: "Article",
  section: "Section",
  liveblog: "Live blog",
  video: "Video",
  show: "Show",
  page: "Other pages",
  staff: "Staff",
};

/** An edition prefix (`/hi/...` mirrors every reader route): classified as the route it mirrors. */
export const EDITION_PREFIXES = ["hi"] as const;
const EDITION = new RegExp(`^/(?:${EDITION_PREFIXES.join("|")})(?=/|$)`);
const SECTION_KEYS = new Set(CATEGORY_SECTIONS.map((s) => s.key));
/**
 * Paths that are never a reader's page view: sign-in, previews, feeds, and the offline page, which the service worker
 * fetches for its cache when it installs (ADR 074), never a reader.
 */
const NOT_COUNTED = /^\/(?:login|preview|offline|newsletter\/(?:confirm|unsubscribe|language))(?:\/|$)|\.(?:xml|txt|json|ico|svg|png|webmanifest)$/;
const STORY_ID = /([0-9a-f]{24})$/;

/** The template of a page path (query excluded), or null when a visit to it is not a reader's page view. */
export function pageTemplate(path: string): PageTemplate | null {
  if (path === "/admin" || path.startsWith("/admin/")) return "staff";
  const bare = path.replace(EDITION, "") || "/";
  if (NOT_COUNTED.test(bare)) return null;
  if (bare === "/") return "home";
  const [first = "", second, third] = bare.slice(1).split("/");
  if (third !== undefined && first !== "videos" && first !== "shows") return "page";
  if (first === "articles" || first === "blog" || first === "deep-dive") return second ? "article" : "page";
  if (first === "live-updates") return second ? "liveblog" : "page";
  if (first === "videos" || first === "live") return "video";
  if (first === "shows") return "show";
  if (SECTION_KEYS.has(first)) return second ? "article" : "section";
  return "page";
}

/** The record id at the end of a story path (`/articles/{slug}-{id}`, `/live-updates/{slug}-{id}`), if any. */
export function storyIdOfPath(path: string): string | null {
  const template = pageTemplate(path);
  if (template !== "article" && template !== "liveblog") return null;
  return STORY_ID.exec(path)?.[1] ?? null;
}

/** The Core Web Vitals the site measures from real readers, their thresholds (web.dev) and bin widths. */
export const VITAL_METRICS = ["lcp", "inp", "cls"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number; bin: number; max: number }> = {
  lcp: { good: 2500, poor: 4000, bin: 50, max: 60_000 },
  inp: { good: 200, poor: 500, bin: 10, max: 20_000 },
  cls: { good: 0.1, poor: 0.25, bin: 0.01, max: 10 },
};
export type VitalRating = "good" | "ni" | "poor";

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[metric];
  return value <= t.good ? "good" : value <= t.poor ? "ni" : "poor";
}

/**
 * A value rounded up to its bin (so a value over a threshold never lands in a bin at or under it); the bin is
 * what the rollups keep, and a p75 read from them is at most one bin high.
 */
export function vitalBin(metric: VitalMetric, value: number): number {
  const { bin, max } = VITAL_THRESHOLDS[metric];
  const clamped = Math.min(Math.max(value, 0), max);
  // Rounded to the bin's decimals so that 0.1 stays 0.1 (floating point would make it 0.10000000000000002).
  return Number((Math.ceil(clamped / bin - 1e-9) * bin).toFixed(2));
}

/** The p75 of binned counts ([value, count] in any order), or null without samples. */
export function p75OfBins(bins: ReadonlyArray<readonly [number, number]>): number | null {
  const sorted = [...bins].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (!total) return null;
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= total * 0.75) return value;
  }
  return sorted.at(-1)![0];
}

/**
 * Set in a staff member's browser at sign-in (and cleared at sign-out) so that their page views, which carry no
 * token, are not counted. It carries nothing and grants nothing: a reader who set it would only go uncounted.
 */
export const STAFF_MARKER_COOKIE = "matv_newsroom";
