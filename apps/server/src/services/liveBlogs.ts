import {
  buildEditorSlug,
  LIVE_BLOG_MESSAGES,
  LIVE_BLOG_PAGE_SIZE,
  LIVE_BLOG_RECENT_CHANGES,
  type LiveBlogCreateInput,
  type LiveBlogEntryWire,
  type LiveBlogKeyEventWire,
  type LiveBlogListItemWire,
  type LiveBlogPageWire,
  type LiveBlogUpdatesWire,
  type LiveBlogWire,
  type liveBlogCreateSchema,
  type liveBlogEntryCreateSchema,
  type liveBlogEntryUpdateSchema,
  type liveBlogUpdateSchema,
} from "@matv/shared";
import { and, arrayContains, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { liveBlogEntries, liveBlogs, staffUsers } from "../db/schema.ts";
import type { ContentCache } from "../lib/cache.ts";
import { cacheKey, tag } from "../lib/cacheTags.ts";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import { liveBlogRefusal } from "../lib/roles.ts";
import { sanitizeHtml } from "../lib/sanitizeHtml.ts";
import { type AuditService, staffNames, type Tx } from "./audit.ts";
import type { StaffActor } from "./stories.ts";
import { fromPlacements, placementsOf } from "./placements.ts";

type BlogRow = typeof liveBlogs.$inferSelect;
type EntryRow = typeof liveBlogEntries.$inferSelect;

/** How long a blog's state stays cached at most; every write invalidates it at once. */
const STATE_TTL_MS = 30_000;

/** Everything a reader can see of one blog, built by one query: the blog, its entries newest first, recent edits and deletions. */
export interface LiveBlogState {
  blog: LiveBlogWire;
  /** Live entries, newest first. */
  entries: LiveBlogEntryWire[];
  /** Edited entries, most recently edited first (at most LIVE_BLOG_RECENT_CHANGES). */
  changed: LiveBlogEntryWire[];
  deleted: string[];
}

function toBlogWire(row: BlogRow): LiveBlogWire {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    status: row.status,
    coverageStart: row.coverageStartAt.toISOString(),
    coverageEnd: row.coverageEndAt ? row.coverageEndAt.toISOString() : null,
    placements: placementsOf(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toEntryWire(row: EntryRow, authorName: string | null | undefined): LiveBlogEntryWire {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    youtubeId: row.youtubeId,
    isKeyEvent: row.isKeyEvent,
    pinned: row.pinned,
    author: row.authorId ? { id: row.authorId, name: authorName ?? "Deleted account" } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    version: row.version,
  };
}

/** Newest first: creation time, then id (ids carry their second and a counter). */
const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The page of entries older than `before` (first page when absent or unknown) and the next page's `before`. */
function pageOf(entries: LiveBlogEntryWire[], before: string | undefined): { entries: LiveBlogEntryWire[]; olderBefore: string | null } {
  const start = before ? entries.findIndex((e) => e._id === before) + 1 : 0;
  const page = entries.slice(start, start + LIVE_BLOG_PAGE_SIZE);
  const olderBefore = start + LIVE_BLOG_PAGE_SIZE < entries.length ? (page.at(-1)?._id ?? null) : null;
  return { entries: page, olderBefore };
}

export interface LiveBlogsServiceDeps {
  cache: ContentCache;
  audit: AuditService;
  now?: () => Date;
}

/**
 * Live blogs (issue 22, ADR 061). Staff writes are transactions that add their audit entry; after the
 * commit they invalidate the blog's tag (its reader page, its API answers) and the pages it is placed on.
 * Readers' reads all derive from one cached state per blog, loaded by one query, so any number of
 * readers polling costs at most one query per blog per write (or per STATE_TTL_MS).
 */
/** One pinned entry per live blog: pinning one first unpins the others (a new version, so open pages drop its label). */
async function unpinAll(tx: Tx, blogId: string, now: Date): Promise<void> {
  await tx
    .update(liveBlogEntries)
    .set({ pinned: false, version: sql`${liveBlogEntries.version} + 1`, updatedAt: now })
    .where(and(eq(liveBlogEntries.liveBlogId, blogId), eq(liveBlogEntries.pinned, true)));
}

export function createLiveBlogsService(db: Db, deps: LiveBlogsServiceDeps) {
  const clock = deps.now ?? (() => new Date());
  const { cache, audit } = deps;
  /** State loads (database reads of a blog's state) so far: the polling bench counts them per interval. */
  let stateLoads = 0;

  async function findBlog(executor: Db | Tx, id: string, lock = false): Promise<BlogRow> {
    const query = executor
      .select()
      .from(liveBlogs)
      .where(and(eq(liveBlogs.id, id), isNull(liveBlogs.deletedAt)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError(LIVE_BLOG_MESSAGES.notFound);
    return row;
  }

  async function findEntry(tx: Tx, blogId: string, entryId: string): Promise<EntryRow> {
    const [row] = await tx
      .select()
      .from(liveBlogEntries)
      .where(and(eq(liveBlogEntries.id, entryId), eq(liveBlogEntries.liveBlogId, blogId), isNull(liveBlogEntries.deletedAt)))
      .for("update");
    if (!row) throw new NotFoundError(LIVE_BLOG_MESSAGES.entryNotFound);
    return row;
  }

  function allow(staff: StaffActor, action: Parameters<typeof liveBlogRefusal>[1], entry: { authorId: string | null } | null = null) {
    const refusal = liveBlogRefusal(staff, action, entry);
    if (refusal) throw new ForbiddenError(refusal);
  }

  /** Audits a change to a live blog; its entries' changes are audited under the blog. */
  function recordChange(tx: Tx, staff: StaffActor, blogId: string, action: string, summary: string, at: Date): Promise<void> {
    return audit.record(tx, { staffId: staff.id, action, entityType: "liveblog", entityId: blogId, summary, at });
  }

  function invalidate(blog: { id: string; pages: string[] }, previousPages: string[] = []) {
    cache.invalidate([tag.liveBlog(blog.id), tag.liveBlogs, ...new Set([...blog.pages, ...previousPages].map(tag.page))]);
  }

  function blogValues(input: Partial<z.output<typeof liveBlogCreateSchema>>, before: BlogRow | null, now: Date): Partial<BlogRow> {
    const values: Partial<BlogRow> = {};
    if (input.title !== undefined) {
      values.title = input.title;
      values.slug = buildEditorSlug(input.title);
    }
    if (input.summary !== undefined) values.summary = input.summary;
    if (input.imageUrl !== undefined) values.imageUrl = input.imageUrl?.trim() || null;
    if (input.imageAlt !== undefined) values.imageAlt = input.imageAlt?.trim() || null;
    if (input.coverageStart !== undefined) values.coverageStartAt = new Date(input.coverageStart);
    if (input.placements !== undefined) Object.assign(values, fromPlacements(input.placements));
    if (input.status !== undefined && input.status !== (before?.status ?? "live")) {
      values.status = input.status;
      values.coverageEndAt = input.status === "ended" ? now : null;
    }
    const imageUrl = values.imageUrl !== undefined ? values.imageUrl : (before?.imageUrl ?? null);
    const imageAlt = values.imageAlt !== undefined ? values.imageAlt : (before?.imageAlt ?? null);
    if (imageUrl && !imageAlt) throw new BadRequestError(`imageAlt: ${LIVE_BLOG_MESSAGES.imageAltRequired}`, "imageAlt");
    return values;
  }

  const READER_VISIBLE_ENTRY_FIELDS = ["title", "body", "imageUrl", "imageAlt", "youtubeId"] as const;

  function entryValues(input: Partial<z.output<typeof liveBlogEntryCreateSchema>>, before: EntryRow | null): Partial<EntryRow> {
    const values: Partial<EntryRow> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.body !== undefined) values.body = sanitizeHtml(input.body);
    if (input.imageUrl !== undefined) values.imageUrl = input.imageUrl?.trim() || null;
    if (input.imageAlt !== undefined) values.imageAlt = input.imageAlt?.trim() || null;
    if (input.youtube !== undefined) values.youtubeId = input.youtube;
    if (input.isKeyEvent !== undefined) values.isKeyEvent = input.isKeyEvent;
    if (input.pinned !== undefined) values.pinned = input.pinned;
    const merged = { ...before, ...values };
    if (merged.imageUrl && !merged.imageAlt) throw new BadRequestError(`imageAlt: ${LIVE_BLOG_MESSAGES.imageAltRequired}`, "imageAlt");
    const bodyText = (merged.body ?? "").replace(/<[^>]*>/g, "").trim();
    if (!bodyText && !merged.title?.trim() && !merged.imageUrl && !merged.youtubeId && !/<(img|iframe)\b/i.test(merged.body ?? ""))
      throw new BadRequestError(`body: ${LIVE_BLOG_MESSAGES.entryEmpty}`, "body");
    return values;
  }

  /** One query: the blog and every entry (deleted ones too, for the open pages to drop) with its author's name. */
  async function loadState(id: string): Promise<LiveBlogState | null> {
    stateLoads++;
    const rows = await db
      .select({ blog: liveBlogs, entry: liveBlogEntries, authorName: staffUsers.name, authorEmail: staffUsers.email })
      .from(liveBlogs)
      .leftJoin(liveBlogEntries, eq(liveBlogEntries.liveBlogId, liveBlogs.id))
      .leftJoin(staffUsers, eq(staffUsers.id, liveBlogEntries.authorId))
      .where(and(eq(liveBlogs.id, id), isNull(liveBlogs.deletedAt)));
    const blogRow = rows[0]?.blog;
    if (!blogRow) return null;
    const all = rows.flatMap((r) => (r.entry ? [{ ...r.entry, authorName: r.authorName?.trim() || r.authorEmail }] : []));
    all.sort(newestFirst);
    const live = all.filter((e) => !e.deletedAt);
    // Every entry changed since it was posted (reworded, or pinned and unpinned), most recent first.
    const changed = live
      .filter((e) => e.updatedAt.getTime() > e.createdAt.getTime())
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, LIVE_BLOG_RECENT_CHANGES);
    const deleted = all
      .filter((e) => e.deletedAt)
      .sort((a, b) => (b.deletedAt as Date).getTime() - (a.deletedAt as Date).getTime())
      .slice(0, LIVE_BLOG_RECENT_CHANGES)
      .map((e) => e.id);
    return {
      blog: toBlogWire(blogRow),
      entries: live.map((e) => toEntryWire(e, e.authorName)),
      changed: changed.map((e) => toEntryWire(e, e.authorName)),
      deleted,
    };
  }

  function state(id: string): Promise<LiveBlogState | null> {
    return cache.get(cacheKey.liveBlogState(id), STATE_TTL_MS, () => loadState(id));
  }

  async function entryWireOf(executor: Db | Tx, row: EntryRow): Promise<LiveBlogEntryWire> {
    const names = await staffNames(executor, [row.authorId]);
    return toEntryWire(row, row.authorId ? names.get(row.authorId) : null);
  }

  /** The reader page's read (and GET /api/liveblogs/{id}): cached per blog and page, derived from the one state; null when there is no such blog. */
  function page(id: string, before?: string): Promise<LiveBlogPageWire | null> {
    return cache.get(cacheKey.liveBlogPage(id, before ?? ""), STATE_TTL_MS, async () => {
      const current = await state(id);
      if (!current) return null;
      const pinned = current.entries.find((e) => e.pinned) ?? null;
      const stream = current.entries.filter((e) => e !== pinned);
      const keyEvents: LiveBlogKeyEventWire[] = [];
      stream.forEach((e, i) => {
        if (!e.isKeyEvent) return;
        const pageStart = Math.floor(i / LIVE_BLOG_PAGE_SIZE) * LIVE_BLOG_PAGE_SIZE;
        keyEvents.push({
          _id: e._id,
          title: e.title || e.body.replace(/<[^>]*>/g, "").slice(0, 80),
          createdAt: e.createdAt,
          before: pageStart ? (stream[pageStart - 1]?._id ?? null) : null,
        });
      });
      return { blog: current.blog, pinned, keyEvents, ...pageOf(stream, before), total: current.entries.length };
    });
  }

  return {
    page,
    get stateLoads() {
      return stateLoads;
    },

    /** Staff list, newest first, with each blog's entry count and last entry time. */
    async list(): Promise<LiveBlogListItemWire[]> {
      const rows = await db
        .select({
          blog: liveBlogs,
          entryCount: sql<number>`(select count(*)::int from ${liveBlogEntries} e where e.live_blog_id = ${liveBlogs.id} and e.deleted_at is null)`,
          lastEntryAt: sql<string | null>`(select max(e.created_at) from ${liveBlogEntries} e where e.live_blog_id = ${liveBlogs.id} and e.deleted_at is null)`,
        })
        .from(liveBlogs)
        .where(isNull(liveBlogs.deletedAt))
        .orderBy(desc(liveBlogs.createdAt))
        .limit(200);
      return rows.map((r) => ({
        ...toBlogWire(r.blog),
        entryCount: Number(r.entryCount),
        lastEntryAt: r.lastEntryAt ? new Date(r.lastEntryAt).toISOString() : null,
      }));
    },

    /** Staff view: the blog and all its live entries, uncached. */
    async get(id: string): Promise<{ blog: LiveBlogWire; entries: LiveBlogEntryWire[] }> {
      const loaded = await loadState(id);
      if (!loaded) throw new NotFoundError(LIVE_BLOG_MESSAGES.notFound);
      return { blog: loaded.blog, entries: loaded.entries };
    },

    async create(input: LiveBlogCreateInput & z.output<typeof liveBlogCreateSchema>, staff: StaffActor): Promise<LiveBlogWire> {
      allow(staff, "blog");
      const now = clock();
      const id = newObjectId(now);
      const row = await db.transaction(async (tx) => {
        const values = blogValues(input, null, now);
        const [created] = await tx
          .insert(liveBlogs)
          .values({
            ...values,
            id,
            title: input.title,
            slug: values.slug ?? "",
            coverageStartAt: values.coverageStartAt ?? now,
            createdBy: staff.id,
            updatedBy: staff.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordChange(tx, staff, id, "liveblog.create", `create "${input.title.slice(0, 120)}"`, now);
        return created as BlogRow;
      });
      invalidate(row);
      return toBlogWire(row);
    },

    async update(id: string, input: z.output<typeof liveBlogUpdateSchema>, staff: StaffActor): Promise<LiveBlogWire> {
      allow(staff, "blog");
      const now = clock();
      const { row, previousPages } = await db.transaction(async (tx) => {
        const before = await findBlog(tx, id, true);
        if (before.version !== input.version) throw new ConflictError(LIVE_BLOG_MESSAGES.stale, "version", { current: toBlogWire(before) });
        const { version: _version, ...fields } = input;
        const values = blogValues(fields, before, now);
        const [after] = await tx
          .update(liveBlogs)
          .set({ ...values, version: before.version + 1, updatedBy: staff.id, updatedAt: now })
          .where(eq(liveBlogs.id, id))
          .returning();
        const changed = Object.keys(values).join(", ");
        await recordChange(tx, staff, id, "liveblog.update", `update "${before.title.slice(0, 120)}": ${changed}`, now);
        return { row: after as BlogRow, previousPages: before.pages };
      });
      invalidate(row, previousPages);
      return toBlogWire(row);
    },

    async addEntry(blogId: string, input: z.output<typeof liveBlogEntryCreateSchema>, staff: StaffActor): Promise<LiveBlogEntryWire> {
      allow(staff, "post");
      const now = clock();
      const { blog, row } = await db.transaction(async (tx) => {
        const blog = await findBlog(tx, blogId, true);
        const values = entryValues(input, null);
        if (values.pinned) await unpinAll(tx, blogId, now);
        const id = newObjectId(now);
        const [row] = await tx
          .insert(liveBlogEntries)
          .values({ ...values, id, liveBlogId: blogId, authorId: staff.id, createdAt: now, updatedAt: now })
          .returning();
        await recordChange(tx, staff, blogId, "liveblog.entry.create", `entry ${id} posted`, now);
        return { blog, row: row as EntryRow };
      });
      invalidate(blog);
      return entryWireOf(db, row);
    },

    async updateEntry(blogId: string, entryId: string, input: z.output<typeof liveBlogEntryUpdateSchema>, staff: StaffActor): Promise<LiveBlogEntryWire> {
      const now = clock();
      const { blog, row } = await db.transaction(async (tx) => {
        const blog = await findBlog(tx, blogId);
        const before = await findEntry(tx, blogId, entryId);
        allow(staff, "edit", before);
        if (before.version !== input.version) throw new ConflictError(LIVE_BLOG_MESSAGES.staleEntry, "version", { current: await entryWireOf(tx, before) });
        const { version: _version, ...fields } = input;
        const values = entryValues(fields, before);
        if (values.pinned) await unpinAll(tx, blogId, now);
        // "Edited" tells readers the words or pictures changed: a save that changes none of them (a pin, or
        // Save pressed on an unchanged entry) keeps the entry as it was posted.
        const reworded = READER_VISIBLE_ENTRY_FIELDS.some((key) => key in values && values[key] !== before[key]);
        const [row] = await tx
          .update(liveBlogEntries)
          .set({ ...values, version: before.version + 1, updatedAt: now, editedAt: reworded ? now : before.editedAt })
          .where(eq(liveBlogEntries.id, entryId))
          .returning();
        await recordChange(tx, staff, blogId, "liveblog.entry.update", `entry ${entryId} edited`, now);
        return { blog, row: row as EntryRow };
      });
      invalidate(blog);
      return entryWireOf(db, row);
    },

    async removeEntry(blogId: string, entryId: string, staff: StaffActor): Promise<void> {
      const now = clock();
      const blog = await db.transaction(async (tx) => {
        const blog = await findBlog(tx, blogId);
        const before = await findEntry(tx, blogId, entryId);
        allow(staff, "delete", before);
        await tx.update(liveBlogEntries).set({ deletedAt: now, pinned: false, updatedAt: now }).where(eq(liveBlogEntries.id, entryId));
        await recordChange(tx, staff, blogId, "liveblog.entry.delete", `entry ${entryId} deleted`, now);
        return blog;
      });
      invalidate(blog);
    },

    /** The update check: entries newer than `after`, recent edits and deletions. Cached per `after`, derived from the one state. */
    async updates(id: string, after?: string): Promise<LiveBlogUpdatesWire> {
      const found = await cache.get(cacheKey.liveBlogUpdates(id, after ?? ""), STATE_TTL_MS, async () => {
        const current = await state(id);
        if (!current) return null;
        const index = after ? current.entries.findIndex((e) => e._id === after) : -1;
        // An unknown `after` (deleted since) falls back to id order: ids start with their creation second.
        const entries =
          index >= 0 ? current.entries.slice(0, index) : after ? current.entries.filter((e) => e._id > after) : current.entries.slice(0, LIVE_BLOG_PAGE_SIZE);
        return {
          entries: entries.slice(0, 100),
          changed: current.changed,
          deleted: current.deleted,
          latest: current.entries[0]?._id ?? null,
          status: current.blog.status,
          olderBefore: null,
        };
      });
      if (!found) throw new NotFoundError(LIVE_BLOG_MESSAGES.notFound);
      return found;
    },

    /** Older entries page for the API (`before`). */
    async older(id: string, before: string): Promise<LiveBlogUpdatesWire> {
      const current = await page(id, before);
      if (!current) throw new NotFoundError(LIVE_BLOG_MESSAGES.notFound);
      return { entries: current.entries, changed: [], deleted: [], latest: null, status: current.blog.status, olderBefore: current.olderBefore };
    },

    /** Live blogs placed on a page (home), live first: the home page's LIVE cards. */
    async placedOn(pageName: string): Promise<LiveBlogWire[]> {
      return cache.get(cacheKey.liveBlogsOnPage(pageName), STATE_TTL_MS, async () => {
        const rows = await db
          .select()
          .from(liveBlogs)
          .where(and(isNull(liveBlogs.deletedAt), arrayContains(liveBlogs.pages, [pageName])))
          .orderBy(sql`${liveBlogs.status} = 'live' desc`, desc(liveBlogs.createdAt))
          .limit(4);
        return rows.map(toBlogWire);
      });
    },
  };
}

export type LiveBlogsService = ReturnType<typeof createLiveBlogsService>;
