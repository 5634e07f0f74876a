import {
  type DocumentKind as StoryKindName,
  type EditionCode,
  DEEP_DIVE_TRANSLATED_FIELDS,
  PETITION_TRANSLATED_FIELDS,
  type SourceChangesWire,
  TRANSLATED_FIELDS,
  type TranslatedField,
  TRANSLATION_MESSAGES,
  type StoryWire,
  translatedFieldChanges,
} from "@matv/shared";
import { and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { articles, documentRevisions, liveBlogs } from "../db/schema.ts";
import type { ContentCache } from "../infra/cache.ts";
import { newObjectId } from "../infra/ids.ts";
import { blogTags, storyTags, tag } from "../infra/cacheTags.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../rules/errors.ts";
import type { ArticleRow } from "./articleMapper.ts";
import { isPublic } from "./articles.ts";
import type { Executor, Tx } from "./audit.ts";
import type { DocumentKind, Documents } from "./documents/model.ts";
import type { ArticleKind, StaffActor } from "./stories.ts";

/**
 * The newsroom's translations (ADR 079, on ADR 077's groups): "Translate" creates a linked draft through the
 * document model, a translation records the source version it was last saved against, and it is stale when a
 * newer source revision changed the translated words.
 */

const fieldArray = (fields: readonly string[]) => sql.raw(`array[${fields.map((field) => `'${field}'`).join(", ")}]::text[]`);
const translatedFields = fieldArray(TRANSLATED_FIELDS);

/**
 * The staleness rule (`isTranslationStale` in packages/shared) as SQL on the outer row of `table`, so a desk's
 * list can filter on it: a member of a group that is not its source, with a source revision (of `kind`) newer
 * than the version it was saved against whose changed fields include one of `fields`. The outer row is named
 * in full: inside the subquery a bare column would be the revision's.
 */
function staleSql(table: "articles" | "live_blogs" | "deep_dive_cards" | "petitions", kind: SQL, fields: SQL = translatedFields): SQL<boolean> {
  const row = sql.raw(`"${table}"`);
  return sql<boolean>`(${row}."translation_group" is not null and ${row}."translation_group" <> ${row}."id" and exists (
  select 1 from document_revisions r
  where r.kind = ${kind} and r.document_id = ${row}."translation_group"
    and r.version > coalesce(${row}."source_version", 0) and r.changed_fields && ${fields}))`;
}

/** A story's or blog post's staleness (its kind is the row's own). */
export const staleTranslation = staleSql("articles", sql.raw(`"articles"."kind"`));
/** A live blog's staleness: its title and summary are the translated words it has (ADR 079, amended). */
export const staleLiveBlog = staleSql("live_blogs", sql.raw(`'liveblog'`));
/** A deep dive's staleness: its card's words and its sections' (ADR 083). */
export const staleDeepDive = staleSql("deep_dive_cards", sql.raw(`'deepdive'`), fieldArray(DEEP_DIVE_TRANSLATED_FIELDS));
/** A petition's staleness: its title, description, decision maker and story (ADR 083). */
export const stalePetition = staleSql("petitions", sql.raw(`'petition'`), fieldArray(PETITION_TRANSLATED_FIELDS));

/** Stories with no published translation into `language` (the dashboard's gap and the desk's filter). */
export function untranslatedInto(language: EditionCode): SQL {
  return sql`not exists (
    select 1 from articles t
    where t.translation_group = "articles"."translation_group" and t.id <> "articles"."id" and t.kind = "articles"."kind"
      and t.language = ${language} and t.status = 'published' and t.deleted_at is null)`;
}

/** Which of these rows are stale translations (one query for a page of the desk's list). */
export async function staleIds(executor: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, ids), staleTranslation));
  return new Set(rows.map((row) => row.id));
}

const isTranslation = (row: { id: string; translationGroup: string | null }) => Boolean(row.translationGroup && row.translationGroup !== row.id);

