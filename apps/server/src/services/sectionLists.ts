import {
  buildEditorSlug,
  CATEGORY_SECTIONS,
  type CategorySection,
  type DeletedSectionItemWire,
  readTimeMinutes,
  type SectionItem,
  type SectionListAdminView,
  type SectionListItemWire,
  WORLD_RECOMMENDED_PAGE,
  type WorldNewsBody,
} from "@matv/shared";
import { and, arrayContains, arrayOverlaps, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, sectionLists } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS } from "../lib/cache.ts";
import { cacheKey, storyTags, tag } from "../lib/cacheTags.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import { sanitizeHtml } from "../lib/sanitizeHtml.ts";
import { isPublic, isStory } from "./articles.ts";
import type { AuditService } from "./audit.ts";
import { changedFields, type RevisionsService, snapshotOf } from "./revisions.ts";
import { placementOrder, withListPosition, withoutPage } from "./placements.ts";

type ArticleRow = typeof articles.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const SECTION_LIST_MESSAGES = {
  stale: "Someone else saved this list after you loaded it. Reload to see their changes, then make yours again.",
  unknownSection: "Unknown section",
  notDeleted: "That item is not among this list's deleted items.",
} as const;

/** A list item as the GETs and the editors see it (article shape plus the editor's field names). */
export function toListItemWire(row: ArticleRow): SectionListItemWire {
  const publishedAt = row.publishedAt ? row.publishedAt.toISOString() : null;
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug || buildEditorSlug(row.title) || row.id,
    image: row.imageUrl ?? "",
    imageUrl: row.imageUrl,
    content: sanitizeHtml(row.content),
    category: row.category ?? "",
    link: row.link ?? "",
    author: row.author,
    summary: row.summary,
    publishDate: publishedAt,
    publishedAt,
    readTime: row.readTime,
  };
}

/** One list item to write: the editor's fields, for the page `pageName`. */
interface ListWriteItem {
  _id?: string;
  title: string;
  image: string;
  category: string;
  slug: string;
  content?: string;
  link?: string;
}

/**
 * The section lists behind GET/POST /api/{category}, /api/viral-news, /api/latest-news and
 * /api/world-news. Items of a list are the published, non-deleted articles whose pages contain the
 * section's page name, in the editor's order. A save keeps ids, soft-deletes what it leaves out and
 * refuses a stale version (409).
 */
/** Where the list editors' saves leave their trace on each story (issue 17): its history and the audit log. */
export interface SectionListsHistory {
  revisions: RevisionsService;
  audit: AuditService;
}

