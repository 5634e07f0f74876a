import {
  type AdminDeepDiveCardWire,
  type ArticleWire,
  DEEP_DIVE_TRANSLATED_FIELDS,
  type DeepDiveCardInput,
  type DeepDiveCardWire,
  deepDiveCardAsStory,
  deepDivePath,
  type EditionCode,
  youtubeVideoId,
} from "@matv/shared";
import { and, asc, eq, getTableColumns, inArray, isNull, ne, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { deepDiveCards } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { BadRequestError } from "../rules/errors.ts";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";
import type { Executor } from "./audit.ts";
import { type DocumentKind, type Documents, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";
import type { StaffActor } from "./stories.ts";
import { createTranslations, sourceVersionFor, staleDeepDive } from "./translations.ts";

type CardRow = typeof deepDiveCards.$inferSelect;

export const DEEP_DIVE_NOT_FOUND = "Deep dive card not found";

const isPublicCard = and(eq(deepDiveCards.status, "published"), isNull(deepDiveCards.deletedAt));

export function toDeepDiveWire(row: CardRow): DeepDiveCardWire {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    img: row.img,
    content: sanitizeHtml(row.content),
    heading: row.heading,
    image: row.image,
    sections: row.sections.map((s) => ({
      subheading: s.subheading,
      paragraph: sanitizeHtml(s.paragraph),
      ...(s.image ? { image: s.image } : {}),
      ...(s.video && youtubeVideoId(s.video) ? { video: s.video } : {}),
    })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
  };
}

/** A group member as its neighbours list it: enough for its address (ADR 077's translation refs). */
type MemberRow = Pick<CardRow, "id" | "language" | "title" | "heading" | "status" | "translationGroup">;
const memberColumns = {
  id: deepDiveCards.id,
  language: deepDiveCards.language,
  title: deepDiveCards.title,
  heading: deepDiveCards.heading,
  status: deepDiveCards.status,
  translationGroup: deepDiveCards.translationGroup,
};
const translationRef = (m: MemberRow) => ({ language: m.language, _id: m.id, title: m.heading || m.title, url: deepDivePath(m.id, m.language) });

/** The other live members of these groups (one query), for each card's `translations`. */
async function groupMembers(executor: Executor, groups: string[], publishedOnly: boolean): Promise<MemberRow[]> {
  if (!groups.length) return [];
  return executor
    .select(memberColumns)
    .from(deepDiveCards)
    .where(
      and(inArray(deepDiveCards.translationGroup, groups), isNull(deepDiveCards.deletedAt), publishedOnly ? eq(deepDiveCards.status, "published") : undefined),
    )
    .orderBy(asc(deepDiveCards.language));
}

const othersOf = (row: Pick<CardRow, "id" | "translationGroup">, members: MemberRow[]) =>
  row.translationGroup ? members.filter((m) => m.translationGroup === row.translationGroup && m.id !== row.id).map(translationRef) : [];

function toAdminWire(row: CardRow & { stale?: boolean }, members: MemberRow[]): AdminDeepDiveCardWire {
  return {
    ...toDeepDiveWire(row),
    language: row.language,
    translations: othersOf(row, members),
    status: row.status,
    translationGroup: row.translationGroup,
    stale: Boolean(row.stale),
  };
}

/** The desk's view of one card: its group's members (drafts too) and whether it is a stale translation. */
async function adminWire(executor: Executor, row: CardRow): Promise<AdminDeepDiveCardWire> {
  const [found] = row.translationGroup
    ? await executor.select({ stale: staleDeepDive }).from(deepDiveCards).where(eq(deepDiveCards.id, row.id))
    : [{ stale: false }];
  const members = row.translationGroup ? await groupMembers(executor, [row.translationGroup], false) : [];
  return toAdminWire({ ...row, stale: Boolean(found?.stale) }, members);
}

const blankToNull = (v: string | undefined) => (v ? v : null);

/** A deep-dive card (ADR 059, 067): edited whole, versioned. */
export const deepDiveKind: DocumentKind<CardRow, AdminDeepDiveCardWire> = {
  name: "deepdive",
  messages: { notFound: DEEP_DIVE_NOT_FOUND, stale: "version: this card was changed by someone else; reload it before saving" },
  ...tableRows<CardRow, Partial<CardRow>>(deepDiveCards, { live: isNull(deepDiveCards.deletedAt) }),
  wire: adminWire,
  snapshot: snapshotFields<CardRow>("title", "category", "img", "content", "heading", "image", "sections"),
  title: (row) => row.title,
  tags: () => [tag.deepDive],
};

export function createDeepDiveService(db: Db, cache: ContentCache, documents: Documents) {
  /** The published cards, cached. */
  function list(): Promise<DeepDiveCardWire[]> {
    return cache.get(cacheKey.deepDive(), LIST_CACHE_TTL_MS, loadList);
  }

  async function loadList(): Promise<DeepDiveCardWire[]> {
    // The English cards: a translation is read at its own page, never in the home section beside its source (ADR 083).
    const rows = await db
      .select()
      .from(deepDiveCards)
      .where(and(isPublicCard, eq(deepDiveCards.language, "en")))
      .orderBy(asc(deepDiveCards.sortOrder), asc(deepDiveCards.createdAt), asc(deepDiveCards.id));
    return rows.map(toDeepDiveWire);
  }

  /**
   * The home Deep Dive section's items in an edition (ADR 077's fill rule, ADR 083): the edition's own cards first,
   * then English cards whose translation there is not published, each in the editor's order, as home items.
   */
  async function homeStories(limit: number, edition: EditionCode = "en"): Promise<ArticleWire[]> {
    const cards = edition === "en" ? await list() : await cache.get(cacheKey.deepDiveEdition(edition), LIST_CACHE_TTL_MS, () => loadEdition(edition));
    return cards.slice(0, limit).map(deepDiveCardAsStory);
  }

  async function loadEdition(edition: EditionCode): Promise<DeepDiveCardWire[]> {
    const rows = await db
      .select()
      .from(deepDiveCards)
      .where(and(isPublicCard, inArray(deepDiveCards.language, ["en", edition])))
      .orderBy(asc(deepDiveCards.sortOrder), asc(deepDiveCards.createdAt), asc(deepDiveCards.id));
    const own = rows.filter((row) => row.language === edition);
    const translated = new Set(own.map((row) => row.translationGroup).filter(Boolean));
    const fill = rows.filter((row) => row.language === "en" && !(row.translationGroup && translated.has(row.translationGroup)));
    return [...own, ...fill].map(toDeepDiveWire);
  }

  /** A published card with its published translations (its page's hreflang pair and language switch, ADR 083). */
  async function get(id: string): Promise<DeepDiveCardWire | null> {
    recordReadTags([tag.deepDive]);
    const [row] = await db
      .select()
      .from(deepDiveCards)
      .where(and(isPublicCard, eq(deepDiveCards.id, id)))
      .limit(1);
    if (!row) return null;
    const members = row.translationGroup ? await groupMembers(db, [row.translationGroup], true) : [];
    return { ...toDeepDiveWire(row), translations: othersOf(row, members) };
  }

  /** The desk's list (ADR 083): every card, drafts too, filtered by language and by staleness, each with its group. */
  async function listForStaff(filter: { language?: EditionCode; stale?: boolean } = {}): Promise<AdminDeepDiveCardWire[]> {
    const conditions: (SQL | undefined)[] = [isNull(deepDiveCards.deletedAt)];
    if (filter.language) conditions.push(eq(deepDiveCards.language, filter.language));
    if (filter.stale !== undefined) conditions.push(filter.stale ? staleDeepDive : ne(staleDeepDive, true));
    const rows = await db
      .select({ ...getTableColumns(deepDiveCards), stale: staleDeepDive })
      .from(deepDiveCards)
      .where(and(...conditions))
      .orderBy(asc(deepDiveCards.sortOrder), asc(deepDiveCards.createdAt), asc(deepDiveCards.id));
    const groups = [...new Set(rows.flatMap((row) => (row.translationGroup ? [row.translationGroup] : [])))];
    const members = await groupMembers(db, groups, false);
    return rows.map((row) => toAdminWire(row, members));
  }

  const getForStaff = (id: string) => documents.get(deepDiveKind, id);

  const translations = createTranslations(db, {
    documents,
    kind: deepDiveKind,
    table: deepDiveCards,
    fields: DEEP_DIVE_TRANSLATED_FIELDS,
    // Its words to translate, its images, videos and place; a draft until an editor publishes it (off the site).
    draft: (source: CardRow, language: EditionCode): Partial<CardRow> => ({
      language,
      title: source.title,
      category: source.category,
      img: source.img,
      content: source.content,
      heading: source.heading,
      image: source.image,
      sections: source.sections,
      sortOrder: source.sortOrder,
      status: "draft",
    }),
  });

  /**
   * Replaces a card with the edited whole card (sanitised). A stale `version` (someone saved after the
   * editor loaded) is refused with 409 rather than overwriting their work; an unknown card is a 404.
   */
  function update(id: string, input: DeepDiveCardInput, staffId?: string): Promise<AdminDeepDiveCardWire> {
    return documents.save(deepDiveKind, {
      id,
      version: input.version,
      actor: staffId ? { id: staffId } : null,
      action: "update",
      change: async ({ tx }, before) => {
        const current = before as CardRow;
        // A source is published; only a translation is a draft until an editor publishes it (ADR 083).
        if (input.status === "draft" && !(current.translationGroup && current.translationGroup !== current.id))
          throw new BadRequestError("status: only a translation can be a draft", "status");
        // A translation's save records the source version it now answers to: it is no longer stale (ADR 079).
        const sourceVersion = await sourceVersionFor(tx, current, deepDiveCards);
        return {
          ...(input.status ? { status: input.status } : {}),
          ...(sourceVersion === null ? {} : { sourceVersion }),
          title: input.title,
          // An optional key left out keeps what is stored; an empty one clears it.
          category: input.category === undefined ? current.category : blankToNull(input.category),
          img: input.img === undefined ? current.img : blankToNull(input.img),
          content: sanitizeHtml(input.content),
          heading: input.heading === undefined ? current.heading : blankToNull(input.heading),
          image: input.image === undefined ? current.image : blankToNull(input.image),
          sections: input.sections.map((s) => ({
            subheading: s.subheading,
            paragraph: sanitizeHtml(s.paragraph),
            ...(s.image ? { image: s.image } : {}),
            ...(s.video ? { video: `https://www.youtube.com/watch?v=${youtubeVideoId(s.video)}` } : {}),
          })),
        };
      },
    });
  }

  return {
    list,
    homeStories,
    get,
    update,
    listForStaff,
    getForStaff,
    /** "Translate" (ADR 083): a draft card in `language` with the source's words, images and sections. */
    translate: (id: string, language: EditionCode, staff: StaffActor) => translations.translate(id, language, staff),
    sourceChanges: (id: string) => translations.sourceChanges(id),
  };
}

export type DeepDiveService = ReturnType<typeof createDeepDiveService>;