/** The columns a translatable table has (ADR 077, 079, 083): `articles`, `live_blogs`, `deep_dive_cards`, `petitions` (never deleted). */
type GroupTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  language: PgColumn;
  translationGroup: PgColumn;
  deletedAt?: PgColumn;
};

/** What translating needs of a row: its id, version, language and group. */
export interface TranslatableRow {
  id: string;
  version: number;
  language: EditionCode;
  translationGroup: string | null;
  sourceVersion: number | null;
}

/** A kind whose documents translate: its document kind, its table, the rows of its kind there, and what a draft copies. */
export interface Translatable<Row extends TranslatableRow, Wire, Values> {
  kind: DocumentKind<Row, Wire, Values>;
  table: GroupTable;
  /** The kind's rows in its table (`articles` holds stories and blog posts). */
  scope?: SQL;
  /** The new translation's values: what it copies from `source` (the words to translate among them). */
  draft(source: Row, language: EditionCode): Values;
  /** The fields whose change makes a translation stale, as its revisions name them (stories' when absent). */
  fields?: readonly TranslatedField[];
}

/** The version of the row's source now (what a save of the translation records), or null for a source. */
export async function sourceVersionFor(tx: Tx, row: { id: string; translationGroup: string | null }, table: GroupTable = articles): Promise<number | null> {
  if (!isTranslation(row)) return null;
  const [source] = await tx
    .select({ version: table.version })
    .from(table)
    .where(eq(table.id, row.translationGroup as string));
  return (source?.version as number | undefined) ?? null;
}

/** A story or blog post translation draft: its placements, image, tags and byline, its words to translate. */
export function articleDraft(source: ArticleRow, language: EditionCode) {
  return {
    language,
    title: source.title,
    subtitle: source.subtitle,
    summary: source.summary,
    content: source.content,
    readTime: source.readTime,
    author: source.author,
    authorId: source.authorId,
    category: source.category,
    tags: source.tags,
    pages: source.pages,
    placements: source.placements,
    imageUrl: source.imageUrl,
    imageAlt: source.imageAlt,
    imageCaption: source.imageCaption,
    imageCredit: source.imageCredit,
    isVideo: source.isVideo,
    videoDuration: source.videoDuration,
    // The address follows the translated title in its own script (ADR 077); a copied English slug would not.
    slug: null,
    status: "draft" as const,
  };
}

/** The desk's translation calls for one translatable kind (stories, blog posts, live blogs, deep dives, petitions). */
export function createTranslations<Row extends TranslatableRow, Wire, Values>(db: Db, deps: { documents: Documents } & Translatable<Row, Wire, Values>) {
  const { documents, kind, table } = deps;

  /**
   * A linked draft of `sourceId` in `language`, created by one save (its revision, one audit entry "{kind}.translate").
   * The source joins the group (its own id) without a new version: the group is not a revisioned field, so an
   * editor who has the source open is not refused their next save.
   */
  function translate(sourceId: string, language: EditionCode, staff: StaffActor): Promise<Wire> {
    return documents.save(kind, {
      create: true,
      actor: staff,
      action: "translate",
      note: () => `translation of ${sourceId} into ${language}`,
      async change({ tx }) {
        const source = await kind.load(tx, sourceId, true);
        if (!source) throw new NotFoundError(kind.messages.notFound);
        if (source.language === language) throw new BadRequestError(`language: ${TRANSLATION_MESSAGES.sameLanguage}`, "language");
        const group = source.translationGroup ?? source.id;
        const [existing] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.translationGroup, group), eq(table.language, language), deps.scope, table.deletedAt && isNull(table.deletedAt)))
          .limit(1);
        if (existing) throw new ConflictError(TRANSLATION_MESSAGES.exists, "language", { existingId: existing.id as string });
        if (!source.translationGroup)
          await tx
            .update(table)
            .set({ translationGroup: group } as never)
            .where(eq(table.id, source.id));
        const sourceVersion = group === source.id ? source.version : ((await sourceVersionFor(tx, source, table)) ?? 0);
        // A source never saved through a desk (seeded, imported) has no revision of the words the translation starts
        // from: they are recorded at its version (no changed fields, so nothing is stale), or the first "what changed"
        // would show the whole text as new.
        if (group === source.id)
          await tx
            .insert(documentRevisions)
            .values({
              id: newObjectId(),
              kind: kind.name,
              documentId: source.id,
              version: source.version,
              action: "translation-baseline",
              snapshot: kind.snapshot(source),
              changedFields: [],
              staffId: staff.id,
            })
            .onConflictDoNothing();
        return { ...deps.draft(source, language), translationGroup: group, sourceVersion } as Values;
      },
    });
  }

  /** What changed in the translation's source since the translation was last saved: a word diff per translated field. */
  async function sourceChanges(id: string): Promise<SourceChangesWire> {
    const row = await kind.load(db, id, false);
    if (!row) throw new NotFoundError(kind.messages.notFound);
    if (!isTranslation(row)) throw new NotFoundError("This is not a translation.");
    const source = await kind.load(db, row.translationGroup as string, false);
    if (!source) throw new NotFoundError(kind.messages.notFound);
    const [then] = row.sourceVersion
      ? await db
          .select({ snapshot: documentRevisions.snapshot })
          .from(documentRevisions)
          .where(and(eq(documentRevisions.kind, kind.name), eq(documentRevisions.documentId, source.id), eq(documentRevisions.version, row.sourceVersion)))
      : [];
    return {
      sourceId: source.id,
      sourceLanguage: source.language,
      since: row.sourceVersion,
      current: source.version,
      changes: source.version === row.sourceVersion ? [] : translatedFieldChanges(then?.snapshot ?? {}, kind.snapshot(source), deps.fields),
    };
  }

  return { translate, sourceChanges };
}