export function createSectionListsService(db: Db, cache: ContentCache, history?: SectionListsHistory) {
  function sectionOf(key: string): CategorySection {
    const section = CATEGORY_SECTIONS.find((s) => s.key === key);
    if (!section) throw new NotFoundError(SECTION_LIST_MESSAGES.unknownSection);
    return section;
  }

  const pagesOf = (section: CategorySection) => (section.key === "world" ? [section.pageName, WORLD_RECOMMENDED_PAGE] : [section.pageName]);

  async function listPage(executor: Db | Tx, pageName: string): Promise<ArticleRow[]> {
    return executor
      .select()
      .from(articles)
      .where(and(isPublic, arrayContains(articles.pages, [pageName])))
      .orderBy(...placementOrder(pageName));
  }

  /** Public list of one page name ("IndiaNews", "WorldRecommended"), cached. */
  function list(pageName: string): Promise<SectionListItemWire[]> {
    return cache.get(cacheKey.sectionList(pageName), LIST_CACHE_TTL_MS, async () => (await listPage(db, pageName)).map(toListItemWire));
  }

  /** GET /api/world-news: both world lists, cached together. */
  function worldLists(): Promise<{ worldNews: SectionListItemWire[]; recommended: SectionListItemWire[] }> {
    const pageName = sectionOf("world").pageName;
    return cache.get(cacheKey.worldLists(pageName), LIST_CACHE_TTL_MS, async () => ({
      worldNews: await list(pageName),
      recommended: await list(WORLD_RECOMMENDED_PAGE),
    }));
  }

  /**
   * Runs a save's transaction, then (committed) invalidates what it touched: each story written or taken
   * off (its own tag and every page it is or was on) and the lists' pages.
   */
  async function saving<T>(pages: string[], staffId: string | undefined, write: (tx: Tx, touched: Set<string>) => Promise<T>): Promise<T> {
    const touched = new Set(pages.map(tag.page));
    const result = await db.transaction(async (tx) => {
      const before = history
        ? await tx
            .select()
            .from(articles)
            .where(and(isStory, arrayOverlaps(articles.pages, pages)))
        : [];
      const answer = await write(tx, touched);
      if (history) await recordStoryChanges(tx, history, pages, before, staffId ?? null);
      return answer;
    });
    cache.invalidate([...touched]);
    return result;
  }

  /**
   * One revision and one audit entry for each story a list save created, changed, unlisted or deleted, so
   * the story's history on the desk shows list-editor edits too. A change the save made without a new
   * version (unlisting, deleting) gets one here, as every revision has its own version.
   */
  async function recordStoryChanges(tx: Tx, log: SectionListsHistory, pages: string[], before: ArticleRow[], staffId: string | null) {
    const byId = new Map(before.map((row) => [row.id, row]));
    const after = await tx
      .select()
      .from(articles)
      .where(and(isStory, byId.size ? or(arrayOverlaps(articles.pages, pages), inArray(articles.id, [...byId.keys()])) : arrayOverlaps(articles.pages, pages)));
    const now = new Date();
    for (const row of after) {
      const old = byId.get(row.id) ?? null;
      const changed = changedFields(old ? snapshotOf(old) : null, snapshotOf(row));
      const deleted = Boolean(row.deletedAt) && !old?.deletedAt;
      const undeleted = !row.deletedAt && Boolean(old?.deletedAt);
      if (!changed.length && !deleted && !undeleted && old) continue;
      let version = row.version;
      if (old && old.version === row.version) {
        version = row.version + 1;
        await tx.update(articles).set({ version }).where(eq(articles.id, row.id));
      }
      const action = !old ? "list-create" : deleted ? "list-delete" : undeleted ? "list-restore" : "list-edit";
      await log.revisions.add(tx, { storyId: row.id, version, action, snapshot: snapshotOf(row), changedFields: changed, staffId, at: now });
      await log.audit.record(tx, {
        staffId,
        action: `story.${action}`,
        entityType: "story",
        entityId: row.id,
        summary: `${action} "${row.title.slice(0, 120)}" (version ${version}) from the list editor${changed.length ? `: ${changed.join(", ")}` : ""}`,
        at: now,
      });
    }
  }

  async function currentVersion(executor: Db | Tx, key: string): Promise<number> {
    const [row] = await executor.select({ version: sectionLists.version }).from(sectionLists).where(eq(sectionLists.key, key));
    return row?.version ?? 1;
  }

  async function deletedItems(executor: Db | Tx, section: CategorySection): Promise<DeletedSectionItemWire[]> {
    const pages = pagesOf(section);
    const rows = await executor
      .select({ id: articles.id, title: articles.title, pages: articles.pages, deletedAt: articles.deletedAt })
      .from(articles)
      .where(and(isStory, isNotNull(articles.deletedAt), arrayOverlaps(articles.pages, pages)))
      .orderBy(desc(articles.deletedAt))
      .limit(100);
    return rows.map((r) => ({
      _id: r.id,
      title: r.title,
      pageName: pages.find((p) => r.pages.includes(p)) ?? section.pageName,
      deletedAt: (r.deletedAt as Date).toISOString(),
    }));
  }

  /** What an editor loads: items (and recommended for world), the version and the deleted items. */
  async function adminView(key: string, executor: Db | Tx = db): Promise<SectionListAdminView> {
    const section = sectionOf(key);
    const [version, items, deleted] = await Promise.all([currentVersion(executor, key), listPage(executor, section.pageName), deletedItems(executor, section)]);
    const view: SectionListAdminView = { key, version, items: items.map(toListItemWire), deleted };
    if (section.key === "world") view.recommended = (await listPage(executor, WORLD_RECOMMENDED_PAGE)).map(toListItemWire);
    return view;
  }

  /** Locks the list's version row and checks the caller's version; returns the next version. */
  async function claimVersion(tx: Tx, key: string, expected: number | undefined, staffId: string | undefined): Promise<number> {
    await tx.insert(sectionLists).values({ key, version: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(sectionLists).where(eq(sectionLists.key, key)).for("update");
    const current = row?.version ?? 1;
    if (expected !== undefined && expected !== current) throw new ConflictError(SECTION_LIST_MESSAGES.stale, "version");
    const next = current + 1;
    await tx
      .update(sectionLists)
      .set({ version: next, updatedAt: new Date(), updatedBy: staffId ?? null })
      .where(eq(sectionLists.key, key));
    return next;
  }

  /** Rules every list shares: ids belong to the list and appear once; slugs filled and unique. */
  function prepare(items: ListWriteItem[], field: string, knownIds: Set<string>, seenIds: Set<string>): Array<ListWriteItem & { slug: string }> {
    const slugs = new Map<string, number>();
    return items.map((item, index) => {
      if (item._id) {
        if (!knownIds.has(item._id)) throw new BadRequestError(`${field}.${index}._id: not an item of this list`, `${field}.${index}._id`);
        if (seenIds.has(item._id)) throw new BadRequestError(`${field}.${index}._id: the same item appears twice`, `${field}.${index}._id`);
        seenIds.add(item._id);
      }
      const slug = item.slug || buildEditorSlug(item.title);
      if (slug) {
        const first = slugs.get(slug);
        if (first !== undefined) {
          throw new BadRequestError(
            `${field}.${index}.slug: item ${index + 1} ("${item.title}") has the same slug "${slug}" as item ${first + 1}. Change one of them.`,
            `${field}.${index}.slug`,
          );
        }
        slugs.set(slug, index);
      }
      return { ...item, slug };
    });
  }

  /**
   * The spec's bare-array save carries no ids: an item without one whose slug (or title's slug) is
   * that of an article listed on the page is that article, so it keeps its id (its /articles/...-{id}
   * link) and every field the item does not carry (author, summary, tags, body, publish time).
   */
  function matchBySlug<T extends { _id?: string; slug: string; title: string }>(items: T[], existing: ArticleRow[], pageNames: string[]): T[] {
    const named = new Set(items.flatMap((i) => (i._id ? [i._id] : [])));
    const bySlug = new Map<string, string>();
    for (const row of existing) {
      if (row.deletedAt || !pageNames.some((p) => row.pages.includes(p)) || named.has(row.id)) continue;
      const slug = row.slug || buildEditorSlug(row.title);
      if (slug && !bySlug.has(slug)) bySlug.set(slug, row.id);
    }
    return items.map((item) => {
      if (item._id) return item;
      const slug = item.slug || buildEditorSlug(item.title);
      const id = slug ? bySlug.get(slug) : undefined;
      if (!id) return item;
      bySlug.delete(slug);
      return { ...item, _id: id };
    });
  }

  /** Writes one page's list: updates kept ids, inserts new ones, soft-deletes (or unlists) the rest. */
  async function writePage(
    tx: Tx,
    touched: Set<string>,
    pageName: string,
    items: Array<ListWriteItem & { slug: string }>,
    existing: ArticleRow[],
    now: Date,
    keptElsewhere = new Set<string>(),
  ) {
    const touch = (id: string, pages: string[]) => storyTags(id, pages).forEach((t) => touched.add(t));
    const keep = new Set([...keptElsewhere, ...items.flatMap((i) => (i._id ? [i._id] : []))]);
    const byId = new Map(existing.map((r) => [r.id, r]));
    for (const row of existing) {
      if (keep.has(row.id) || !row.pages.includes(pageName) || row.deletedAt) continue;
      touch(row.id, row.pages);
      if (row.pages.length > 1) {
        // Also listed elsewhere: only taken off this list, still public on its other pages.
        await tx
          .update(articles)
          .set({ pages: row.pages.filter((p) => p !== pageName), placements: withoutPage(row.placements, pageName), updatedAt: now })
          .where(eq(articles.id, row.id));
      } else {
        await tx.update(articles).set({ deletedAt: now, updatedAt: now }).where(eq(articles.id, row.id));
      }
    }
    for (const [index, item] of items.entries()) {
      const content = item.content === undefined ? undefined : sanitizeHtml(item.content);
      const fields = {
        title: item.title,
        slug: item.slug || null,
        imageUrl: item.image || null,
        category: item.category || null,
        updatedAt: now,
        ...(content !== undefined ? { content, readTime: readTimeMinutes(content) } : {}),
        ...(item.link !== undefined ? { link: item.link || null } : {}),
      };
      const row = item._id ? byId.get(item._id) : undefined;
      if (row) {
        const pages = row.pages.includes(pageName) ? row.pages : [...row.pages, pageName];
        // The list's order becomes this page's placement; the desk's fields and other pages' places stay.
        touch(row.id, pages);
        await tx
          .update(articles)
          .set({
            ...fields,
            pages,
            placements: withListPosition(row.placements, pageName, index),
            version: sql`${articles.version} + 1`,
            deletedAt: null,
            status: "published",
            publishedAt: row.publishedAt ?? now,
          })
          .where(eq(articles.id, row.id));
      } else {
        const body = content ?? "";
        const id = newObjectId(now);
        touch(id, [pageName]);
        await tx.insert(articles).values({
          id,
          ...fields,
          content: body,
          readTime: readTimeMinutes(body),
          pages: [pageName],
          placements: withListPosition({}, pageName, index),
          tags: item.category ? [item.category] : [],
          status: "published",
          publishedAt: now,
          createdAt: now,
        });
      }
    }
  }

  /** Every article that may be named by id in a save of these pages: listed or deleted from them. */
  async function candidates(tx: Tx, pages: string[]): Promise<ArticleRow[]> {
    return tx
      .select()
      .from(articles)
      .where(and(isStory, arrayOverlaps(articles.pages, pages), sql`(${articles.deletedAt} is not null or ${articles.status} = 'published')`));
  }

  /** POST /api/{category}, /api/viral-news, /api/latest-news. */
  async function saveList(key: string, input: { items: SectionItem[]; version?: number }, staffId?: string): Promise<SectionListAdminView> {
    const section = sectionOf(key);
    if (section.key === "world") throw new BadRequestError("body: the world list takes {worldNews, recommended}", "body");
    return saving([section.pageName], staffId, async (tx, touched) => {
      await claimVersion(tx, key, input.version, staffId);
      const existing = await candidates(tx, [section.pageName]);
      const prepared = prepare(matchBySlug(input.items, existing, [section.pageName]), "items", new Set(existing.map((r) => r.id)), new Set());
      await writePage(tx, touched, section.pageName, prepared, existing, new Date());
      return adminView(key, tx);
    });
  }

  /** POST /api/world-news with {worldNews, recommended}: one version for both lists. */
  async function saveWorld(input: WorldNewsBody, staffId?: string): Promise<SectionListAdminView> {
    const section = sectionOf("world");
    return saving(pagesOf(section), staffId, async (tx, touched) => {
      await claimVersion(tx, section.key, input.version, staffId);
      const existing = await candidates(tx, [section.pageName, WORLD_RECOMMENDED_PAGE]);
      const known = new Set(existing.map((r) => r.id));
      const seen = new Set<string>();
      // The spec's items carry no ids: matched by slug across both lists (an item may move between them).
      const matched = matchBySlug([...input.worldNews, ...input.recommended], existing, pagesOf(section));
      const world = prepare(matched.slice(0, input.worldNews.length), "worldNews", known, seen);
      const recommended = prepare(matched.slice(input.worldNews.length), "recommended", known, seen);
      const now = new Date();
      // An item may move between the two lists and keep its id: neither write deletes it, then each
      // id keeps only the page name of the list it is now in.
      const worldIds = world.flatMap((i) => (i._id ? [i._id] : []));
      const recommendedIds = recommended.flatMap((i) => (i._id ? [i._id] : []));
      await writePage(tx, touched, section.pageName, world, existing, now, new Set(recommendedIds));
      await writePage(tx, touched, WORLD_RECOMMENDED_PAGE, recommended, existing, now, new Set(worldIds));
      if (worldIds.length) {
        await tx
          .update(articles)
          .set({ pages: sql`array_remove(${articles.pages}, ${WORLD_RECOMMENDED_PAGE})` })
          .where(inArray(articles.id, worldIds));
      }
      if (recommendedIds.length) {
        await tx
          .update(articles)
          .set({ pages: sql`array_remove(${articles.pages}, ${section.pageName})` })
          .where(inArray(articles.id, recommendedIds));
      }
      return adminView(section.key, tx);
    });
  }

  /** Puts a deleted item back at the end of its list. */
  async function restore(key: string, id: string, staffId?: string): Promise<SectionListAdminView> {
    const section = sectionOf(key);
    return saving(pagesOf(section), staffId, async (tx, touched) => {
      const pages = pagesOf(section);
      const [row] = await tx
        .select()
        .from(articles)
        .where(and(isStory, eq(articles.id, id), isNotNull(articles.deletedAt), arrayOverlaps(articles.pages, pages)));
      if (!row) throw new NotFoundError(SECTION_LIST_MESSAGES.notDeleted);
      storyTags(row.id, row.pages).forEach((t) => touched.add(t));
      await claimVersion(tx, key, undefined, staffId);
      const pageName = pages.find((p) => row.pages.includes(p)) ?? section.pageName;
      const [last] = await tx
        .select({ max: sql<number | null>`max((${articles.placements} -> ${pageName}::text ->> 'position')::int)` })
        .from(articles)
        .where(and(isStory, isNull(articles.deletedAt), arrayContains(articles.pages, [pageName])));
      await tx
        .update(articles)
        .set({
          deletedAt: null,
          status: "published",
          placements: withListPosition(row.placements, pageName, (last?.max ?? -1) + 1),
          version: sql`${articles.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(articles.id, id));
      return adminView(key, tx);
    });
  }

  return { list, worldLists, adminView, saveList, saveWorld, restore, sectionOf };
}

export type SectionListsService = ReturnType<typeof createSectionListsService>;
