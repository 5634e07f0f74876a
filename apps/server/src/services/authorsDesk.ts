import {
  type AdminAuthorWire,
  AUTHOR_MESSAGES,
  authorNameKey,
  type authorCreateSchema,
  type authorListQuerySchema,
  type authorUpdateSchema,
  formerNamesAfterRename,
} from "@matv/shared";
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { articles, authorFormerNames, authors } from "../db/schema.ts";
import type { ContentCache } from "../lib/cache.ts";
import { blogTags, storyTags, tag } from "../lib/cacheTags.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import { toAuthorWire } from "./articleMapper.ts";
import type { AuditService, Executor, Tx } from "./audit.ts";

type AuthorRow = typeof authors.$inferSelect;
type AuthorInsert = typeof authors.$inferInsert;
type CreateInput = z.output<typeof authorCreateSchema>;
type UpdateInput = z.output<typeof authorUpdateSchema>;

export class StaleAuthorError extends ConflictError {
  constructor(current: AdminAuthorWire) {
    super(AUTHOR_MESSAGES.stale, "version", { current });
  }
}

/** A story carries the author by id, or (rows written before the desk) by name only. */
const storiesOf = (author: { id: string; name: string }) =>
  and(
    isNull(articles.deletedAt),
    or(eq(articles.authorId, author.id), and(isNull(articles.authorId), eq(sql`lower(${articles.author})`, authorNameKey(author.name)))),
  );

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The authors desk (issue 18, ADR 056). Every write is one transaction: the author row, its bylines
 * (stories and blogs carry the author's name, so a rename rewrites them), its former names (for the
 * 301 from /author/{old name}) and the audit entry. After the commit exactly the author, the stories
 * and the blogs that show the author are invalidated. Email stays here: the public wire drops it.
 */