/** How many published stories of `kind` in `from` have no published translation into `into` (one query). */
export async function translationGapCount(db: Db, kind: StoryKindName, from: EditionCode, into: EditionCode): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(and(isPublic, eq(articles.kind, kind), eq(articles.language, from), untranslatedInto(into)));
  return Number(row?.n ?? 0);
}

/** The stories desk's translatable kind: a story or blog post translates within its kind of `articles` row. */
export function articleTranslatable(kind: ArticleKind): Translatable<ArticleRow & { stale?: boolean }, StoryWire, ReturnType<typeof articleDraft>> {
  return { kind: kind as never, table: articles, scope: eq(articles.kind, kind.name as StoryKindName), draft: articleDraft };
}

/**
 * A translation going public or off the site changes every member's list of translations (their pages' hreflang
 * and edition links, ADR 077): each member's tags are invalidated, not only the one saved.
 */
export function invalidateTranslationGroups(db: Db, documents: Documents, cache: ContentCache): void {
  documents.onCommit(async (event) => {
    if (event.kind === "liveblog") {
      // A live blog has no publishing state: it goes public when it leaves "draft" (and off the site going back).
      const before = event.before as { status?: string } | null;
      const after = event.after as { status?: string; translationGroup?: string | null } | null;
      if (!after?.translationGroup || (before?.status !== "draft") === (after.status !== "draft")) return;
      const members = await db
        .select({ id: liveBlogs.id, pages: liveBlogs.pages })
        .from(liveBlogs)
        .where(and(eq(liveBlogs.translationGroup, after.translationGroup), ne(liveBlogs.id, event.id)));
      cache.invalidate([...new Set(members.flatMap((m) => [tag.liveBlog(m.id), tag.liveBlogs, ...m.pages.map(tag.page)]))]);
      return;
    }
    if ((event.kind !== "story" && event.kind !== "blog") || !event.transition) return;
    const group = (event.after as StoryWire | null)?.translationGroup;
    if (!group) return;
    const members = await db
      .select({ id: articles.id, pages: articles.pages })
      .from(articles)
      .where(and(eq(articles.translationGroup, group), ne(articles.id, event.id)));
    cache.invalidate([...new Set(members.flatMap((m) => (event.kind === "story" ? storyTags(m.id, m.pages) : blogTags(m.id))))]);
  });
}
