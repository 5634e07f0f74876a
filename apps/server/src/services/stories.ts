import {
  type ArticlePage,
  RELATED_ARTICLES_LIMIT,
  buildEditorSlug,
  DESK_MESSAGES,
  type DocumentKind,
  type EditionCode,
  PREVIEW_TOKEN_TTL_MS,
  type PreviewTokenWire,
  readTimeMinutes,
  type RevisionWire,
  STORY_EDITABLE_FIELDS,
  STORY_MESSAGES,
  type StoryListWire,
  type StoryStatus,
  type StoryWire,
  publishStateOf,
  type StoryAction,
  storyActionRefusal,
  storyCreateSchema,
  type storyListQuerySchema,
  type storyUpdateSchema,
} from "@matv/shared";
import { and, arrayContains, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { articles, authors, type StoryPlacementMap } from "../db/schema.ts";
import { blogTags, storyTags } from "../infra/cacheTags.ts";
import { BadRequestError, ForbiddenError, NotFoundError } from "../rules/errors.ts";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";
import { type ArticleRow, articleColumns, toArticleWire, toAuthorWire } from "./articleMapper.ts";
import { ARTICLE_ORDER, pageOfArticles } from "./articleLists.ts";
import { type ArticlesService, isPublic } from "./articles.ts";
import { staffNames, type Tx } from "./audit.ts";
import type { DocumentKind as DocumentKindSpec, Documents, SaveOptions } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";
import { fromPlacements, placementsOf } from "./placements.ts";
import {
  articleTranslatable,
  createTranslations,
  sourceVersionFor,
  staleIds,
  staleTranslation,
  translationGapCount,
  untranslatedInto,
} from "./translations.ts";

const PREVIEW_AUDIENCE = "story-preview";

export interface StaffActor {
  id: string;
  role: "admin" | "editor" | "writer";
}

type StoryFieldsInput = Partial<z.output<typeof storyCreateSchema>>;
type ArticleInsert = typeof articles.$inferInsert;
type ArticleValues = Partial<ArticleInsert>;

const EMPTY_TO_NULL = ["subtitle", "summary", "category", "imageUrl", "imageAlt", "imageCaption", "imageCredit", "videoDuration"] as const;
const FLAGS = ["isLive", "isBreaking", "featured", "isTrending", "isEyewitness", "isVideo"] as const;

/** What a revision keeps of a story: every editable field (as the desk's wire names them) plus status and publish time. */
export function snapshotOf(row: ArticleRow): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const field of STORY_EDITABLE_FIELDS) snapshot[field] = field === "placements" ? placementsOf(row) : (row[field] ?? null);
  snapshot.status = row.status;
  snapshot.publishAt = row.publishAt ? row.publishAt.toISOString() : null;
  return snapshot;
}

/**
 * A story going public without a hand-set position on a hand-ordered list (a section the list editor
 * saved) goes to the top of it, as a new story should; lists with no hand-set order stay newest first.
 */
