import type { z } from "zod";
import type { liveScoreSchema, sportsStatsSchema } from "./contracts/reads.ts";
/**
 * Layout rules of the home page sections (spec 000 §4, §5, §9; spec 001 §4, §9). Pure functions, so
 * the server render and the browser agree and each rule is tested on its own.
 */

/** Deep Dive shows the first 4 articles. */
export const DEEP_DIVE_COUNT = 4;
/** Money shows the top 3 stories as featured. */
export const MONEY_FEATURED_COUNT = 3;
/** Community cards show 2 tags each. */
export const COMMUNITY_TAGS_PER_CARD = 2;
/** Trending stories: top 3 by likes plus views. */
export const TRENDING_STORIES_COUNT = 3;
/** Trending topics: at most 6. */
export const TRENDING_TOPICS_MAX = 6;
/** Technology: one featured story, 3 side stories, the rest under 'More Technology News'. */
export const TECHNOLOGY_SIDE_COUNT = 3;
/** Live-score clocks stop at 90 minutes. */
export const LIVE_CLOCK_STOP = 90;
/** Sports and technology clocks refresh every 60 seconds. */
export const HOME_REFRESH_MS = 60_000;
/** Fallback technology stats (spec 001 §9). */
export const TECHNOLOGY_FALLBACK_STATS = { totalArticles: 156, weeklyViews: "2.3M" } as const;

/** A feed answer is accepted only when success is true and data is a non-empty list (spec 000 §5). */
export function isAcceptedFeed<T>(body: unknown): body is { success: true; data: T[] } {
  if (!body || typeof body !== "object") return false;
  const b = body as { success?: unknown; data?: unknown };
  return b.success === true && Array.isArray(b.data) && b.data.length > 0;
}

/** More to Explore: first left, second right, items 3 to 6 bottom. */
export function splitMoreToExplore<T>(items: readonly T[]): { left: T | undefined; right: T | undefined; bottom: T[] } {
  return { left: items[0], right: items[1], bottom: items.slice(2, 6) };
}

/** Top stories: first 2 main, rest bottom. */
export function splitTopStories<T>(items: readonly T[]): { main: T[]; bottom: T[] } {
  return { main: items.slice(0, 2), bottom: items.slice(2) };
}

/** Community: first main, next 2 side, rest additional. */
export function splitCommunity<T>(items: readonly T[]): { main: T | undefined; side: T[]; additional: T[] } {
  return { main: items[0], side: items.slice(1, 3), additional: items.slice(3) };
}

/** The tags shown on a community card. */
export function communityCardTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? []).slice(0, COMMUNITY_TAGS_PER_CARD);
}

/** Money: the top 3 stories are featured, the rest listed. */
export function splitMoney<T>(items: readonly T[]): { featured: T[]; rest: T[] } {
  return { featured: items.slice(0, MONEY_FEATURED_COUNT), rest: items.slice(MONEY_FEATURED_COUNT) };
}

/** Deep Dive: the first 4 cards. */
export function deepDiveCards<T>(items: readonly T[]): T[] {
  return items.slice(0, DEEP_DIVE_COUNT);
}

/** Technology: the featured story (the first flagged one, else the first), 3 side stories, the rest. */
export function splitTechnology<T extends { featured?: boolean }>(items: readonly T[]): { featured: T | undefined; side: T[]; more: T[] } {
  const featuredIndex = Math.max(
    0,
    items.findIndex((i) => i.featured),
  );
  const featured = items[featuredIndex];
  const others = items.filter((_, i) => i !== featuredIndex);
  return { featured, side: others.slice(0, TECHNOLOGY_SIDE_COUNT), more: others.slice(TECHNOLOGY_SIDE_COUNT) };
}

/** Trending stories: the top 3 by likes plus views (ties keep their order). */
export function trendingStories<T extends { likes?: number | null; views?: number | null }>(items: readonly T[], count = TRENDING_STORIES_COUNT): T[] {
  const score = (i: T) => (i.likes ?? 0) + (i.views ?? 0);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => score(b.item) - score(a.item) || a.index - b.index)
    .slice(0, count)
    .map((x) => x.item);
}

/** Trending topics: the unique categories of trending articles, at most 6. */
export function trendingTopics(items: ReadonlyArray<{ isTrending?: boolean; category?: string | null }>): string[] {
  const topics: string[] = [];
  for (const item of items) {
    const category = item.category?.trim();
    if (!item.isTrending || !category || topics.includes(category)) continue;
    topics.push(category);
    if (topics.length === TRENDING_TOPICS_MAX) break;
  }
  return topics;
}

/** Views with K above 1,000 and M above 1,000,000, one decimal (sports, technology). */
export function formatViews(views: number): string {
  if (views > 1_000_000) return `${(views / 1_000_000).toFixed(1)}M`;
  if (views > 1_000) return `${(views / 1_000).toFixed(1)}K`;
  return String(views);
}

function capitalise(word: string): string {
  return word
    .trim()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/** Sports categories: All plus the capitalised unique tags of the news. */
export function sportsCategories(items: ReadonlyArray<{ tags?: readonly string[] | null }>): string[] {
  const categories = ["All"];
  for (const item of items) {
    for (const tag of item.tags ?? []) {
      const label = capitalise(tag);
      if (label && !categories.includes(label)) categories.push(label);
    }
  }
  return categories;
}

/** A match as readers get it: inferred from its schema (contracts/reads.ts, ADR 080). */
export type LiveScore = z.infer<typeof liveScoreSchema>;
export type LiveScoreStatus = LiveScore["status"];

/** One clock update: a live match under 90 minutes gains a minute; at 90 it stops. */
export function advanceLiveScore(score: LiveScore): LiveScore {
  if (score.status !== "live") return score;
  const minute = Number.parseInt(score.time, 10);
  if (!Number.isFinite(minute) || minute >= LIVE_CLOCK_STOP) return score;
  return { ...score, time: `${minute + 1}'` };
}

export type SportsStats = z.infer<typeof sportsStatsSchema>;
