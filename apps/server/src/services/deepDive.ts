import { type ArticleWire, type DeepDiveCardInput, type DeepDiveCardWire, deepDiveCardAsStory, youtubeVideoId } from "@matv/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { deepDiveCards } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../lib/cache.ts";
import { cacheKey, tag } from "../lib/cacheTags.ts";
import { ConflictError } from "../lib/errors.ts";
import { sanitizeHtml } from "../lib/sanitizeHtml.ts";

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

export function createDeepDiveService(db: Db, cache: ContentCache) {
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
   * editor loaded) is refused with 409 rather than overwriting their work. Null when there is no such card.
   */
  async function update(id: string, input: DeepDiveCardInput): Promise<DeepDiveCardWire | null> {
    const card = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(deepDiveCards)
        .where(and(eq(deepDiveCards.id, id), isNull(deepDiveCards.deletedAt)))
        .for("update");
      if (!current) return null;
      if (input.version !== current.version) {
        throw new ConflictError("version: this card was changed by someone else; reload it before saving", "version");
      }
      const [row] = await tx
        .update(deepDiveCards)
        .set({
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
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(deepDiveCards.id, id))
        .returning();
      return row ? toDeepDiveWire(row) : null;
    });
    if (card) cache.invalidate([tag.deepDive]);
    return card;
  }

  return { list, homeStories, get, update };
}

export type DeepDiveService = ReturnType<typeof createDeepDiveService>;