async function topOfOrderedLists(tx: Tx, row: ArticleRow): Promise<StoryPlacementMap | undefined> {
  // Blog lists are newest first; only stories have hand-ordered lists.
  if (row.kind !== "story") return undefined;
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

/** What going public sets: published now (a republish keeps its first time), off the review queue, on top of ordered lists. */
async function publishedValues(tx: Tx, row: ArticleRow, at: Date): Promise<ArticleValues> {
  return {
    status: "published",
    publishAt: null,
    submittedAt: null,
    publishedAt: row.status === "published" && row.publishedAt ? row.publishedAt : at,
    ...(row.status !== "published" ? { placements: await topOfOrderedLists(tx, row) } : {}),
  };
}

/**
 * The desk's document kinds (ADR 047, 060, 067): a story or a blog post is an `articles` row of that kind,
 * with publishing state (a scheduled one is published by the job `{kind}-publish`) and presence.
 */
export function articleKind(kind: DocumentKind): ArticleKind {
  const messages = DESK_MESSAGES[kind];
  return {
    name: kind,
    messages,
    ...tableRows<ArticleRow, ArticleValues>(articles, {
      // Whether a translation's source changed since it was saved (ADR 079), read with the row.
      columns: { ...articleColumns, stale: staleTranslation },
      live: and(eq(articles.kind, kind), isNull(articles.deletedAt)),
      defaults: { kind, status: "draft", readTime: readTimeMinutes("") },
      stamp: (meta, created) => ({ updatedBy: meta.staffId, updatedAt: meta.now, ...(created ? { createdBy: meta.staffId, createdAt: meta.now } : {}) }),
    }),
    async wire(executor, row) {
      const names = await staffNames(executor, [row.updatedBy, row.createdBy]);
      return toStoryWire(row, names, Boolean(row.stale));
    },
    snapshot: snapshotOf,
    title: (row) => row.title,
    // A story's pages (now and before), or a blog post's lists.
    tags: (before, after) => (kind === "story" ? storyTags(after.id, after.pages, before?.pages ?? []) : blogTags(after.id)),
    publishing: {
      state: publishStateOf,
      publishAt: (row) => row.publishAt,
      due: (tx, row) => publishedValues(tx, row, row.publishAt ?? new Date()),
    },
    presence: true,
  };
}

export type ArticleKind = DocumentKindSpec<ArticleRow & { stale?: boolean }, StoryWire, ArticleValues>;

/** A row → the desk's story shape; `names` maps staff ids to display names, `stale` says its source changed since (ADR 079). */
export function toStoryWire(row: ArticleRow, names: Map<string, string>, stale = false): StoryWire {
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
    translationGroup: row.translationGroup,
    stale,
  };
}

export interface StoriesServiceDeps {
  articles: ArticlesService;
  documents: Documents;
  /** Which documents this desk edits (ADR 060): the story kind or the blog kind. */
  kind: ArticleKind;
  jwtSecret: Uint8Array;
  now?: () => Date;
}

/**
 * The stories desk (ADR 047): a story's workflow (draft, submit, publish or schedule, unpublish,
 * delete, restore) as saves of its document kind (services/documents, ADR 067). Role rules come from
 * packages/shared (storyActionRefusal).
 */
