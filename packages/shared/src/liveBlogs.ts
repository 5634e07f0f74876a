export * from "./liveBlogMerge.ts";
import { DEFAULT_EDITION, type EditionCode, editionPath } from "./editions.ts";
import { buildArticleSlug, extractArticleId } from "./slug.ts";
import type { z } from "zod";
import type {
  liveBlogEntryWireSchema,
  liveBlogKeyEventWireSchema,
  liveBlogListItemWireSchema,
  liveBlogPageWireSchema,
  liveBlogUpdatesWireSchema,
  liveBlogWireSchema,
} from "./contracts/liveBlogs.ts";

/**
 * Live blogs (ADR 061): the contract of /api/admin/liveblogs and /api/liveblogs, the reader
 * page's address, and the rule the page's island uses to merge a poll into what the reader sees.
 */

/** `draft` is off the site: a new translation starts there until an editor takes it live (ADR 079). */
export const LIVE_BLOG_STATUSES = ["draft", "live", "ended"] as const;
export type LiveBlogStatus = (typeof LIVE_BLOG_STATUSES)[number];

/* The wire shapes below are inferred from their schemas in contracts/liveBlogs.ts (ADR 080). */

/** Entries per page of the reader page and of GET /api/liveblogs/{id}/entries?before=. */
export const LIVE_BLOG_PAGE_SIZE = 20;
/** The reader page checks for updates this often (ms). */
export const LIVE_BLOG_POLL_MS = 10_000;
/** How many recent edits and deletions an update check carries, so an open page can follow them. */
export const LIVE_BLOG_RECENT_CHANGES = 50;

export const LIVE_BLOG_MESSAGES = {
  notFound: "Live blog not found",
  entryNotFound: "Entry not found",
  stale: "Someone else saved this live blog since you opened it.",
  staleEntry: "Someone else saved this entry since you opened it.",
  imageAltRequired: "Describe the image for readers who cannot see it (alt text is required).",
  entryEmpty: "Write something, or add an image or a clip.",
  writerBlog: "Writers can post entries. Ask an editor to create or change the live blog.",
  writerOthers: "Writers can edit or delete only their own entries.",
  youtube: "must be a YouTube link or video id",
} as const;

export type LiveBlogEntryWire = z.infer<typeof liveBlogEntryWireSchema>;

export type LiveBlogWire = z.infer<typeof liveBlogWireSchema>;

/** GET /api/admin/liveblogs. */
export type LiveBlogListItemWire = z.infer<typeof liveBlogListItemWireSchema>;

/** A key event in the page's list: where its entry is (`page`: the `before` id of the page that shows it, null = first page). */
export type LiveBlogKeyEventWire = z.infer<typeof liveBlogKeyEventWireSchema>;

/** GET /api/liveblogs/{id}: the blog, its pinned entry, key events, and the newest page of entries. */
export type LiveBlogPageWire = z.infer<typeof liveBlogPageWireSchema>;

/**
 * GET /api/liveblogs/{id}/entries?after= (the update check): entries newer than `after`, newest first,
 * and the recent edits and deletions, so an open page can follow them. `latest` is the newest entry id.
 */
export type LiveBlogUpdatesWire = z.infer<typeof liveBlogUpdatesWireSchema>;

/** The reader page's address: /live-updates/{slug}-{id}, in its language's edition (a Hindi title's Unicode slug under /hi, ADR 077). */
export function liveBlogPath(blog: { _id: string; title: string; language?: EditionCode | null }): string {
  const language = blog.language ?? DEFAULT_EDITION.code;
  return editionPath(language, `/live-updates/${encodeURIComponent(buildArticleSlug(blog.title, blog._id, language))}`);
}

/** The id at the end of a /live-updates/{slug}-{id} segment, or null. */
export function liveBlogIdOf(segment: string | undefined): string | null {
  const result = extractArticleId(segment);
  return result.ok ? result.id : null;
}
