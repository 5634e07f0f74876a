import { type ArticleWire, type HomepageDocument, isAcceptedFeed, type MatvDocument, type SportsStats, type LiveScore } from "@matv/shared";

/** What each home section shows, and how the browser fetches it again (spec 000 §7, spec 001 §7). */

export interface SportsData {
  news: ArticleWire[];
  liveScores: LiveScore[];
  categories: string[];
  stats: SportsStats;
}

export interface TechnologyData {
  stories: ArticleWire[];
  totalItems: number;
  /** Set by the built-in samples only (spec 001 §9: 2.3M); otherwise computed from the stories. */
  weeklyViews?: string;
}

/** A section as the server loader hands it over: data, or the error it met. */
export type SectionResult<T> = { ok: true; data: T } | { ok: false; error: string };

export interface HomeSections {
  latest: SectionResult<ArticleWire[]>;
  deepDive: SectionResult<ArticleWire[]>;
  topStories: SectionResult<ArticleWire[]>;
  community: SectionResult<ArticleWire[]>;
  money: SectionResult<ArticleWire[]>;
  sports: SectionResult<SportsData>;
  technology: SectionResult<TechnologyData>;
  homepage: SectionResult<HomepageDocument>;
  matv: SectionResult<MatvDocument>;
}

export const FEED_LIMITS = { latest: 6, deepDive: 4, topStories: 6, community: 6, money: 6, technology: 10 } as const;

/** Feed requests fail with the spec's text (spec 000 §8 "Feed requests"). */
async function getJson(path: string): Promise<unknown> {
  const res = await fetch(path, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`API request failed: ${res.status}`);
  return res.json();
}

/** Raised when a feed answers with something the section cannot use (spec 000 §5). */
export const UNRECOGNISED = "Unrecognised response format";

/** List feeds accepted only when success is true and data is a non-empty list. */
export async function fetchAcceptedList(feed: string, limit: number): Promise<ArticleWire[]> {
  const body = await getJson(`/api/home-contents/published/pages/${feed}?limit=${limit}`);
  if (!isAcceptedFeed<ArticleWire>(body)) throw new Error(UNRECOGNISED);
  return body.data;
}

/** Money: any list is shown as it is, an empty one included (no fallback, spec 000 §4). */
export async function fetchMoney(): Promise<ArticleWire[]> {
  const body = (await getJson(`/api/home-contents/published/pages/money?limit=${FEED_LIMITS.money}`)) as { success?: boolean; data?: unknown };
  if (body?.success !== true || !Array.isArray(body.data)) throw new Error(UNRECOGNISED);
  return body.data as ArticleWire[];
}

export async function fetchSports(): Promise<SportsData> {
  const body = (await getJson("/api/home-contents/published/pages/sports")) as { success?: boolean; data?: SportsData };
  if (body?.success !== true || !body.data || !Array.isArray(body.data.news)) throw new Error(UNRECOGNISED);
  return body.data;
}

export async function fetchTechnology(): Promise<TechnologyData> {
  const body = (await getJson(`/api/home-contents/published/pages/technology?limit=${FEED_LIMITS.technology}`)) as {
    success?: boolean;
    data?: ArticleWire[];
    pagination?: { totalItems?: number };
  };
  if (!isAcceptedFeed<ArticleWire>(body)) throw new Error(UNRECOGNISED);
  const totalItems = (body as { pagination?: { totalItems?: number } }).pagination?.totalItems;
  return { stories: body.data, totalItems: totalItems ?? body.data.length };
}

export async function fetchDocument<T>(path: "/api/homepage" | "/api/matv"): Promise<T> {
  const body = (await getJson(path)) as { success?: boolean; data?: T };
  if (body?.success !== true || !body.data) throw new Error(UNRECOGNISED);
  return body.data;
}

/** The modal needs the article's content; lists sent with the page leave it out to keep HTML small. */
export function withoutContent(list: ArticleWire[]): ArticleWire[] {
  return list.map((a) => ({ ...a, content: "" }));
}
