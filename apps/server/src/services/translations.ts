import {
  type DocumentKind as StoryKindName,
  type EditionCode,
  type SourceChangesWire,
  TRANSLATED_FIELDS,
  TRANSLATION_MESSAGES,
  type StoryWire,
  translatedFieldChanges,
} from "@matv/shared";
import { and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, documentRevisions } from "../db/schema.ts";
import type { ContentCache } from "../lib/cache.ts";
import { blogTags, storyTags } from "../lib/cacheTags.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../lib/errors.ts";
import type { ArticleRow } from "./articleMapper.ts";
import { isPublic } from "./articles.ts";
import type { Executor, Tx } from "./audit.ts";
import type { Documents } from "./documents/model.ts";
import type { ArticleKind, StaffActor } from "./stories.ts";

/**
 * The newsroom's translations (ADR 079, on ADR 077's groups): "Translate" creates a linked draft through the
 * document model, a translation records the source version it was last saved against, and it is stale when a
 * newer source revision changed the translated words.
 */

const translatedFields = sql.raw(`array[${TRANSLATED_FIELDS.map((field) => `'${field}'`).join(", ")}]::text[]`);

/**
 * The staleness rule (`isTranslationStale` in packages/shared) as SQL on the outer `articles` row, so the desk's
 * list can filter on it: a member of a group that is not its source, with a source revision newer than the
 * version it was saved against whose changed fields include a translated one. The outer row is named in full.
 */
export const staleTranslation = sql<boolean>`("articles"."translation_group" is not null and "articles"."translation_group" <> "articles"."id" and exists (
  select 1 from document_revisions r
  where r.kind = "articles"."kind" and r.document_id = "articles"."translation_group"
    and r.version > coalesce("articles"."source_version", 0) and r.changed_fields && ${translatedFields}))`;

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

const isTranslation = (row: Pick<ArticleRow, "id" | "translationGroup">) => Boolean(row.translationGroup && row.translationGroup !== row.id);

/** The version of the row's source now (what a save of the translation records), or null for a source. */
export async function sourceVersionFor(tx: Tx, row: ArticleRow): Promise<number | null> {
  if (!isTranslation(row)) return null;
  const [source] = await tx
    .select({ version: articles.version })
    .from(articles)
    .where(eq(articles.id, row.translationGroup as string));
  return source?.version ?? null;
}

/** A translation draft of `source` in `language`: its placements, image, tags and byline, its words to translate. */
function translationValues(source: ArticleRow, language: EditionCode, group: string, sourceVersion: number) {
  return {
    language,
    translationGroup: group,
    sourceVersion,
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

/** The desk's translation calls for one kind (stories or blog posts). */
export function createTranslations(db: Db, deps: { documents: Documents; kind: ArticleKind }) {
  const { documents, kind } = deps;

  /**
   * A linked draft of `sourceId` in `language`, created by one save (its revision, one audit entry "{kind}.translate").
   * The source joins the group (its own id) without a new version: the group is not a revisioned field, so an
   * editor who has the source open is not refused their next save.
   */
  function translate(sourceId: string, language: EditionCode, staff: StaffActor): Promise<StoryWire> {
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
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.translationGroup, group), eq(articles.language, language), eq(articles.kind, source.kind), isNull(articles.deletedAt)))
          .limit(1);
        if (existing) throw new ConflictError(TRANSLATION_MESSAGES.exists, "language", { existingId: existing.id });
        if (!source.translationGroup) await tx.update(articles).set({ translationGroup: group }).where(eq(articles.id, source.id));
        const sourceVersion = group === source.id ? source.version : ((await sourceVersionFor(tx, source)) ?? 0);
        return translationValues(source, language, group, sourceVersion);
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
      changes: source.version === row.sourceVersion ? [] : translatedFieldChanges(then?.snapshot ?? {}, kind.snapshot(source)),
    };
  }

  /** How many published stories in `from` have no published translation into `into` (one query). */
  async function gapCount(from: EditionCode, into: EditionCode): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(isPublic, eq(articles.kind, kind.name as StoryKindName), eq(articles.language, from), untranslatedInto(into)));
    return Number(row?.n ?? 0);
  }

  return { translate, sourceChanges, gapCount };
}

/**
 * A translation going public or off the site changes every member's list of translations (their pages' hreflang
 * and edition links, ADR 077): each member's tags are invalidated, not only the one saved.
 */
export function invalidateTranslationGroups(db: Db, documents: Documents, cache: ContentCache): void {
  documents.onCommit(async (event) => {
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