export function createStoriesService(db: Db, deps: StoriesServiceDeps) {
  const clock = deps.now ?? (() => new Date());
  const { documents, kind } = deps;
  const kindName = kind.name as DocumentKind;
  const messages = DESK_MESSAGES[kindName];
  const isKind = eq(articles.kind, kindName);

  const allow = (staff: StaffActor, action: StoryAction) => (row: ArticleRow | null) => {
    const refusal = storyActionRefusal(staff, action, row, DESK_MESSAGES[kindName]);
    if (refusal) throw new ForbiddenError(refusal);
  };

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
  async function valuesFrom(tx: Tx, input: StoryFieldsInput, before: ArticleRow | null, id: string): Promise<ArticleValues> {
    const values: ArticleValues = {};
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

  /** One save of this desk's kind by `staff`, refused by the role rules for `action`. */
  const save = (id: string, staff: StaffActor, action: StoryAction | "schedule", change: SaveOptions<ArticleRow, ArticleValues>["change"], version?: number) =>
    documents.save(kind, {
      id,
      version,
      actor: staff,
      action: action === "edit" ? "update" : action,
      authorize: allow(staff, action === "schedule" ? "publish" : action),
      change,
    });

  async function list(query: z.output<typeof storyListQuerySchema>): Promise<StoryListWire> {
    const q = query.q?.trim();
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      isKind,
      isNull(articles.deletedAt),
      query.status ? eq(articles.status, query.status) : undefined,
      query.section ? arrayContains(articles.pages, [query.section]) : undefined,
      query.authorId ? eq(articles.authorId, query.authorId.toLowerCase()) : undefined,
      query.language ? eq(articles.language, query.language) : undefined,
      query.stale ? staleTranslation : undefined,
      query.untranslated ? untranslatedInto(query.untranslated) : undefined,
      pattern ? or(ilike(articles.title, pattern), ilike(articles.summary, pattern), ilike(articles.slug, pattern)) : undefined,
    );
    const { rows, total, hasMore } = await pageOfArticles(db, where, ARTICLE_ORDER.edited(), query);
    const names = await staffNames(
      db,
      rows.flatMap((r) => [r.updatedBy, r.createdBy]),
    );
    const stale = await staleIds(
      db,
      rows.filter((r) => r.translationGroup && r.translationGroup !== r.id).map((r) => r.id),
    );
    return { stories: rows.map((r) => toStoryWire(r, names, stale.has(r.id))), total, hasMore };
  }

  const get = (id: string): Promise<StoryWire> => documents.get(kind, id);

  async function create(input: z.output<typeof storyCreateSchema>, staff: StaffActor): Promise<StoryWire> {
    return documents.save(kind, { create: true, actor: staff, action: "create", change: (context) => valuesFrom(context.tx, input, null, context.id) });
  }

  async function update(id: string, input: z.output<typeof storyUpdateSchema>, staff: StaffActor): Promise<StoryWire> {
    const { version, ...fields } = input;
    // A translation's save records the source version it now answers to: it is no longer stale (ADR 079).
    return save(
      id,
      staff,
      "edit",
      async (context, before) => {
        const values = await valuesFrom(context.tx, fields, before, id);
        const sourceVersion = before ? await sourceVersionFor(context.tx, before) : null;
        return sourceVersion === null ? values : { ...values, sourceVersion };
      },
      version,
    );
  }

  /** Publishes now, or schedules for a future `publishAt` (the model schedules the job). */
  async function publish(id: string, input: { publishAt?: string | null }, staff: StaffActor): Promise<StoryWire> {
    const at = input.publishAt ? new Date(input.publishAt) : null;
    if (at && at.getTime() > clock().getTime()) return save(id, staff, "schedule", () => ({ status: "scheduled", publishAt: at, submittedAt: null }));
    return save(id, staff, "publish", (context, before) => publishedValues(context.tx, before as ArticleRow, context.now));
  }

  /** Takes a story off every public surface (a scheduled one is no longer scheduled). */
  const unpublish = (id: string, staff: StaffActor) => save(id, staff, "unpublish", () => ({ status: "unpublished", publishAt: null }));
  /** A writer hands the story to the editors. */
  const submit = (id: string, staff: StaffActor) => save(id, staff, "submit", (context) => ({ submittedAt: context.now }));

  /** Soft delete (editors): gone from the desk and every public surface; the revisions stay. */
  async function remove(id: string, staff: StaffActor): Promise<void> {
    await save(id, staff, "delete", (context) => ({ deletedAt: context.now, publishAt: null }));
  }

  async function revisions(id: string): Promise<RevisionWire[]> {
    await get(id);
    return documents.revisions(kindName, id);
  }

  /** Puts a revision's fields back as a new revision (the status stays what it is now). */
  async function restoreRevision(id: string, revisionId: string, staff: StaffActor): Promise<StoryWire> {
    return save(id, staff, "restore", async ({ tx }, before) => {
      const current = before as ArticleRow;
      const revision = await documents.revision(tx, kindName, id, revisionId);
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
      if (fields.slug !== undefined && fields.slug === current.slug) delete fields.slug;
      return valuesFrom(tx, fields, current, id);
    });
  }

  /** A short-lived signed link for the preview page (any status). */
  async function previewToken(id: string): Promise<PreviewTokenWire> {
    await get(id);
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

  const translations = createTranslations(db, { documents, ...articleTranslatable(kind) });

  return {
    list,
    get,
    create,
    update,
    publish,
    unpublish,
    submit,
    remove,
    revisions,
    restoreRevision,
    previewToken,
    getPreview,
    /** "Translate": a linked draft in `language` (ADR 079). */
    translate: (id: string, language: EditionCode, staff: StaffActor) => translations.translate(id, language, staff),
    sourceChanges: translations.sourceChanges,
    gapCount: (from: EditionCode, into: EditionCode) => translationGapCount(db, kind.name as DocumentKind, from, into),
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
export type { StoryStatus };
