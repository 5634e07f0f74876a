import { z } from "zod";
import { youtubeVideoId } from "./deepDive.ts";
import { EDITION_CODES } from "./editions.ts";
import { LIVE_BLOG_MESSAGES, LIVE_BLOG_STATUSES } from "./liveBlogs.ts";
import { boundedText, objectIdSchema } from "./schemas.ts";
import { linkOrImageSchema } from "./sectionLists.ts";
import { storyPlacementsSchema } from "./stories.ts";

/** The live blog desk's and API's input schemas (zod: kept out of the address and merge rules the home and reader pages import). */

const flag = z.boolean({ message: "must be true or false" });
const isoTime = z.iso.datetime({ offset: true, message: "must be an ISO date and time" });

const liveBlogFields = {
  title: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(300, { message: "must be at most 300 characters" }),
  summary: boundedText(1000).optional(),
  imageUrl: linkOrImageSchema.nullable().optional(),
  /** Required whenever imageUrl is set: 400 field "imageAlt". */
  imageAlt: boundedText(300).nullable().optional(),
  status: z.enum(LIVE_BLOG_STATUSES, { message: `must be one of ${LIVE_BLOG_STATUSES.join(", ")}` }).optional(),
  coverageStart: isoTime.optional(),
  placements: storyPlacementsSchema.optional(),
};

/**
 * POST /api/admin/liveblogs. `language` (an edition code, English when left out) puts the blog in that edition
 * from the start (ADR 077): a Hindi blog written from scratch, not only a translation. It is fixed at creation:
 * the update schema has no `language`, since the blog's address follows it.
 */
export const liveBlogCreateSchema = z.object({
  ...liveBlogFields,
  language: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).optional(),
});
export type LiveBlogCreateInput = z.input<typeof liveBlogCreateSchema>;

const version = z.number({ message: "is required" }).int({ message: "must be a whole number" }).min(1, { message: "must be at least 1" });

/** PUT /api/admin/liveblogs/{id}: the fields to change and the version the editor loaded (409 when stale). */
export const liveBlogUpdateSchema = z.object({ ...liveBlogFields, title: liveBlogFields.title.optional(), version });
export type LiveBlogUpdateInput = z.input<typeof liveBlogUpdateSchema>;

/** A YouTube link or id, stored as the id. */
const youtubeSchema = z.string({ message: "must be text" }).transform((value, ctx) => {
  if (!value.trim()) return null;
  const id = youtubeVideoId(value.trim()) ?? (/^[\w-]{11}$/.test(value.trim()) ? value.trim() : null);
  if (!id) {
    ctx.addIssue({ code: "custom", message: LIVE_BLOG_MESSAGES.youtube });
    return z.NEVER;
  }
  return id;
});

const entryFields = {
  title: boundedText(300).optional(),
  /** HTML from the rich-text editor; the server keeps what the one sanitiser keeps. */
  body: z.string({ message: "must be text" }).max(100_000, { message: "must be at most 100000 characters" }).optional(),
  imageUrl: linkOrImageSchema.nullable().optional(),
  imageAlt: boundedText(300).nullable().optional(),
  youtube: youtubeSchema.nullable().optional(),
  isKeyEvent: flag.optional(),
  /** One pinned entry per blog: pinning this one unpins the other. */
  pinned: flag.optional(),
};

/** POST /api/admin/liveblogs/{id}/entries. */
export const liveBlogEntryCreateSchema = z.object(entryFields);
export type LiveBlogEntryCreateInput = z.input<typeof liveBlogEntryCreateSchema>;
/** PUT /api/admin/liveblogs/{id}/entries/{entryId}. */
export const liveBlogEntryUpdateSchema = z.object({ ...entryFields, version });
export type LiveBlogEntryUpdateInput = z.input<typeof liveBlogEntryUpdateSchema>;

/** GET /api/liveblogs/{id}/entries: `after` = newer than that entry (the update check), `before` = the page older than it. */
export const liveBlogEntriesQuerySchema = z.object({
  after: objectIdSchema.optional(),
  before: objectIdSchema.optional(),
});
