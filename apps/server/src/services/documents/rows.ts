import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { siteDocuments } from "../../db/schema.ts";
import type { Executor, Tx } from "../audit.ts";
import type { DocumentKind, WriteMeta } from "./model.ts";

type RowAccess<Row extends { version: number }, Values> = Pick<DocumentKind<Row, unknown, Values>, "load" | "insert" | "update">;

/**
 * Row access for a table with an `id` and a `version` column: the load (FOR UPDATE when saving), the insert at
 * version 1 and the update at version + 1 every such kind shares. `live` narrows what load finds (not deleted,
 * of this kind); `stamp` adds who and when.
 */
export function tableRows<Row extends { version: number }, Values>(
  table: PgTable & { id: PgColumn; version: PgColumn },
  options: {
    /** What a load returns: the table's columns and any computed ones (an article's translations). */
    columns?: Record<string, PgColumn | SQL>;
    live?: SQL;
    /** Column values for a write, by who and when; `created` on insert. */
    stamp?: (meta: WriteMeta, created: boolean) => Record<string, unknown>;
    /** Values every new row starts from (the change's values win). */
    defaults?: Record<string, unknown>;
  } = {},
): RowAccess<Row, Values> {
  const stamp = options.stamp ?? ((meta: WriteMeta, created: boolean) => ({ updatedAt: meta.now, ...(created ? { createdAt: meta.now } : {}) }));
  // Drizzle's builders are typed per table; this helper serves any table with id and version.
  const select = (executor: Executor) => (options.columns ? executor.select(options.columns) : executor.select()).from(table as PgTable);
  return {
    async load(executor, id, lock) {
      const query = select(executor).where(and(eq(table.id, id), options.live));
      const [row] = lock ? await query.for("update") : await query;
      return (row as Row | undefined) ?? null;
    },
    async insert(tx, values, meta) {
      const row = { ...options.defaults, ...(values as object), id: meta.id, version: 1, ...stamp(meta, true) };
      const [inserted] = await (tx
        .insert(table as PgTable)
        .values(row as never)
        .returning(options.columns as never) as Promise<unknown[]>);
      return inserted as Row;
    },
    async update(tx, before, values, meta) {
      const [updated] = await (tx
        .update(table as PgTable)
        .set({ ...(values as object), version: before.version + 1, ...stamp(meta, false) } as never)
        .where(eq(table.id, meta.id))
        .returning(options.columns as never) as Promise<unknown[]>);
      return (updated as Row | undefined) ?? null;
    },
  };
}

/** A site_documents row: one JSON document per key, versioned. */
export interface SiteDocumentRow<T> {
  key: string;
  data: T;
  version: number;
  /** Null before the first save. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

async function writeSiteDocument<T>(tx: Tx, before: SiteDocumentRow<T>, values: { data: T }, meta: WriteMeta): Promise<SiteDocumentRow<T> | null> {
  const [row] = await tx
    .insert(siteDocuments)
    .values({ key: before.key, data: values.data, version: before.version + 1, updatedAt: meta.now, updatedBy: meta.staffId })
    .onConflictDoUpdate({
      target: siteDocuments.key,
      set: { data: values.data, version: sql`${siteDocuments.version} + 1`, updatedAt: meta.now, updatedBy: meta.staffId },
      // Two first saves at once: the second finds the row the first inserted, not version 0.
      setWhere: sql`${siteDocuments.version} = ${before.version}`,
    })
    .returning();
  return (row as SiteDocumentRow<T> | undefined) ?? null;
}

/**
 * Row access for documents kept whole in site_documents under a key (homepage, MATV, live TV, live scores,
 * the breaking banner, schedule weeks, list orders): never absent, `empty` until the first save. The document's
 * id is the key after `prefix`; a never-saved one is at `firstVersion` (0 unless its editors count otherwise).
 */
export function siteDocumentRows<T>(
  empty: T,
  options: { prefix?: string; firstVersion?: number } = {},
): RowAccess<SiteDocumentRow<T>, { data: T }> & { empty(id: string): SiteDocumentRow<T> } {
  const keyOf = (id: string) => `${options.prefix ?? ""}${id}`;
  const emptyRow = (id: string): SiteDocumentRow<T> => ({ key: keyOf(id), data: empty, version: options.firstVersion ?? 0, updatedAt: null, updatedBy: null });
  return {
    async load(executor, id, lock) {
      const query = executor
        .select()
        .from(siteDocuments)
        .where(eq(siteDocuments.key, keyOf(id)));
      const [row] = lock ? await query.for("update") : await query;
      return (row as SiteDocumentRow<T> | undefined) ?? null;
    },
    empty: emptyRow,
    insert: (tx, values, meta) => writeSiteDocument(tx, emptyRow(meta.id), values, meta) as Promise<SiteDocumentRow<T>>,
    update: writeSiteDocument,
  };
}
