import {
  buildEditorSlug,
  DEFAULT_EDITION,
  type EditionCode,
  LIVE_BLOG_MESSAGES,
  LIVE_BLOG_PAGE_SIZE,
  LIVE_BLOG_RECENT_CHANGES,
  liveBlogPath,
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
import { and, arrayContains, desc, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { liveBlogEntries, liveBlogs, staffUsers } from "../db/schema.ts";
import type { ContentCache } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { BadRequestError, ForbiddenError, NotFoundError } from "../rules/errors.ts";
import { liveBlogRefusal } from "@matv/shared";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";
import { type Executor, staffNames, type Tx } from "./audit.ts";
import { type DocumentKind, type Documents, type SaveContext, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";
import type { StaffActor } from "./stories.ts";
import { fromPlacements, placementsOf } from "./placements.ts";
import { createTranslations, sourceVersionFor, staleLiveBlog } from "./translations.ts";

/** A translation of the blog that is on the site, as the row's subquery gives it (enough for its address). */
interface BlogTranslationRow {
  _id: string;
  language: EditionCode;
  title: string;
}

/**
 * The blog's translations on the site (not drafts, not deleted), read with the row: one correlated subquery on the
 * group's index, skipped for blogs without a group (ADR 077, 079). The outer row is named in full.
 */
const blogTranslations = sql<BlogTranslationRow[] | null>`case when "live_blogs"."translation_group" is null then null else (
  select json_agg(json_build_object('_id', t.id, 'language', t.language, 'title', t.title) order by t.language)
  from live_blogs t
  where t.translation_group = "live_blogs"."translation_group" and t.id <> "live_blogs"."id"
    and t.status <> 'draft' and t.deleted_at is null) end`;

/** What a blog's read selects: its columns, its translations, and (for staff) whether it is a stale translation. */
const blogColumns = { ...getTableColumns(liveBlogs), translations: blogTranslations };

type BlogRow = typeof liveBlogs.$inferSelect & { translations?: BlogTranslationRow[] | null; stale?: boolean };
type EntryRow = typeof liveBlogEntries.$inferSelect;

/** The LIVE cards a page shows, out of the placed blogs read for every edition at once (home's, ADR 061). */
const PLACED_SHOWN = 4;
const PLACED_READ = 24;

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
  const translations = (row.translations ?? []).map((t) => ({ language: t.language, _id: t._id, title: t.title, url: liveBlogPath(t) }));
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
    language: row.language,
    translationGroup: row.translationGroup,
    translations,
    ...(row.stale !== undefined ? { stale: Boolean(row.stale) } : {}),
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

/** The tags a live blog's write makes stale: its own (page and API answers), the list, and the pages it is or was placed on. */
const blogTags = (blog: { id: string; pages: string[] }, previousPages: string[] = []) => [
  tag.liveBlog(blog.id),
  tag.liveBlogs,
  ...new Set([...blog.pages, ...previousPages].map(tag.page)),
];

async function entryWireOf(executor: Executor, row: EntryRow): Promise<LiveBlogEntryWire> {
  const names = await staffNames(executor, [row.authorId]);
  return toEntryWire(row, row.authorId ? names.get(row.authorId) : null);
}

/** A live blog (ADR 061, 067): placed like a story, versioned; its entries are documents of their own. */
export const liveBlogKind: DocumentKind<BlogRow, LiveBlogWire> = {
  name: "liveblog",
  messages: { notFound: LIVE_BLOG_MESSAGES.notFound, stale: LIVE_BLOG_MESSAGES.stale },
  ...tableRows<BlogRow, Partial<BlogRow>>(liveBlogs, {
    // Staff reads: whether a translation's source changed since it was saved (ADR 079).
    columns: { ...blogColumns, stale: staleLiveBlog },
    live: isNull(liveBlogs.deletedAt),
    stamp: (meta, created) => ({ updatedBy: meta.staffId, updatedAt: meta.now, ...(created ? { createdBy: meta.staffId, createdAt: meta.now } : {}) }),
  }),
  wire: (_executor, row) => toBlogWire(row),
  snapshot: snapshotFields<BlogRow>("title", "summary", "imageUrl", "imageAlt", "status", "pages", "placements", "coverageStartAt", "coverageEndAt"),
  title: (row) => row.title,
  tags: (before, after) => blogTags(after, before?.pages),
  presence: true,
};

/** One entry of a live blog: its writes end the blog's caches (and the placed pages', touched by the save). */
export const liveBlogEntryKind: DocumentKind<EntryRow, LiveBlogEntryWire> = {
  name: "liveblog-entry",
  messages: { notFound: LIVE_BLOG_MESSAGES.entryNotFound, stale: LIVE_BLOG_MESSAGES.staleEntry },
  ...tableRows<EntryRow, Partial<EntryRow>>(liveBlogEntries, { live: isNull(liveBlogEntries.deletedAt) }),
  wire: entryWireOf,
  snapshot: snapshotFields<EntryRow>("title", "body", "imageUrl", "imageAlt", "youtubeId", "isKeyEvent", "pinned", "deletedAt"),
  title: (row) => row.title || row.body.replace(/<[^>]*>/g, "").slice(0, 80),
  tags: (_before, after) => [tag.liveBlog(after.liveBlogId), tag.liveBlogs],
};

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
  documents: Documents;
}

/**
 * Live blogs (ADR 061). Staff writes are transactions that add their audit entry; after the
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
  const { cache, documents } = deps;
  const translations = createTranslations(db, {
    documents,
    kind: liveBlogKind,
    table: liveBlogs,
    draft: (source: BlogRow, language: EditionCode): Partial<BlogRow> => ({
      language,
      slug: source.slug,
      title: source.title,
      summary: source.summary,
      imageUrl: source.imageUrl,
      imageAlt: source.imageAlt,
      pages: source.pages,
      placements: source.placements,
      // Its entries are its own: a translated blog posts them in its language, once an editor takes it live.
      status: "draft",
    }),
  });
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

  function allow(staff: StaffActor, action: Parameters<typeof liveBlogRefusal>[1], entry: { authorId: string | null } | null = null) {
    const refusal = liveBlogRefusal(staff, action, entry);
    if (refusal) throw new ForbiddenError(refusal);
  }

  /** A save of one of a blog's entries: the entry must be the blog's, the role may do `action`, the blog's pages go stale too. */
  function saveEntry(
    blogId: string,
    staff: StaffActor,
    action: "post" | "edit" | "delete",
    options: { id?: string; version?: number },
    change: (context: SaveContext, before: EntryRow | null) => Partial<EntryRow> | Promise<Partial<EntryRow>>,
  ) {
    return documents.save(liveBlogEntryKind, {
      ...options,
      create: action === "post",
      actor: staff,
      action: action === "post" ? "create" : action === "edit" ? "update" : "delete",
      authorize(before) {
        if (before && before.liveBlogId !== blogId) throw new NotFoundError(LIVE_BLOG_MESSAGES.entryNotFound);
        allow(staff, action, before);
      },
      async change(context, before) {
        const blog = await findBlog(context.tx, blogId, action === "post");
        context.touch(blogTags(blog));
        return change(context, before);
      },
    });
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
      // A draft (a new translation, ADR 079) starts its coverage when it goes live, unless the editor says when.
      if (before?.status === "draft" && input.coverageStart === undefined) values.coverageStartAt = now;
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
  async function loadState(id: string, staff = false): Promise<LiveBlogState | null> {
    stateLoads++;
    const rows = await db
      .select({
        blog: staff ? { ...blogColumns, stale: staleLiveBlog } : blogColumns,
        entry: liveBlogEntries,
        authorName: staffUsers.name,
        authorEmail: staffUsers.email,
      })
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

  /** The reader page's read (and GET /api/liveblogs/{id}): cached per blog and page, derived from the one state; null when there is no such blog. */
  function page(id: string, before?: string): Promise<LiveBlogPageWire | null> {
    return cache.get(cacheKey.liveBlogPage(id, before ?? ""), STATE_TTL_MS, async () => {
      const current = await state(id);
      // A draft (a translation not yet live) is not on the site.
      if (!current || current.blog.status === "draft") return null;
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
          blog: { ...blogColumns, stale: staleLiveBlog },
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
      const loaded = await loadState(id, true);
      if (!loaded) throw new NotFoundError(LIVE_BLOG_MESSAGES.notFound);
      return { blog: loaded.blog, entries: loaded.entries };
    },

    create(input: LiveBlogCreateInput & z.output<typeof liveBlogCreateSchema>, staff: StaffActor): Promise<LiveBlogWire> {
      allow(staff, "blog");
      return documents.save(liveBlogKind, {
        create: true,
        actor: staff,
        action: "create",
        change: ({ now }) => {
          const values = blogValues(input, null, now);
          return {
            ...values,
            title: input.title,
            slug: values.slug ?? "",
            coverageStartAt: values.coverageStartAt ?? now,
            language: input.language ?? DEFAULT_EDITION.code,
          };
        },
      });
    },

    update(id: string, input: z.output<typeof liveBlogUpdateSchema>, staff: StaffActor): Promise<LiveBlogWire> {
      const { version, ...fields } = input;
      return documents.save(liveBlogKind, {
        id,
        version,
        actor: staff,
        action: "update",
        authorize: () => allow(staff, "blog"),
        // A translation's save records the source version it now answers to: it is no longer stale (ADR 079).
        async change({ now, tx }, before) {
          const values = blogValues(fields, before, now);
          const sourceVersion = before ? await sourceVersionFor(tx, before, liveBlogs) : null;
          return sourceVersion === null ? values : { ...values, sourceVersion };
        },
      });
    },

    /** "Translate" (ADR 079): a draft live blog in `language` with the source's title, summary, image and placements; no entries. */
    translate(id: string, language: EditionCode, staff: StaffActor): Promise<LiveBlogWire> {
      allow(staff, "blog");
      return translations.translate(id, language, staff);
    },
    sourceChanges: (id: string) => translations.sourceChanges(id),

    addEntry(blogId: string, input: z.output<typeof liveBlogEntryCreateSchema>, staff: StaffActor): Promise<LiveBlogEntryWire> {
      return saveEntry(blogId, staff, "post", {}, async ({ tx, now }) => {
        const values = entryValues(input, null);
        if (values.pinned) await unpinAll(tx, blogId, now);
        return { ...values, liveBlogId: blogId, authorId: staff.id };
      });
    },

    updateEntry(blogId: string, entryId: string, input: z.output<typeof liveBlogEntryUpdateSchema>, staff: StaffActor): Promise<LiveBlogEntryWire> {
      const { version, ...fields } = input;
      return saveEntry(blogId, staff, "edit", { id: entryId, version }, async ({ tx, now }, before) => {
        const values = entryValues(fields, before);
        if (values.pinned) await unpinAll(tx, blogId, now);
        // "Edited" tells readers the words or pictures changed: a save that changes none of them (a pin, or
        // Save pressed on an unchanged entry) keeps the entry as it was posted.
        const reworded = READER_VISIBLE_ENTRY_FIELDS.some((key) => key in values && values[key] !== before?.[key]);
        return { ...values, editedAt: reworded ? now : (before?.editedAt ?? null) };
      });
    },

    async removeEntry(blogId: string, entryId: string, staff: StaffActor): Promise<void> {
      await saveEntry(blogId, staff, "delete", { id: entryId }, ({ now }) => ({ deletedAt: now, pinned: false }));
    },

    /** The update check: entries newer than `after`, recent edits and deletions. Cached per `after`, derived from the one state. */
    async updates(id: string, after?: string): Promise<LiveBlogUpdatesWire> {
      const found = await cache.get(cacheKey.liveBlogUpdates(id, after ?? ""), STATE_TTL_MS, async () => {
        const current = await state(id);
        if (!current || current.blog.status === "draft") return null;
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

    /**
     * Live blogs placed on a page (home) for one edition, live first: the home page's LIVE cards. As an edition's
     * stories are (ADR 077), its own blogs come first, then the default edition's fill in, leaving out one whose
     * translation into the edition is on the site; the default edition shows its own only. One cached read a
     * page serves every edition.
     */
    async placedOn(pageName: string, edition: EditionCode = DEFAULT_EDITION.code): Promise<LiveBlogWire[]> {
      const placed = await cache.get(cacheKey.liveBlogsOnPage(pageName), STATE_TTL_MS, async () => {
        const rows = await db
          .select(blogColumns)
          .from(liveBlogs)
          .where(and(isNull(liveBlogs.deletedAt), ne(liveBlogs.status, "draft"), arrayContains(liveBlogs.pages, [pageName])))
          .orderBy(sql`${liveBlogs.status} = 'live' desc`, desc(liveBlogs.createdAt))
          .limit(PLACED_READ);
        return rows.map(toBlogWire);
      });
      const own = placed.filter((blog) => blog.language === edition);
      const fill =
        edition === DEFAULT_EDITION.code
          ? []
          : placed.filter((blog) => blog.language === DEFAULT_EDITION.code && !blog.translations.some((t) => t.language === edition));
      return [...own, ...fill].slice(0, PLACED_SHOWN);
    },
  };
}

export type LiveBlogsService = ReturnType<typeof createLiveBlogsService>;
