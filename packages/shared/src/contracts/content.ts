import { z } from "zod";
import { EDITION_CODES } from "../editions.ts";

/**
 * Wire shapes of the spec's content calls (spec 000 §3, spec 001 §3), said once as schemas (ADR 080): the
 * TypeScript types in content.ts are inferred from them. One article shape serves the news calls, home
 * contents and published contents, so every consumer's field names are present.
 */

const editionCode = z.enum(EDITION_CODES);

/** A published translation of a story, as the story wire lists it. */
export const translationRefSchema = z.object({ language: editionCode, _id: z.string(), url: z.string(), title: z.string() });

export const articleWireSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  summary: z.string().nullable(),
  /** Same text as summary: home contents call it metaDescription, published contents description. */
  metaDescription: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string(),
  author: z.string().nullable(),
  category: z.string().nullable(),
  pages: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  img: z.string().nullable(),
  source: z.string().nullable(),
  location: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isLive: z.boolean(),
  isBreaking: z.boolean(),
  isTrending: z.boolean(),
  isEyewitness: z.boolean(),
  isVideo: z.boolean(),
  videoDuration: z.string().nullable(),
  featured: z.boolean(),
  views: z.number(),
  viewCount: z.number(),
  likes: z.number(),
  comments: z.number(),
  commentCount: z.number(),
  readTime: z.number(),
  /** Where the item's own page is when it is not a story's /articles/{slug-id} (a deep-dive card's /deep-dive/{id}). */
  pagePath: z.string().optional(),
  /** The story's language, an edition code (ADR 076); "en" when absent (built-in samples). */
  language: editionCode.optional(),
  /** The story's published translations, each with its address (ADR 077). */
  translations: z.array(translationRefSchema).optional(),
});

export const authorWireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  bio: z.string(),
  avatar: z.string(),
  title: z.string(),
  category: z.string(),
  socialLinks: z.object({ twitter: z.string().optional(), linkedin: z.string().optional(), website: z.string().optional() }),
  articlesCount: z.number(),
  followersCount: z.number(),
  joinedDate: z.string(),
  location: z.string().nullable(),
  expertise: z.array(z.string()),
});

export const blogWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  content: z.string(),
  pages: z.array(z.string()),
  publishDate: z.string().nullable(),
  date: z.string().nullable(),
});

/** A page of published articles: `GET /api/news` and its kin. */
export const newsListSchema = z.object({ articles: z.array(articleWireSchema), total: z.number(), hasMore: z.boolean() });
