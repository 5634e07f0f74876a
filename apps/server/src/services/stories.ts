import {
  type ArticlePage,
  RELATED_ARTICLES_LIMIT,
  buildEditorSlug,
  DESK_MESSAGES,
  type DocumentKind,
  PREVIEW_TOKEN_TTL_MS,
  type PreviewTokenWire,
  readTimeMinutes,
  type RevisionWire,
  STORY_EDITABLE_FIELDS,
  STORY_MESSAGES,
  type StoryAction,
  storyActionRefusal,
  type StoryListWire,
  type StoryStatus,
  type StoryWire,
  storyCreateSchema,
  type storyListQuerySchema,
  type storyUpdateSchema,
} from "@matv/shared";
import { and, arrayContains, desc, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { articles, authors, type StoryPlacementMap } from "../db/schema.ts";
import type { ContentCache } from "../lib/cache.ts";
import { blogTags, storyTags } from "../lib/cacheTags.ts";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import { sanitizeHtml } from "../lib/sanitizeHtml.ts";
import { type ArticleRow, articleColumns, toArticleWire, toAuthorWire } from "./articleMapper.ts";
import { type ArticlesService, isPublic } from "./articles.ts";
import { type AuditService, type Executor, staffNames, type Tx } from "./audit.ts";
import type { JobQueue } from "./jobs.ts";
import { fromPlacements, placementsOf } from "./placements.ts";
import { changedFields, type RevisionsService, snapshotOf } from "./revisions.ts";

/** The job that publishes a scheduled story (or, for blog posts, `blog-publish`) at its time. */
export const STORY_PUBLISH_JOB = "story-publish";
export const publishJobOf = (kind: DocumentKind) => `${kind}-publish`;
const PREVIEW_AUDIENCE = "story-preview";

export interface StaffActor {
  id: string;
  role: "admin" | "editor" | "writer";
}

type StoryFieldsInput = Partial<z.output<typeof storyCreateSchema>>;
type ArticleInsert = typeof articles.$inferInsert;

const EMPTY_TO_NULL = ["subtitle", "summary", "category", "imageUrl", "imageAlt", "imageCaption", "imageCredit", "videoDuration"] as const;
const FLAGS = ["isLive", "isBreaking", "featured", "isTrending", "isEyewitness", "isVideo"] as const;

/** A row → the desk's story shape; `names` maps staff ids to display names. */
export function toStoryWire(row: ArticleRow, names: Map<string, string>): StoryWire {
  const ref = (id: string | null) => (id ? { id, name: names.get(id) ?? "Deleted account" } : null);
  return {
    ...toArticleWire(row),
    slug: row.slug ?? "",
    authorId: row.authorId,
    imageAlt: row.imageAlt,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
    status: row.status,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    version: row.version,
    placements: placementsOf(row),
    lastEditedBy: ref(row.updatedBy),
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    createdBy: ref(row.createdBy),
  };
}

/** 409 for a stale save: the body carries the story as stored now. */
export class StaleStoryError extends ConflictError {
  constructor(current: StoryWire, message: string = STORY_MESSAGES.stale) {
    super(message, "version", { current });
  }
}

export interface StoriesServiceDeps {
  cache: ContentCache;
  articles: ArticlesService;
  audit: AuditService;
  revisions: RevisionsService;
  jobs: JobQueue;
  jwtSecret: Uint8Array;
  now?: () => Date;
  /** Which documents this desk edits (ADR 060); default story. */
  kind?: DocumentKind;
}

/**
 * The stories desk (issue 17, ADR 047). A story is an `articles` row; every write is one transaction
 * that changes the row, adds a revision (who, when, which fields) and an audit entry, and schedules or
 * cancels its publish job. Caches are invalidated after the commit for the story and every page it is
 * on or left. Role rules come from @matv/shared (storyActionRefusal).
 */
export function createStoriesService(db: Db, deps: StoriesServiceDeps) {
  const clock = deps.now ?? (() => new Date());
  const kind: DocumentKind = deps.kind ?? "story";
  const messages = DESK_MESSAGES[kind];
  const publishJob = publishJobOf(kind);
  const publishJobKey = (id: string) => `${publishJob}:${id}`;
  const isKind = eq(articles.kind, kind);
  /** The cache tags a write makes stale: a story's pages (now and before), or a blog post's lists. */
  const tagsOf = (row: ArticleRow, previousPages: string[]) => (kind === "story" ? storyTags(row.id, row.pages, previousPages) : blogTags(row.id));

  async function wiresOf(executor: Executor, rows: ArticleRow[]): Promise<StoryWire[]> {
    const names = await staffNames(
      executor,
      rows.flatMap((r) => [r.updatedBy, r.createdBy]),
    );
    return rows.map((r) => toStoryWire(r, names));
  }

  async function wireOf(executor: Executor, row: ArticleRow): Promise<StoryWire> {
    const [wire] = await wiresOf(executor, [row]);
    return wire as StoryWire;
  }

  async function findRow(executor: Executor, id: string, lock = false): Promise<ArticleRow> {
    const query = executor
      .select(articleColumns)
      .from(articles)
      .where(and(eq(articles.id, id), isKind, isNull(articles.deletedAt)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  function allow(staff: StaffActor, action: StoryAction, row: ArticleRow | null) {
    const refusal = storyActionRefusal(staff, action, row, messages);
    if (refusal) throw new ForbiddenError(refusal);
  }

  async function uniqueSlug(tx: Tx, wanted: string, id: string, explicit: boolean): Promise<string> {
    const taken = async (slug: string) => {
      const [row] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.slug, slug), ne(articles.id, id), isNull(articles.deletedAt)))
        .limit(1);
      return Boolean(row);
    };
    if (!(await taken(wanted))) return wanted;
    if (explicit) throw new BadRequestError(`slug: ${messages.slugTaken}`, "slug");
    for (let n = 2; n < 1000; n++) if (!(await taken(`${wanted}-${n}`))) return `${wanted}-${n}`;
    return `${wanted}-${id}`;
  }

  /** Validated input → column values. Checks author, image alt text and slug against the merged story. */
  async function valuesFrom(tx: Tx, input: StoryFieldsInput, before: ArticleRow | null, id: string): Promise<Partial<ArticleInsert>> {
    const values: Partial<ArticleInsert> = {};
    if (input.title !== undefined) values.title = input.title;
    for (const field of EMPTY_TO_NULL) {
      const value = input[field];
      if (value !== undefined) values[field] = value?.trim() ? value.trim() : null;
    }
    for (const flag of FLAGS) if (input[flag] !== undefined) values[flag] = input[flag];
    if (input.tags !== undefined) values.tags = [...new Set(input.tags)];
    if (input.content !== undefined) {
      // The one sanitiser; HTML that already passes it is stored as sent.
      values.content = sanitizeHtml(input.content);
      values.readTime = readTimeMinutes(values.content);
    }
    if (input.authorId !== undefined) {
      if (input.authorId === null) {
        values.authorId = null;
        values.author = null;
      } else {
        const [author] = await tx
          .select({ id: authors.id, name: authors.name, status: authors.status })
          .from(authors)
          .where(eq(authors.id, input.authorId.toLowerCase()));
        if (!author || author.status !== "active") throw new BadRequestError(`authorId: ${STORY_MESSAGES.authorUnknown}`, "authorId");
        values.authorId = author.id;
        values.author = author.name;
      }
    }
    if (input.placements !== undefined) Object.assign(values, fromPlacements(input.placements));

    const imageUrl = values.imageUrl !== undefined ? values.imageUrl : (before?.imageUrl ?? null);
    const imageAlt = values.imageAlt !== undefined ? values.imageAlt : (before?.imageAlt ?? null);
    if (imageUrl && !imageAlt) throw new BadRequestError(`imageAlt: ${STORY_MESSAGES.imageAltRequired}`, "imageAlt");

    // An unchanged slug is not checked again (rows written before the desk may share one).
    if ((input.slug !== undefined && (input.slug?.trim() ?? "") !== (before?.slug ?? "")) || !before) {
      const explicit = input.slug?.trim() ?? "";
      const title = values.title ?? before?.title ?? "";
      const wanted = explicit || buildEditorSlug(title);
      values.slug = wanted ? await uniqueSlug(tx, wanted, id, Boolean(explicit)) : null;
    }
    return values;
  }

  /**
   * A story going public without a hand-set position on a hand-ordered list (a section the list editor
   * saved) goes to the top of it, as a new story should; lists with no hand-set order stay newest first.
   */
  async function topOfOrderedLists(tx: Tx, row: ArticleRow): Promise<StoryPlacementMap | undefined> {
    // Blog lists are newest first; only stories have hand-ordered lists.
    if (kind !== "story") return undefined;
    const unplaced = row.pages.filter((page) => row.placements[page]?.position == null);
    if (!unplaced.length) return undefined;
    const placements: StoryPlacementMap = { ...row.placements };
    for (const page of unplaced) {
      const [top] = await tx
        .select({ min: sql<number | null>`min((${articles.placements} -> ${page}::text ->> 'position')::int)` })
        .from(articles)
        .where(and(isPublic, arrayContains(articles.pages, [page])));
      if (top?.min == null) continue;
      placements[page] = { pinned: row.placements[page]?.pinned ?? false, position: top.min - 1 };
    }
    return placements;
  }

  interface WriteContext {
    action: string;
    staffId: string | null;
    now: Date;
  }

  /** Writes the row, its revision and its audit entry in `tx`; returns the stored row. */
  async function commitWrite(tx: Tx, before: ArticleRow | null, values: Partial<ArticleInsert>, context: WriteContext): Promise<ArticleRow> {
    let after: ArticleRow | undefined;
    if (!before) {
      [after] = await tx
        .insert(articles)
        .values({
          id: values.id as string,
          title: values.title as string,
          ...values,
          kind,
          status: "draft",
          version: 1,
          createdBy: context.staffId,
          updatedBy: context.staffId,
          createdAt: context.now,
          updatedAt: context.now,
        })
        .returning(articleColumns);
    } else {
      [after] = await tx
        .update(articles)
        .set({ ...values, version: before.version + 1, updatedBy: context.staffId, updatedAt: context.now })
        .where(eq(articles.id, before.id))
        .returning(articleColumns);
    }
    if (!after) throw new NotFoundError(messages.notFound);
    const changed = changedFields(before ? snapshotOf(before) : null, snapshotOf(after));
    await deps.revisions.add(tx, {
      storyId: after.id,
      version: after.version,
      action: context.action,
      snapshot: snapshotOf(after),
      changedFields: changed,
      staffId: context.staffId,
      at: context.now,
    });
    await deps.audit.record(tx, {
      staffId: context.staffId,
      action: `${kind}.${context.action}`,
      entityType: kind,
      entityId: after.id,
      summary: `${context.action} "${after.title.slice(0, 120)}" (version ${after.version})${changed.length ? `: ${changed.join(", ")}` : ""}`,
      at: context.now,
    });
    return after;
  }

  /** Runs a write in one transaction, then invalidates what the story was and is on, and answers its wire shape. */
  async function write(run: (tx: Tx, now: Date) => Promise<{ row: ArticleRow; previousPages: string[] }>): Promise<StoryWire> {
    const now = clock();
    const { row, previousPages } = await db.transaction((tx) => run(tx, now));
    deps.cache.invalidate(tagsOf(row, previousPages));
    return wireOf(db, row);
  }

  async function list(query: z.output<typeof storyListQuerySchema>): Promise<StoryListWire> {
    const q = query.q?.trim();
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      isKind,
      isNull(articles.deletedAt),
      query.status ? eq(articles.status, query.status) : undefined,
      query.section ? arrayContains(articles.pages, [query.section]) : undefined,
      query.authorId ? eq(articles.authorId, query.authorId.toLowerCase()) : undefined,
      pattern ? or(ilike(articles.title, pattern), ilike(articles.summary, pattern), ilike(articles.slug, pattern)) : undefined,
    );
    const offset = (query.page - 1) * query.limit;
    const [rows, [counted]] = await Promise.all([
      db.select(articleColumns).from(articles).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).limit(query.limit).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(where),
    ]);
    const total = Number(counted?.n ?? 0);
    return { stories: await wiresOf(db, rows), total, hasMore: offset + rows.length < total };
  }

  async function get(id: string): Promise<StoryWire> {
    return wireOf(db, await findRow(db, id));
  }

  async function create(input: z.output<typeof storyCreateSchema>, staff: StaffActor): Promise<StoryWire> {
    return write(async (tx, now) => {
      const id = newObjectId(now);
      const values = await valuesFrom(tx, input, null, id);
      if (values.content === undefined) values.readTime = readTimeMinutes("");
      const row = await commitWrite(tx, null, { ...values, id }, { action: "create", staffId: staff.id, now });
      return { row, previousPages: [] };
    });
  }

  async function update(id: string, input: z.output<typeof storyUpdateSchema>, staff: StaffActor): Promise<StoryWire> {
    const { version, ...fields } = input;
    return write(async (tx, now) => {
      const before = await findRow(tx, id, true);
      allow(staff, "edit", before);
      if (before.version !== version) throw new StaleStoryError(await wireOf(tx, before), messages.stale);
      const values = await valuesFrom(tx, fields, before, id);
      const row = await commitWrite(tx, before, values, { action: "update", staffId: staff.id, now });
      return { row, previousPages: before.pages };
    });
  }

  async function publish(id: string, input: { publishAt?: string | null }, staff: StaffActor): Promise<StoryWire> {
    return write(async (tx, now) => {
      const before = await findRow(tx, id, true);
      allow(staff, "publish", before);
      const at = input.publishAt ? new Date(input.publishAt) : null;
      let values: Partial<ArticleInsert>;
      let action: string;
      if (at && at.getTime() > now.getTime()) {
        values = { status: "scheduled", publishAt: at, submittedAt: null };
        action = "schedule";
        await deps.jobs.schedule(tx, { kind: publishJob, key: publishJobKey(id), runAt: at, payload: { storyId: id } });
      } else {
        values = {
          status: "published",
          publishAt: null,
          submittedAt: null,
          publishedAt: before.status === "published" && before.publishedAt ? before.publishedAt : now,
        };
        action = "publish";
        if (before.status !== "published") values.placements = await topOfOrderedLists(tx, before);
        await deps.jobs.cancel(tx, publishJobKey(id));
      }
      const row = await commitWrite(tx, before, values, { action, staffId: staff.id, now });
      return { row, previousPages: before.pages };
    });
  }

  /** Takes a story off every public surface (a scheduled one is no longer scheduled). */
  async function unpublish(id: string, staff: StaffActor): Promise<StoryWire> {
    return write(async (tx, now) => {
      const before = await findRow(tx, id, true);
      allow(staff, "unpublish", before);
      await deps.jobs.cancel(tx, publishJobKey(id));
      const row = await commitWrite(tx, before, { status: "unpublished", publishAt: null }, { action: "unpublish", staffId: staff.id, now });
      return { row, previousPages: before.pages };
    });
  }

  /** A writer hands the story to the editors. */
  async function submit(id: string, staff: StaffActor): Promise<StoryWire> {
    return write(async (tx, now) => {
      const before = await findRow(tx, id, true);
      allow(staff, "submit", before);
      const row = await commitWrite(tx, before, { submittedAt: now }, { action: "submit", staffId: staff.id, now });
      return { row, previousPages: before.pages };
    });
  }

  /** Soft delete (editors): gone from the desk and every public surface; the revisions stay. */
  async function remove(id: string, staff: StaffActor): Promise<void> {
    await write(async (tx, now) => {
      const before = await findRow(tx, id, true);
      allow(staff, "delete", before);
      await deps.jobs.cancel(tx, publishJobKey(id));
      const row = await commitWrite(tx, before, { deletedAt: now, publishAt: null }, { action: "delete", staffId: staff.id, now });
      return { row, previousPages: before.pages };
    });
  }

  async function revisions(id: string): Promise<RevisionWire[]> {
    await findRow(db, id);
    return deps.revisions.list(id);
  }

  /** Puts a revision's fields back as a new revision (the status stays what it is now). */
  async function restoreRevision(id: string, revisionId: string, staff: StaffActor): Promise<StoryWire> {
    return write(async (tx, now) => {
      const before = await findRow(tx, id, true);
      allow(staff, "restore", before);
      const revision = await deps.revisions.get(tx, id, revisionId);
      if (!revision) throw new NotFoundError(STORY_MESSAGES.revisionNotFound);
      const restored: Record<string, unknown> = {};
      for (const field of STORY_EDITABLE_FIELDS) if (field in revision.snapshot) restored[field] = revision.snapshot[field];
      // An author deactivated since then is not brought back; the byline is cleared instead of refusing the restore.
      const parsed = storyCreateSchema.partial().safeParse(restored);
      if (!parsed.success)
        throw new BadRequestError(`revisionId: this revision cannot be restored (${parsed.error.issues[0]?.message ?? "invalid"})`, "revisionId");
      const fields = parsed.data;
      if (fields.authorId) {
        const [author] = await tx.select({ status: authors.status }).from(authors).where(eq(authors.id, fields.authorId));
        if (author?.status !== "active") fields.authorId = null;
      }
      if (fields.slug !== undefined && fields.slug === before.slug) delete fields.slug;
      const values = await valuesFrom(tx, fields, before, id);
      const row = await commitWrite(tx, before, values, { action: "restore", staffId: staff.id, now });
      return { row, previousPages: before.pages };
    });
  }

  /** Publishes a scheduled story whose time has come; runs inside the job's claiming transaction. */
  async function publishDue(tx: Tx, storyId: string, now: Date): Promise<(() => void) | void> {
    const [before] = await tx
      .select(articleColumns)
      .from(articles)
      .where(and(eq(articles.id, storyId), isKind, isNull(articles.deletedAt)))
      .for("update");
    if (!before || before.status !== "scheduled" || !before.publishAt) return;
    // Not due yet (the job ran early by clock skew): fail, so the queue retries it later.
    if (before.publishAt.getTime() > now.getTime()) throw new Error(`story ${storyId} is due at ${before.publishAt.toISOString()}`);
    const row = await commitWrite(
      tx,
      before,
      { status: "published", publishedAt: before.publishAt, publishAt: null, submittedAt: null, placements: await topOfOrderedLists(tx, before) },
      { action: "scheduled-publish", staffId: null, now },
    );
    return () => deps.cache.invalidate(tagsOf(row, before.pages));
  }

  deps.jobs.register(publishJob, (tx, payload, now) => publishDue(tx, String(payload.storyId), now));

  /** A short-lived signed link for the preview page (any status). */
  async function previewToken(id: string): Promise<PreviewTokenWire> {
    await findRow(db, id);
    const now = clock();
    const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_TTL_MS);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(id)
      .setAudience(PREVIEW_AUDIENCE)
      .setIssuer("matv")
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(deps.jwtSecret);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** The preview page's loader: the article page's data for a story in any status, or null when the token is not valid. */
  async function getPreview(token: string): Promise<ArticlePage | null> {
    let id: string | undefined;
    try {
      const { payload } = await jwtVerify(token, deps.jwtSecret, { issuer: "matv", audience: PREVIEW_AUDIENCE, algorithms: ["HS256"], currentDate: clock() });
      id = payload.sub;
    } catch {
      return null;
    }
    if (!id) return null;
    const [found] = await db
      .select({ article: articleColumns, author: authors })
      .from(articles)
      .leftJoin(authors, or(eq(authors.id, articles.authorId), and(isNull(articles.authorId), eq(sql`lower(${authors.name})`, sql`lower(${articles.author})`))))
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
      .limit(1);
    if (!found) return null;
    const article = toArticleWire(found.article);
    const firstPage = article.pages[0];
    const related = (firstPage ? await deps.articles.listPublishedByPage(firstPage, { limit: RELATED_ARTICLES_LIMIT }) : [])
      .filter((a) => a._id !== article._id)
      .slice(0, 5)
      .map(({ _id, title, imageUrl }) => ({ _id, title, imageUrl }));
    return { article, author: found.author ? toAuthorWire(found.author) : null, related };
  }

  return { list, get, create, update, publish, unpublish, submit, remove, revisions, restoreRevision, publishDue, previewToken, getPreview };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
export type { StoryStatus };
