import { type ArticleWire, type DeepDiveCardInput, type DeepDiveCardWire, deepDiveCardAsStory, youtubeVideoId } from "@matv/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { deepDiveCards } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";
import { type DocumentKind, type Documents, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";

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
  };
}

const blankToNull = (v: string | undefined) => (v ? v : null);

/** A deep-dive card (ADR 059, 067): edited whole, versioned. */
export const deepDiveKind: DocumentKind<CardRow, DeepDiveCardWire> = {
  name: "deepdive",
  messages: { notFound: DEEP_DIVE_NOT_FOUND, stale: "version: this card was changed by someone else; reload it before saving" },
  ...tableRows<CardRow, Partial<CardRow>>(deepDiveCards, { live: isNull(deepDiveCards.deletedAt) }),
  wire: (_executor, row) => toDeepDiveWire(row),
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
    const rows = await db
      .select()
      .from(deepDiveCards)
      .where(isPublicCard)
      .orderBy(asc(deepDiveCards.sortOrder), asc(deepDiveCards.createdAt), asc(deepDiveCards.id));
    return rows.map(toDeepDiveWire);
  }

  /** The home Deep Dive section's items: the first `limit` cards in the editor's order, as home items (one model). */
  async function homeStories(limit: number): Promise<ArticleWire[]> {
    return (await list()).slice(0, limit).map(deepDiveCardAsStory);
  }

  async function get(id: string): Promise<DeepDiveCardWire | null> {
    recordReadTags([tag.deepDive]);
    const [row] = await db
      .select()
      .from(deepDiveCards)
      .where(and(isPublicCard, eq(deepDiveCards.id, id)))
      .limit(1);
    return row ? toDeepDiveWire(row) : null;
  }

  /**
   * Replaces a card with the edited whole card (sanitised). A stale `version` (someone saved after the
   * editor loaded) is refused with 409 rather than overwriting their work; an unknown card is a 404.
   */
  function update(id: string, input: DeepDiveCardInput, staffId?: string): Promise<DeepDiveCardWire> {
    return documents.save(deepDiveKind, {
      id,
      version: input.version,
      actor: staffId ? { id: staffId } : null,
      action: "update",
      change: (_context, before) => {
        const current = before as CardRow;
        return {
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

  return { list, homeStories, get, update };
}

export type DeepDiveService = ReturnType<typeof createDeepDiveService>;
