import { z } from "zod";
import { EDITION_CODES } from "../editions.ts";
import { LIVE_BLOG_STATUSES } from "../liveBlogs.ts";
import { translationRefSchema } from "./content.ts";

/** Live blogs' answers (ADR 061, ADR 080): the types in liveBlogs.ts are inferred from these. */

const liveBlogStatusSchema = z.enum(LIVE_BLOG_STATUSES);

/** Where a story or live blog is listed (the desk's placements). */
export const storyPlacementWireSchema = z.object({
  page: z.string(),
  /** null = not ordered by hand (after the ordered ones, newest first). */
  position: z.number().nullable(),
  pinned: z.boolean(),
});

export const liveBlogEntryWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  youtubeId: z.string().nullable(),
  isKeyEvent: z.boolean(),
  pinned: z.boolean(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set once the entry was edited after posting: the "updated" marker. */
  editedAt: z.string().nullable(),
  version: z.number(),
});

export const liveBlogWireSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  status: liveBlogStatusSchema,
  coverageStart: z.string(),
  coverageEnd: z.string().nullable(),
  placements: z.array(storyPlacementWireSchema),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its edition's language (ADR 077): a Hindi blog's page is under /hi. */
  language: z.enum(EDITION_CODES),
  /** Its translation group (the source's id, on the source too), null without translations (ADR 079). */
  translationGroup: z.string().nullable(),
  /** Its translations that are on the site, each with its address (the page's hreflang pair and language switch). */
  translations: z.array(translationRefSchema),
  /** Staff only: a translation whose source's title or summary changed since it was last saved (ADR 079). */
  stale: z.boolean().optional(),
});

/** GET /api/admin/liveblogs. */
export const liveBlogListItemWireSchema = liveBlogWireSchema.extend({ entryCount: z.number(), lastEntryAt: z.string().nullable() });

/** A key event in the page's list: where its entry is (`before`: the `before` id of the page that shows it, null = first page). */
export const liveBlogKeyEventWireSchema = z.object({ _id: z.string(), title: z.string(), createdAt: z.string(), before: z.string().nullable() });

/** GET /api/liveblogs/{id}: the blog, its pinned entry, key events, and the newest page of entries. */
export const liveBlogPageWireSchema = z.object({
  blog: liveBlogWireSchema,
  pinned: liveBlogEntryWireSchema.nullable(),
  keyEvents: z.array(liveBlogKeyEventWireSchema),
  entries: z.array(liveBlogEntryWireSchema),
  /** The `before` id of the next older page, null when this is the last. */
  olderBefore: z.string().nullable(),
  total: z.number(),
});

/**
 * GET /api/liveblogs/{id}/entries?after= (the update check): entries newer than `after`, newest first,
 * and the recent edits and deletions, so an open page can follow them. `latest` is the newest entry id.
 */
export const liveBlogUpdatesWireSchema = z.object({
  entries: z.array(liveBlogEntryWireSchema),
  changed: z.array(liveBlogEntryWireSchema),
  deleted: z.array(z.string()),
  latest: z.string().nullable(),
  status: liveBlogStatusSchema,
  olderBefore: z.string().nullable(),
});
