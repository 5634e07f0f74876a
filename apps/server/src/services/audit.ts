import type { AuditEntryWire, AuditListWire } from "@matv/shared";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog, staffUsers } from "../db/schema.ts";
import { newObjectId } from "../infra/ids.ts";

/** A transaction handle, for services that write several tables at once. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export interface AuditRecord {
  staffId: string | null;
  /** "story.publish", "POST /api/india-news"... */
  action: string;
  entityType: string;
  entityId?: string | null;
  summary?: string;
  at?: Date;
}

/** Staff names by id, for wire shapes that say who did something. */
export async function staffNames(executor: Executor, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await executor
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name?.trim() || r.email]));
}

/**
 * The audit log: every staff write says who did what to which record and when, exactly once, inside the
 * write's own transaction. A document's save adds its entry itself (services/documents, ADR 067); any other
 * staff write (uploads, accounts, sign-out, newsletter sends, support notes) runs through `audited`.
 */
export function createAuditService(db: Db) {
  async function record(executor: Executor, entry: AuditRecord): Promise<void> {
    await executor.insert(auditLog).values({
      id: newObjectId(entry.at),
      staffId: entry.staffId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      summary: (entry.summary ?? "").slice(0, 500),
      createdAt: entry.at ?? new Date(),
    });
  }

  /** A staff write that is not a document's save: `run` and its one audit entry (which may name what `run` made) in one transaction. */
  function audited<T>(entry: (result: T) => AuditRecord, run: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await run(tx);
      await record(tx, entry(result));
      return result;
    });
  }

  async function list(query: { entityType?: string; entityId?: string; staffId?: string; page: number; limit: number }): Promise<AuditListWire> {
    const where = and(
      query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      query.staffId ? eq(auditLog.staffId, query.staffId) : undefined,
    );
    const offset = (query.page - 1) * query.limit;
    const [rows, [counted]] = await Promise.all([
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(query.limit).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    const names = await staffNames(
      db,
      rows.map((r) => r.staffId),
    );
    const entries: AuditEntryWire[] = rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      staff: r.staffId ? { id: r.staffId, name: names.get(r.staffId) ?? "Deleted account" } : null,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      summary: r.summary,
    }));
    const total = Number(counted?.n ?? 0);
    return { entries, total, hasMore: offset + rows.length < total };
  }

  return { record, audited, list };
}

export type AuditService = ReturnType<typeof createAuditService>;
