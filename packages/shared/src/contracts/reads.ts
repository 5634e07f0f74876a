import { z } from "zod";
import { liveTvConfigSchema } from "../liveTvConfig.ts";
import { articleWireSchema, authorWireSchema } from "./content.ts";

/**
 * The public reads' answers (ADR 080): the types in reads.ts and homeLayout.ts are inferred from these,
 * and the API routes declare them as their answers.
 */

/** A related story as the article page links it. */
const relatedStorySchema = articleWireSchema.pick({ _id: true, title: true, imageUrl: true, language: true });

export const articlePageSchema = z.object({ article: articleWireSchema, author: authorWireSchema.nullable(), related: z.array(relatedStorySchema) });

/** One page of an author's articles with the profile fields the list shows (`GET /api/authors/{id}/content`, beside `success`). */
export const authorContentSchema = z.object({
  content: z.array(articleWireSchema),
  hasMore: z.boolean(),
  total: z.number(),
  title: z.string(),
  category: z.string(),
  socialLinks: authorWireSchema.shape.socialLinks,
});

/** `GET /api/authors/name/{name}`: the author with this reader's follow state and the profile's archive filters. */
export const authorProfileSchema = authorWireSchema.extend({
  following: z.boolean(),
  archive: z.object({ years: z.array(z.number()), categories: z.array(z.string()) }).nullable(),
});

/** A reader's follow of an author (POST/DELETE /api/authors/{id}/follow, GET .../follow). */
export const followStateSchema = z.object({ followersCount: z.number(), following: z.boolean() });

/** One suggestion of the homepage editor's headline prefill (GET /api/admin/headlines). */
export const headlineSchema = z.object({ title: z.string(), image: z.string() });

export const liveScoreSchema = z.object({
  id: z.string(),
  sport: z.string(),
  competition: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  status: z.enum(["live", "upcoming", "finished"]),
  /** Live: minutes played ("67'"); upcoming: kick-off ("19:45"); finished: "FT". */
  time: z.string(),
  /** When the match kicked off (or kicks off), ISO; live clocks run from it (liveScores.ts). Absent on old data. */
  kickoffAt: z.string().nullable().optional(),
});

export const sportsStatsSchema = z.object({ matchesToday: z.number(), liveMatches: z.number(), totalViews: z.number(), totalArticles: z.number() });

export const sportsFeedSchema = z.object({
  news: z.array(articleWireSchema),
  liveScores: z.array(liveScoreSchema),
  categories: z.array(z.string()),
  stats: sportsStatsSchema,
});

export const technologyFeedSchema = z.object({
  data: z.array(articleWireSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), totalItems: z.number(), totalPages: z.number() }),
});

/** A section article with the id its detail URL uses: the stored slug, else the record id (spec 001 §2). */
export const sectionArticleSchema = articleWireSchema.extend({ detailId: z.string() });

export const sectionListPageSchema = z.object({ articles: z.array(sectionArticleSchema), total: z.number(), page: z.number(), totalPages: z.number() });

export const liveTvConfigViewSchema = liveTvConfigSchema.extend({
  /** The stream the /live page plays: staff's, else the env's, else none. */
  effectiveStreamUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Sent back with a save (0 before the first): a save from an older version gets 409. */
  version: z.number(),
});

/** GET/PUT /api/admin/live-scores answer. */
export const liveScoresDocumentSchema = z.object({ matches: z.array(liveScoreSchema), version: z.number(), updatedAt: z.string().nullable() });
