import type { z } from "zod";
import type { newsListSchema } from "./contracts/content.ts";
import type {
  articlePageSchema,
  authorContentSchema,
  followStateSchema,
  headlineSchema,
  liveTvConfigViewSchema,
  sectionArticleSchema,
  sectionListPageSchema,
  sportsFeedSchema,
  technologyFeedSchema,
} from "./contracts/reads.ts";
import type { EditionCode } from "./editions.ts";
/**
 * Response shapes of the public reads: what the services return, what the API sends and what page loaders
 * get through the SiteReader (siteReader.ts). One definition each, used by server and web alike.
 */

/** The article page: the article, its author when the newsroom knows them, and its related stories. */
export type ArticlePage = z.infer<typeof articlePageSchema>;

export type AuthorContentSort = "latest" | "popular";

export interface AuthorContentQuery {
  page: number;
  limit: number;
  sort?: AuthorContentSort;
  /** Archive filters: publication year (UTC) and category, compared case-insensitively. */
  year?: number;
  category?: string;
}

/** One page of an author's articles with the profile fields the list shows. */
export type AuthorContent = z.infer<typeof authorContentSchema>;

/** A reader's follow of an author (POST/DELETE /api/authors/{id}/follow, GET .../follow). */
export type FollowState = z.infer<typeof followStateSchema>;

/** One suggestion of the homepage editor's headline prefill (GET /api/admin/headlines). */
export type Headline = z.infer<typeof headlineSchema>;

/** The spec's news list shape (spec 000 §7 "News"): one page of articles, the total and whether more follow. */
export type NewsList = z.infer<typeof newsListSchema>;

/** `GET /api/news/search` and the /search page. */
export interface NewsSearchParams {
  q?: string;
  /** Stories in this language only (ADR 077); the default edition's when absent. */
  lang?: EditionCode;
  category?: string;
  author?: string;
  /** Any of these tags (case-insensitive). */
  tags?: string[];
  /** Published at or after. */
  startDate?: Date;
  /** Published before (callers pass the day after a date-only end date). */
  endDate?: Date;
  page?: number;
  limit?: number;
}

/** A section article with the id its detail URL uses: the stored slug, else the record id (spec 001 §2). */
export type SectionArticle = z.infer<typeof sectionArticleSchema>;

export type SectionListPage = z.infer<typeof sectionListPageSchema>;

/** One entry of a feed or sitemap: where it lives and when it changed. */
export interface DistributionItem {
  id: string;
  title: string;
  summary: string | null;
  author: string | null;
  category: string | null;
  imageUrl: string | null;
  /** Root-relative URL: the section detail page when the article is in a section, else the article page. */
  path: string;
  publishedAt: string | null;
  updatedAt: string;
  /** The story's language and its translations' addresses (hreflang pairs in the sitemaps, ADR 077). */
  language: EditionCode;
  translations: Array<{ language: EditionCode; path: string }>;
}

export type SportsFeed = z.infer<typeof sportsFeedSchema>;

export type TechnologyFeed = z.infer<typeof technologyFeedSchema>;

export type LiveTvConfigView = z.infer<typeof liveTvConfigViewSchema>;
