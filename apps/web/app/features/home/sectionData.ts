import { type ArticleWire, DEFAULT_EDITION, type HomepageDocument, isAcceptedFeed, type MatvDocument, type SportsStats, type LiveScore } from "@matv/shared";
import { LATEST_VIDEOS_SHOWN, type VideosResponse } from "@matv/shared/video";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";
import type { ApiRequest, Enveloped } from "../../lib/api/endpoints";

/** What each home section shows, and how the browser fetches it again (spec 000 §7, spec 001 §7). */

/**
 * What the home page reads from a story: its cards, the Sports filter and Technology stats, and the article
 * modal's first view (the modal fetches the whole article, body included, when it opens). Lists sent with the
 * page carry only these fields: the rest of the wire shape (slug, duplicate descriptions, dates, flags the
 * page never shows) would travel in the hydration data for nothing (ADR 024).
 */
export type HomeStory = Pick<
  ArticleWire,
  | "_id"
  | "title"
  | "summary"
  | "content"
  | "author"
  | "category"
  | "pages"
  | "tags"
  | "img"
  | "imageUrl"
  | "publishedAt"
  | "isLive"
  | "isTrending"
  | "featured"
  | "views"
  | "likes"
  | "readTime"
  | "pagePath"
  | "language"
>;

export interface SportsData {
  news: HomeStory[];
  liveScores: LiveScore[];
  categories: string[];
  stats: SportsStats;
}

export interface TechnologyData {
  stories: HomeStory[];
  totalItems: number;
  /** Set by the built-in samples only (spec 001 §9: 2.3M); otherwise computed from the stories. */
  weeklyViews?: string;
}

/**
 * The loader's error when a section's service fails: a catalogue key, not words, so the section says the
 * spec's store default ('Failed to fetch articles', spec 000 §8) in the page's edition (SectionShell).
 */
export const FETCH_FAILED = "home.fetchFailed";

/** A section as the server loader hands it over: data, or the error it met (FETCH_FAILED from the loader). */
export type SectionResult<T> = { ok: true; data: T } | { ok: false; error: string };

export interface HomeSections {
  latest: SectionResult<HomeStory[]>;
  deepDive: SectionResult<HomeStory[]>;
  topStories: SectionResult<HomeStory[]>;
  community: SectionResult<HomeStory[]>;
  money: SectionResult<HomeStory[]>;
  sports: SectionResult<SportsData>;
  technology: SectionResult<TechnologyData>;
  homepage: SectionResult<HomepageDocument>;
  matv: SectionResult<MatvDocument>;
}

export const FEED_LIMITS = { latest: 6, deepDive: 4, topStories: 6, community: 6, money: 6, technology: 10 } as const;

/** Feed requests fail with the spec's text (spec 000 §8 "Feed requests"). */
async function getJson(request: ApiRequest): Promise<unknown> {
  const res = await apiFetch(request, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`API request failed: ${res.status}`);
  return res.json();
}

/** Raised when a feed answers with something the section cannot use (spec 000 §5). */
export const UNRECOGNISED = "Unrecognised response format";

/** List feeds accepted only when success is true and data is a non-empty list. */
export async function fetchAcceptedList(feed: string, limit: number): Promise<ArticleWire[]> {
  const body = await getJson(api.publishedFeed(feed, limit));
  if (!isAcceptedFeed<ArticleWire>(body)) throw new Error(UNRECOGNISED);
  return body.data;
}

/** Money: any list is shown as it is, an empty one included (no fallback, spec 000 §4). */
export async function fetchMoney(): Promise<ArticleWire[]> {
  const body = (await getJson(api.publishedFeed("money", FEED_LIMITS.money))) as { success?: boolean; data?: unknown };
  if (body?.success !== true || !Array.isArray(body.data)) throw new Error(UNRECOGNISED);
  return body.data as ArticleWire[];
}

export async function fetchSports(): Promise<SportsData> {
  const body = (await getJson(api.publishedFeed("sports"))) as { success?: boolean; data?: SportsData };
  if (body?.success !== true || !body.data || !Array.isArray(body.data.news)) throw new Error(UNRECOGNISED);
  return body.data;
}

export async function fetchTechnology(): Promise<TechnologyData> {
  const body = (await getJson(api.publishedFeed("technology", FEED_LIMITS.technology))) as {
    success?: boolean;
    data?: ArticleWire[];
    pagination?: { totalItems?: number };
  };
  if (!isAcceptedFeed<ArticleWire>(body)) throw new Error(UNRECOGNISED);
  const totalItems = (body as { pagination?: { totalItems?: number } }).pagination?.totalItems;
  return { stories: body.data, totalItems: totalItems ?? body.data.length };
}

export async function fetchDocument<T>(request: ApiRequest<Enveloped<T>>): Promise<T> {
  const body = (await getJson(request)) as { success?: boolean; data?: T };
  if (body?.success !== true || !body.data) throw new Error(UNRECOGNISED);
  return body.data;
}

/**
 * A list as the page sends it: each story's HomeStory fields, without its body (the modal fetches it), its
 * fallback image only when it has no `img` (everything reads `img || imageUrl`), and its first page only when it
 * has no category (the Deep Dive badge's fallback): bytes of every island's props (ADR 084).
 */
export function forHome(list: readonly ArticleWire[]): HomeStory[] {
  return list.map((a) => ({
    _id: a._id,
    title: a.title,
    summary: a.summary,
    content: "",
    author: a.author,
    category: a.category,
    pages: a.category ? [] : a.pages.slice(0, 1),
    tags: a.tags,
    img: a.img,
    imageUrl: a.img ? "" : a.imageUrl,
    publishedAt: a.publishedAt,
    isLive: a.isLive,
    isTrending: a.isTrending,
    featured: a.featured,
    views: a.views,
    likes: a.likes,
    readTime: a.readTime,
    ...(a.pagePath ? { pagePath: a.pagePath } : {}),
    // A story not in English has its own address (under its edition) and its words marked; English is the default.
    ...(a.language && a.language !== DEFAULT_EDITION.code ? { language: a.language } : {}),
  }));
}

/** The latest-videos block as the page sends it: the cards it shows, without the descriptions it never shows. */
export function homeVideos(response: VideosResponse): VideosResponse {
  return { ...response, videos: response.videos.slice(0, LATEST_VIDEOS_SHOWN).map((v) => ({ ...v, description: "" })) };
}
