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
import { and, arrayContains, arrayOverlaps, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { BadRequestError, NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";
import type { ArticleRow } from "./articleMapper.ts";
import { isPublic, isStory } from "./articles.ts";
import type { Executor } from "./audit.ts";
import type { DocumentKind, Documents, SaveContext } from "./documents/model.ts";
import { type SiteDocumentRow, siteDocumentRows } from "./documents/rows.ts";
import { ARTICLE_ORDER, listArticles } from "./articleLists.ts";
import { withListPosition, withoutPage } from "./placements.ts";
import type { ArticleKind } from "./stories.ts";

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

function sectionOf(key: string): CategorySection {
  const section = CATEGORY_SECTIONS.find((s) => s.key === key);
  if (!section) throw new NotFoundError(SECTION_LIST_MESSAGES.unknownSection);
  return section;
}

const pagesOf = (section: CategorySection) => (section.key === "world" ? [section.pageName, WORLD_RECOMMENDED_PAGE] : [section.pageName]);

/** Every item of a list (a list is short: the editor saves it whole). */
const listPage = (executor: Executor, pageName: string): Promise<ArticleRow[]> =>
  listArticles(executor, and(isPublic, arrayContains(articles.pages, [pageName])), ARTICLE_ORDER.placed(pageName), { limit: 1000 });

async function deletedItems(executor: Executor, section: CategorySection): Promise<DeletedSectionItemWire[]> {
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

/** A list's document: the order of its items by id (the items are stories, each a document of its own). */
type ListOrder = Record<string, string[]>;
type ListRow = SiteDocumentRow<ListOrder>;

/** What an editor loads: items (and recommended for world), the version and the deleted items. */
async function adminViewOf(executor: Executor, row: ListRow): Promise<SectionListAdminView> {
  const key = row.key.slice(LIST_KEY_PREFIX.length);
  const section = sectionOf(key);
  const [items, deleted] = await Promise.all([listPage(executor, section.pageName), deletedItems(executor, section)]);
  const view: SectionListAdminView = { key, version: row.version, items: items.map(toListItemWire), deleted };
  if (section.key === "world") view.recommended = (await listPage(executor, WORLD_RECOMMENDED_PAGE)).map(toListItemWire);
  return view;
}

const LIST_KEY_PREFIX = "section-list:";

/**
 * A list editor's list (ADR 011, 067): a document whose save changes its items, each item a story saved through
 * the same path (one revision per item created, changed, unlisted, deleted or restored). A list never saved is
 * at version 1, as the editors have always counted.
 */
export const sectionListKind: DocumentKind<ListRow, SectionListAdminView, { data: ListOrder }> = {
  name: "section-list",
  messages: { notFound: SECTION_LIST_MESSAGES.unknownSection, stale: SECTION_LIST_MESSAGES.stale },
  ...siteDocumentRows<ListOrder>({}, { prefix: LIST_KEY_PREFIX, firstVersion: 1 }),
  wire: adminViewOf,
  snapshot: (row) => row.data,
  tags: (_before, after) => pagesOf(sectionOf(after.key.slice(LIST_KEY_PREFIX.length))).map(tag.page),
};

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

/** Every article that may be named by id in a save of these pages: listed or deleted from them. */
async function candidates(executor: Executor, pages: string[]): Promise<Map<string, ArticleRow>> {
  const rows = await executor
    .select()
    .from(articles)
    .where(and(isStory, arrayOverlaps(articles.pages, pages), sql`(${articles.deletedAt} is not null or ${articles.status} = 'published')`));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The section lists behind GET/POST /api/{category}, /api/viral-news, /api/latest-news and
 * /api/world-news. Items of a list are the published, non-deleted stories whose pages contain the
 * section's page name, in the editor's order. A save keeps ids, soft-deletes what it leaves out and
 * refuses a stale version (409).
 */
export function createSectionListsService(db: Db, cache: ContentCache, deps: { documents: Documents; story: ArticleKind }) {
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

  const adminView = (key: string): Promise<SectionListAdminView> => deps.documents.get(sectionListKind, sectionOf(key).key);

  /** One save of a list: its items' changes (`write`) and its new order, through the document model. */
  function saveOrder(key: string, version: number | undefined, staffId: string | undefined, write: (context: SaveContext) => Promise<void>) {
    const section = sectionOf(key);
    return deps.documents.save(sectionListKind, {
      id: key,
      version,
      actor: staffId ? { id: staffId } : null,
      action: "save",
      async change(context) {
        await write(context);
        const order: ListOrder = {};
        for (const page of pagesOf(section)) order[page] = (await listPage(context.tx, page)).map((row) => row.id);
        return { data: order };
      },
    });
  }

  /** Writes one page's list: updates kept ids, inserts new ones, soft-deletes (or unlists) the rest; each a story save. */
  async function writePage(
    context: SaveContext,
    pageName: string,
    items: Array<ListWriteItem & { slug: string }>,
    rows: Map<string, ArticleRow>,
    keptElsewhere = new Set<string>(),
    otherPage?: string,
  ) {
    const write = async (row: ArticleRow | null, id: string, values: Partial<typeof articles.$inferInsert>, action: string) => {
      rows.set(id, await context.write(deps.story, id, row, values, action, { ifChanged: action === "list-edit" }));
    };
    const keep = new Set([...keptElsewhere, ...items.flatMap((i) => (i._id ? [i._id] : []))]);
    for (const row of [...rows.values()]) {
      if (keep.has(row.id) || !row.pages.includes(pageName) || row.deletedAt) continue;
      // Also listed elsewhere: only taken off this list, still public on its other pages.
      if (row.pages.length > 1)
        await write(row, row.id, { pages: row.pages.filter((p) => p !== pageName), placements: withoutPage(row.placements, pageName) }, "list-edit");
      else await write(row, row.id, { deletedAt: context.now }, "list-delete");
    }
    for (const [index, item] of items.entries()) {
      const content = item.content === undefined ? undefined : sanitizeHtml(item.content);
      const fields = {
        title: item.title,
        slug: item.slug || null,
        imageUrl: item.image || null,
        category: item.category || null,
        ...(content !== undefined ? { content, readTime: readTimeMinutes(content) } : {}),
        ...(item.link !== undefined ? { link: item.link || null } : {}),
      };
      const row = item._id ? rows.get(item._id) : undefined;
      if (row) {
        // The list's order becomes this page's placement; the desk's fields and other pages' places stay.
        const pages = (row.pages.includes(pageName) ? row.pages : [...row.pages, pageName]).filter((p) => p !== otherPage);
        const placements = withListPosition(otherPage ? withoutPage(row.placements, otherPage) : row.placements, pageName, index);
        const values = { ...fields, pages, placements };
        await write(
          row,
          row.id,
          { ...values, deletedAt: null, status: "published", publishedAt: row.publishedAt ?? context.now },
          row.deletedAt ? "list-restore" : "list-edit",
        );
      } else {
        const body = content ?? "";
        const id = newObjectId(context.now);
        const values = { ...fields, content: body, readTime: readTimeMinutes(body), pages: [pageName], tags: item.category ? [item.category] : [] };
        await write(null, id, { ...values, placements: withListPosition({}, pageName, index), status: "published", publishedAt: context.now }, "list-create");
      }
    }
  }

  /** POST /api/{category}, /api/viral-news, /api/latest-news. */
  async function saveList(key: string, input: { items: SectionItem[]; version?: number }, staffId?: string): Promise<SectionListAdminView> {
    const section = sectionOf(key);
    if (section.key === "world") throw new BadRequestError("body: the world list takes {worldNews, recommended}", "body");
    return saveOrder(key, input.version, staffId, async (context) => {
      const rows = await candidates(context.tx, [section.pageName]);
      const prepared = prepare(matchBySlug(input.items, [...rows.values()], [section.pageName]), "items", new Set(rows.keys()), new Set());
      await writePage(context, section.pageName, prepared, rows);
    });
  }

  /** POST /api/world-news with {worldNews, recommended}: one version for both lists. */
  async function saveWorld(input: WorldNewsBody, staffId?: string): Promise<SectionListAdminView> {
    const section = sectionOf("world");
    return saveOrder(section.key, input.version, staffId, async (context) => {
      const rows = await candidates(context.tx, pagesOf(section));
      const known = new Set(rows.keys());
      const seen = new Set<string>();
      // The spec's items carry no ids: matched by slug across both lists (an item may move between them).
      const matched = matchBySlug([...input.worldNews, ...input.recommended], [...rows.values()], pagesOf(section));
      const world = prepare(matched.slice(0, input.worldNews.length), "worldNews", known, seen);
      const recommended = prepare(matched.slice(input.worldNews.length), "recommended", known, seen);
      // An item may move between the two lists and keep its id: neither write deletes it, and each id keeps
      // only the page name of the list it is now in.
      const ids = (list: typeof world) => new Set(list.flatMap((i) => (i._id ? [i._id] : [])));
      await writePage(context, section.pageName, world, rows, ids(recommended), WORLD_RECOMMENDED_PAGE);
      await writePage(context, WORLD_RECOMMENDED_PAGE, recommended, rows, ids(world), section.pageName);
    });
  }

  /** Puts a deleted item back at the end of its list. */
  async function restore(key: string, id: string, staffId?: string): Promise<SectionListAdminView> {
    const pages = pagesOf(sectionOf(key));
    return saveOrder(key, undefined, staffId, async (context) => {
      const [row] = await context.tx
        .select()
        .from(articles)
        .where(and(isStory, eq(articles.id, id), isNotNull(articles.deletedAt), arrayOverlaps(articles.pages, pages)))
        .for("update");
      if (!row) throw new NotFoundError(SECTION_LIST_MESSAGES.notDeleted);
      const pageName = pages.find((p) => row.pages.includes(p)) as string;
      const [last] = await context.tx
        .select({ max: sql<number | null>`max((${articles.placements} -> ${pageName}::text ->> 'position')::int)` })
        .from(articles)
        .where(and(isStory, isNull(articles.deletedAt), arrayContains(articles.pages, [pageName])));
      const placements = withListPosition(row.placements, pageName, (last?.max ?? -1) + 1);
      await context.write(deps.story, id, row, { deletedAt: null, status: "published", placements }, "list-restore");
    });
  }

  return { list, worldLists, adminView, saveList, saveWorld, restore, sectionOf };
}

export type SectionListsService = ReturnType<typeof createSectionListsService>;