export function createAuthorsDeskService(db: Db, deps: { cache: ContentCache; audit: AuditService; now?: () => Date }) {
  const clock = deps.now ?? (() => new Date());

  async function wiresOf(executor: Executor, rows: AuthorRow[]): Promise<AdminAuthorWire[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [former, counts] = await Promise.all([
      executor
        .select({ authorId: authorFormerNames.authorId, name: authorFormerNames.name })
        .from(authorFormerNames)
        .where(inArray(authorFormerNames.authorId, ids))
        .orderBy(asc(authorFormerNames.createdAt)),
      executor
        .select({ authorId: articles.authorId, n: sql<number>`count(*)::int` })
        .from(articles)
        .where(and(isNull(articles.deletedAt), inArray(articles.authorId, ids)))
        .groupBy(articles.authorId),
    ]);
    return rows.map((row) => ({
      ...toAuthorWire(row, Number(counts.find((c) => c.authorId === row.id)?.n ?? 0)),
      // The desk edits what is stored, not the public defaults ("MATV Staff Writer"...): blank is blank.
      title: row.title ?? "",
      bio: row.bio ?? "",
      category: row.category ?? "",
      avatar: row.avatar ?? "",
      email: row.email,
      active: row.status === "active",
      version: row.version,
      formerNames: former.filter((f) => f.authorId === row.id).map((f) => f.name),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function wireOf(executor: Executor, row: AuthorRow): Promise<AdminAuthorWire> {
    const [wire] = await wiresOf(executor, [row]);
    return wire as AdminAuthorWire;
  }

  async function findRow(executor: Executor, id: string, lock = false): Promise<AuthorRow> {
    const query = executor.select().from(authors).where(eq(authors.id, id.toLowerCase()));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError(AUTHOR_MESSAGES.notFound);
    return row;
  }

  async function assertNameFree(tx: Tx, name: string, id: string) {
    const [other] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(and(eq(sql`lower(${authors.name})`, authorNameKey(name)), ne(authors.id, id)))
      .limit(1);
    if (other) throw new BadRequestError(`name: ${AUTHOR_MESSAGES.nameTaken}`, "name");
  }

  function valuesFrom(input: Partial<CreateInput>, before: AuthorRow | null): Partial<AuthorInsert> {
    const values: Partial<AuthorInsert> = {};
    if (input.name !== undefined) values.name = input.name;
    for (const field of ["title", "category", "bio", "avatar", "email", "location"] as const) {
      if (input[field] !== undefined) values[field] = blank(input[field]);
    }
    if (input.expertise !== undefined) values.expertise = [...new Set(input.expertise)];
    if (input.socialLinks !== undefined) {
      const links = { ...(before?.socialLinks ?? {}), ...input.socialLinks };
      values.socialLinks = Object.fromEntries(Object.entries(links).filter(([, v]) => Boolean(v?.trim())));
    }
    if (input.active !== undefined) values.status = input.active ? "active" : "inactive";
    return values;
  }

  /** Rewrites the bylines after a rename; answers the cache tags of every story and blog post that shows the author. */
  async function bylines(tx: Tx, before: { id: string; name: string }, newName: string): Promise<string[]> {
    const renamed = authorNameKey(before.name) !== authorNameKey(newName) || before.name !== newName;
    const shown = { id: articles.id, pages: articles.pages, kind: articles.kind };
    // Blog posts are articles of kind "blog" (ADR 060): the same rewrite, their own tags.
    const rows = renamed
      ? await tx.update(articles).set({ author: newName }).where(storiesOf(before)).returning(shown)
      : await tx.select(shown).from(articles).where(storiesOf(before));
    const tags = new Set<string>();
    for (const row of rows) for (const t of row.kind === "blog" ? blogTags(row.id) : storyTags(row.id, row.pages)) tags.add(t);
    return [...tags];
  }

  /** The former names after a rename: the old one kept for the 301, the new one taken over from whoever had it. */
  async function recordRename(tx: Tx, author: AuthorRow, newName: string, now: Date) {
    const former = (await tx.select({ name: authorFormerNames.name }).from(authorFormerNames).where(eq(authorFormerNames.authorId, author.id))).map(
      (r) => r.name,
    );
    const after = formerNamesAfterRename(former, author.name, newName);
    await tx.delete(authorFormerNames).where(eq(authorFormerNames.nameKey, authorNameKey(newName)));
    const oldName = after.at(-1);
    if (oldName && !former.includes(oldName)) {
      await tx
        .insert(authorFormerNames)
        .values({ nameKey: authorNameKey(oldName), name: oldName, authorId: author.id, createdAt: now })
        .onConflictDoUpdate({ target: authorFormerNames.nameKey, set: { name: oldName, authorId: author.id, createdAt: now } });
    }
  }

  async function list(query: z.output<typeof authorListQuerySchema>): Promise<AdminAuthorWire[]> {
    const q = query.q?.trim();
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const rows = await db
      .select()
      .from(authors)
      .where(
        pattern ? or(ilike(authors.name, pattern), ilike(authors.title, pattern), ilike(authors.category, pattern), ilike(authors.email, pattern)) : undefined,
      )
      .orderBy(asc(sql`lower(${authors.name})`));
    return wiresOf(db, rows);
  }

  async function get(id: string): Promise<AdminAuthorWire> {
    return wireOf(db, await findRow(db, id));
  }

  async function create(input: CreateInput, staffId: string): Promise<AdminAuthorWire> {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const id = newObjectId(now);
      await assertNameFree(tx, input.name, id);
      // A new author taking a former name: the name is theirs now, no longer a redirect.
      await tx.delete(authorFormerNames).where(eq(authorFormerNames.nameKey, authorNameKey(input.name)));
      const [created] = await tx
        .insert(authors)
        .values({ ...valuesFrom(input, null), id, name: input.name, version: 1, joinedDate: now, createdAt: now, updatedAt: now })
        .returning();
      if (!created) throw new NotFoundError(AUTHOR_MESSAGES.notFound);
      await deps.audit.record(tx, {
        staffId,
        action: "author.create",
        entityType: "author",
        entityId: created.id,
        summary: `create author "${created.name}"`,
        at: now,
      });
      return created;
    });
    deps.cache.invalidate([tag.authors, tag.author(row.id)]);
    return wireOf(db, row);
  }

  async function update(id: string, input: UpdateInput, staffId: string): Promise<AdminAuthorWire> {
    const { version, ...fields } = input;
    const now = clock();
    const { row, tags } = await db.transaction(async (tx) => {
      const before = await findRow(tx, id, true);
      if (before.version !== version) throw new StaleAuthorError(await wireOf(tx, before));
      const values = valuesFrom(fields, before);
      const newName = values.name ?? before.name;
      if (newName !== before.name) {
        await assertNameFree(tx, newName, before.id);
        await recordRename(tx, before, newName, now);
      }
      const [after] = await tx
        .update(authors)
        .set({ ...values, version: before.version + 1, updatedAt: now })
        .where(eq(authors.id, before.id))
        .returning();
      if (!after) throw new NotFoundError(AUTHOR_MESSAGES.notFound);
      // Every byline shows the author's name, avatar and job title: their pages change with any save.
      const shown = await bylines(tx, before, newName);
      const changed = Object.keys(values).filter((k) => JSON.stringify(values[k as keyof typeof values]) !== JSON.stringify(before[k as keyof AuthorRow]));
      await deps.audit.record(tx, {
        staffId,
        action: newName !== before.name ? "author.rename" : "author.update",
        entityType: "author",
        entityId: after.id,
        summary: `update author "${after.name}" (version ${after.version})${newName !== before.name ? ` renamed from "${before.name}"` : ""}${changed.length ? `: ${changed.join(", ")}` : ""}`,
        at: now,
      });
      return { row: after, tags: shown };
    });
    deps.cache.invalidate([tag.authors, tag.author(row.id), ...tags]);
    return wireOf(db, row);
  }

  return { list, get, create, update };
}

export type AuthorsDeskService = ReturnType<typeof createAuthorsDeskService>;
