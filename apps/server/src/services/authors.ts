import { type AuthorContent, type AuthorContentQuery, type AuthorWire, type FollowState, isStorableText } from "@matv/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, authorFollows, authorFormerNames, authors } from "../db/schema.ts";
import { newObjectId } from "../infra/ids.ts";
import { toArticleWire, toAuthorWire } from "./articleMapper.ts";
import { ARTICLE_ORDER, pageOfArticles } from "./articleLists.ts";
import { isPublic } from "./articles.ts";

/** Articles are linked to authors by name (the spec's article carries the author's name). */
const byAuthorName = (name: string) => eq(sql`lower(${articles.author})`, name.toLowerCase());

export function createAuthorsService(db: Db) {
  async function articleCount(name: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(isPublic, byAuthorName(name)));
    return row?.n ?? 0;
  }

  async function list(options: { activeOnly?: boolean } = {}): Promise<AuthorWire[]> {
    const counts = db
      .select({ name: sql<string>`lower(${articles.author})`.as("lname"), n: sql<number>`count(*)::int`.as("n") })
      .from(articles)
      .where(isPublic)
      .groupBy(sql`lower(${articles.author})`)
      .as("counts");
    const rows = await db
      .select({ author: authors, n: counts.n })
      .from(authors)
      .leftJoin(counts, eq(counts.name, sql`lower(${authors.name})`))
      .where(options.activeOnly ? eq(authors.status, "active") : undefined)
      .orderBy(asc(authors.name));
    return rows.map((r) => toAuthorWire(r.author, r.n ?? 0));
  }

  async function getById(id: string): Promise<AuthorWire | null> {
    const [row] = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
    return row ? toAuthorWire(row, await articleCount(row.name)) : null;
  }

  async function getByName(name: string): Promise<AuthorWire | null> {
    if (!isStorableText(name)) return null;
    const [row] = await db
      .select()
      .from(authors)
      .where(eq(sql`lower(${authors.name})`, name.trim().toLowerCase()))
      .limit(1);
    return row ? toAuthorWire(row, await articleCount(row.name)) : null;
  }

  /**
   * The current name of the author who used to be called `name` (ADR 056), for the 301 from
   * /author/{former name}; null when no author had that name. A current name wins: callers ask only
   * after getByName found nobody.
   */
  async function currentNameOf(name: string): Promise<string | null> {
    if (!isStorableText(name)) return null;
    const [row] = await db
      .select({ name: authors.name })
      .from(authorFormerNames)
      .innerJoin(authors, eq(authors.id, authorFormerNames.authorId))
      .where(eq(authorFormerNames.nameKey, name.trim().toLowerCase()))
      .limit(1);
    return row?.name ?? null;
  }

  /** One page of an author's published articles, newest (or most viewed) first, with the archive filters. */
  async function content(id: string, query: AuthorContentQuery): Promise<AuthorContent | null> {
    const author = await getById(id);
    if (!author) return null;
    if (query.category && !isStorableText(query.category))
      return { content: [], hasMore: false, total: 0, title: author.title, category: author.category, socialLinks: author.socialLinks };
    const where = and(
      isPublic,
      byAuthorName(author.name),
      query.year ? sql`extract(year from ${articles.publishedAt} at time zone 'UTC') = ${query.year}` : undefined,
      query.category ? eq(sql`lower(${articles.category})`, query.category.toLowerCase()) : undefined,
    );
    const { rows, total, hasMore } = await pageOfArticles(db, where, query.sort === "popular" ? ARTICLE_ORDER.popular() : ARTICLE_ORDER.newest(), query);
    return {
      content: rows.map(toArticleWire),
      hasMore,
      total,
      title: author.title,
      category: author.category,
      socialLinks: author.socialLinks,
    };
  }

  /** The years and categories an author has published in, for the archive filters. */
  async function archiveFacets(id: string): Promise<{ years: number[]; categories: string[] } | null> {
    const author = await getById(id);
    if (!author) return null;
    const years = await db
      .selectDistinct({ year: sql<number>`extract(year from ${articles.publishedAt} at time zone 'UTC')::int` })
      .from(articles)
      .where(and(isPublic, byAuthorName(author.name), sql`${articles.publishedAt} is not null`));
    const categories = await db
      .selectDistinct({ category: articles.category })
      .from(articles)
      .where(and(isPublic, byAuthorName(author.name), sql`${articles.category} is not null`));
    return {
      years: years.map((y) => y.year).sort((a, b) => b - a),
      categories: categories
        .map((c) => c.category)
        .filter((c): c is string => Boolean(c))
        .sort((a, b) => a.localeCompare(b)),
    };
  }

  async function followersOf(id: string): Promise<number | null> {
    const [row] = await db.select({ n: authors.followersCount }).from(authors).where(eq(authors.id, id)).limit(1);
    return row ? row.n : null;
  }

  async function isFollowing(authorId: string, readerId: string | undefined): Promise<boolean> {
    if (!readerId) return false;
    const [row] = await db
      .select({ id: authorFollows.id })
      .from(authorFollows)
      .where(and(eq(authorFollows.authorId, authorId), eq(authorFollows.readerId, readerId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * One follow per reader: a repeat changes nothing. The follow row and the counter move together in
   * one transaction. Null when the author does not exist.
   */
  async function follow(authorId: string, readerId: string): Promise<FollowState | null> {
    return db.transaction(async (tx) => {
      const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, authorId)).for("update");
      if (!author) return null;
      const inserted = await tx
        .insert(authorFollows)
        .values({ id: newObjectId(), authorId, readerId })
        .onConflictDoNothing()
        .returning({ id: authorFollows.id });
      const [row] = inserted.length
        ? await tx
            .update(authors)
            .set({ followersCount: sql`${authors.followersCount} + 1` })
            .where(eq(authors.id, authorId))
            .returning({ n: authors.followersCount })
        : await tx.select({ n: authors.followersCount }).from(authors).where(eq(authors.id, authorId));
      return { followersCount: row?.n ?? 0, following: true };
    });
  }

  /** Unfollow: only a reader who follows lowers the counter, and never below zero. */
  async function unfollow(authorId: string, readerId: string | undefined): Promise<FollowState | null> {
    return db.transaction(async (tx) => {
      const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, authorId)).for("update");
      if (!author) return null;
      const removed = readerId
        ? await tx
            .delete(authorFollows)
            .where(and(eq(authorFollows.authorId, authorId), eq(authorFollows.readerId, readerId)))
            .returning({ id: authorFollows.id })
        : [];
      const [row] = removed.length
        ? await tx
            .update(authors)
            .set({ followersCount: sql`greatest(${authors.followersCount} - 1, 0)` })
            .where(eq(authors.id, authorId))
            .returning({ n: authors.followersCount })
        : await tx.select({ n: authors.followersCount }).from(authors).where(eq(authors.id, authorId));
      return { followersCount: row?.n ?? 0, following: false };
    });
  }

  return { list, getById, getByName, currentNameOf, content, archiveFacets, followersOf, isFollowing, follow, unfollow };
}

export type AuthorsService = ReturnType<typeof createAuthorsService>;
