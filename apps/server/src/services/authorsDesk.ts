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
import { blogTags, storyTags, tag } from "../infra/cacheTags.ts";
import { BadRequestError } from "../rules/errors.ts";
import { toAuthorWire } from "./articleMapper.ts";
import type { Executor, Tx } from "./audit.ts";
import { type DocumentKind, type Documents, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";

type AuthorRow = typeof authors.$inferSelect;
type AuthorInsert = typeof authors.$inferInsert;
type CreateInput = z.output<typeof authorCreateSchema>;
type UpdateInput = z.output<typeof authorUpdateSchema>;

/** A story carries the author by id, or (rows written before the desk) by name only. */
const storiesOf = (author: { id: string; name: string }) =>
  and(
    isNull(articles.deletedAt),
    or(eq(articles.authorId, author.id), and(isNull(articles.authorId), eq(sql`lower(${articles.author})`, authorNameKey(author.name)))),
  );

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

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

/** An author (ADR 056, 067): a document whose saves also rewrite the bylines that show it. */
export const authorKind: DocumentKind<AuthorRow, AdminAuthorWire, Partial<AuthorInsert>> = {
  name: "author",
  messages: { notFound: AUTHOR_MESSAGES.notFound, stale: AUTHOR_MESSAGES.stale },
  ...tableRows<AuthorRow, Partial<AuthorInsert>>(authors),
  wire: wireOf,
  snapshot: snapshotFields<AuthorRow>("name", "title", "category", "bio", "avatar", "email", "location", "expertise", "socialLinks", "status"),
  title: (row) => row.name,
  tags: (_before, after) => [tag.authors, tag.author(after.id)],
};

/**
 * The authors desk (ADR 056). Every write is one transaction: the author row, its bylines
 * (stories and blogs carry the author's name, so a rename rewrites them), its former names (for the
 * 301 from /author/{old name}) and the audit entry. After the commit exactly the author, the stories
 * and the blogs that show the author are invalidated. Email stays here: the public wire drops it.
 */
export function createAuthorsDeskService(db: Db, deps: { documents: Documents }) {
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

  const get = (id: string): Promise<AdminAuthorWire> => deps.documents.get(authorKind, id.toLowerCase());

  function create(input: CreateInput, staffId: string): Promise<AdminAuthorWire> {
    return deps.documents.save(authorKind, {
      create: true,
      actor: { id: staffId },
      action: "create",
      async change({ tx, id, now }) {
        await assertNameFree(tx, input.name, id);
        // A new author taking a former name: the name is theirs now, no longer a redirect.
        await tx.delete(authorFormerNames).where(eq(authorFormerNames.nameKey, authorNameKey(input.name)));
        return { ...valuesFrom(input, null), name: input.name, joinedDate: now };
      },
    });
  }

  function update(id: string, input: UpdateInput, staffId: string): Promise<AdminAuthorWire> {
    const { version, ...fields } = input;
    const renames = (before: AuthorRow | null) => fields.name !== undefined && fields.name !== before?.name;
    return deps.documents.save(authorKind, {
      id: id.toLowerCase(),
      version,
      actor: { id: staffId },
      action: (before) => (renames(before) ? "rename" : "update"),
      async change(context, before) {
        const author = before as AuthorRow;
        const values = valuesFrom(fields, author);
        const newName = values.name ?? author.name;
        if (newName !== author.name) {
          await assertNameFree(context.tx, newName, author.id);
          await recordRename(context.tx, author, newName, context.now);
        }
        // Every byline shows the author's name, avatar and job title: their pages change with any save.
        context.touch(await bylines(context.tx, author, newName));
        return values;
      },
      note: (before) => (renames(before) ? `renamed from "${before?.name}"` : undefined),
    });
  }

  return { list, get, create, update };
}

export type AuthorsDeskService = ReturnType<typeof createAuthorsDeskService>;
