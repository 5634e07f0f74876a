import type { PublishState, RevisionWire } from "@matv/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documentRevisions } from "../../db/schema.ts";
import type { ContentCache } from "../../infra/cache.ts";
import { ConflictError, NotFoundError } from "../../rules/errors.ts";
import { newObjectId } from "../../infra/ids.ts";
import type { StaffRole } from "../staffUsers.ts";
import { type AuditService, type Executor, staffNames, type Tx } from "../audit.ts";
import type { AfterCommit, JobQueue } from "../jobs.ts";

/** Who saves: a staff member, or null for the system (a scheduled publish). */
export type Actor = { id: string; role?: StaffRole } | null;

/** What a kind's row access is told about the write it is doing. */
export interface WriteMeta {
  id: string;
  now: Date;
  staffId: string | null;
}

/**
 * A document kind, declared once (ADR 067): its row access, its wire mapper, the fields its revisions
 * keep, the cache tags a write makes stale, and whether it has publishing state and presence.
 */
export interface DocumentKind<Row extends { version: number } = { version: number }, Wire = unknown, Values = Partial<Row>> {
  name: string;
  messages: { notFound: string; stale: string };
  /** The row by id (locked FOR UPDATE when `lock`), or null. */
  load(executor: Executor, id: string, lock: boolean): Promise<Row | null>;
  /** A document that is never absent (site documents): what it is before its first save, at version 0. */
  empty?(id: string): Row;
  insert(tx: Tx, values: Values, meta: WriteMeta): Promise<Row>;
  /** Writes `values` at version + 1; null when another save got there first (a lost race: 409). */
  update(tx: Tx, before: Row, values: Values, meta: WriteMeta): Promise<Row | null>;
  wire(executor: Executor, row: Row): Promise<Wire> | Wire;
  /** The fields a revision keeps (and compares, for its changed fields). */
  snapshot(row: Row): Record<string, unknown>;
  /** For the audit summary. */
  title?(row: Row): string;
  /** Cache tags a write makes stale, given the row before (null: created) and after. */
  tags(before: Row | null, after: Row): string[];
  /** Draft, in review, scheduled, published, unpublished; a scheduled one is published by the job `{name}-publish`. */
  publishing?: {
    state(row: Row): PublishState;
    publishAt(row: Row): Date | null;
    /** The values a scheduled publish applies when it is due. */
    due(tx: Tx, row: Row): Promise<Values>;
  };
  /** Editors see each other on this kind's documents (presence.ts). */
  presence?: true;
}

// A kind of any row and wire, for tables of kinds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDocumentKind = DocumentKind<any, any, any>;

/** What listeners hear after a save commits: push alerts, translations and analytics subscribe here. */
export interface DocumentEvent {
  kind: string;
  id: string;
  /** The revision's action: create, update, publish, schedule, unpublish, delete, scheduled-publish, list-edit... */
  action: string;
  version: number;
  /** For kinds with publishing state: the document became public, or stopped being public. */
  transition: "published" | "unpublished" | null;
  before: unknown;
  after: unknown;
  staffId: string | null;
  at: Date;
}

/** The one 409 (ADR 067): `{success: false, error, field: "version", current}`, current being the document as saved now. */
export class StaleDocumentError extends ConflictError {
  constructor(message: string, current: unknown) {
    super(message, "version", { current });
  }
}

export interface SaveContext {
  tx: Tx;
  now: Date;
  actor: Actor;
  /** The id being saved (a new one's too). */
  id: string;
  /** More cache tags to invalidate after the commit (rows the change wrote beside the document: an author's bylines). */
  touch(tags: string[]): void;
  /**
   * Another document changed by the same save (a list save's items): its row at version + 1 and its revision,
   * in this transaction, its tags and listeners after the commit; the save's one audit entry names it.
   * With `ifChanged`, nothing is written when no revisioned field would change.
   */
  write<Row extends { version: number }, Values>(
    kind: DocumentKind<Row, unknown, Values>,
    id: string,
    before: Row | null,
    values: Values,
    action: string,
    options?: { ifChanged?: boolean },
  ): Promise<Row>;
}

export interface SaveOptions<Row, Values> {
  /** The document; absent or with `create`, a new one. */
  id?: string;
  create?: boolean;
  /** The version the editor loaded; undefined: not checked (the spec's legacy editors send none). */
  version?: number;
  actor: Actor;
  /** The revision's and the audit entry's action ("update"), or one chosen from the row ("rename"). */
  action: string | ((before: Row | null) => string);
  /** Role rules: throws before the version is checked. */
  authorize?(before: Row | null): void;
  /** The change: the values to write (validation throws here, before anything is written). */
  change(context: SaveContext, before: Row | null): Promise<Values> | Values;
  /** Added to the audit entry's summary. */
  note?: (before: Row | null) => string | undefined;
}

interface Written {
  kind: AnyDocumentKind;
  id: string;
  before: { version: number } | null;
  after: { version: number };
  action: string;
  changed: string[];
  /** Tags the change touched beside the document's own. */
  touched?: string[];
}

/** Field names whose values differ (all set fields for a new document). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((field) => {
    const value = JSON.stringify(after[field] ?? null);
    if (!before) return value !== "null" && value !== '""' && value !== "[]" && value !== "false" && value !== "{}";
    return value !== JSON.stringify(before[field] ?? null);
  });
}

/** A kind's snapshot of some of its row's fields (dates become ISO strings when stored, as JSON does). */
export const snapshotFields =
  <Row>(...fields: Array<keyof Row & string>) =>
  (row: Row): Record<string, unknown> =>
    Object.fromEntries(fields.map((field) => [field, row[field]]));

export const publishJobOf = (kind: string) => `${kind}-publish`;
const publishJobKey = (kind: string, id: string) => `${publishJobOf(kind)}:${id}`;

/**
 * The document model (ADR 067): the one path every editable thing is saved through. A save locks and loads
 * the row, checks the version, applies the change, writes the row (version + 1), one revision and exactly
 * one audit entry in one transaction, schedules or cancels the kind's publish job, then after the commit
 * invalidates the kind's cache tags and tells the listeners.
 */
export function createDocuments(
  db: Db,
  deps: { kinds: AnyDocumentKind[]; cache: ContentCache; audit: AuditService; jobs: JobQueue; now?: () => Date; onListenerError?: (error: unknown) => void },
) {
  const clock = deps.now ?? (() => new Date());
  const kinds = new Map(deps.kinds.map((kind) => [kind.name, kind]));
  const listeners = new Set<(event: DocumentEvent) => void | Promise<void>>();

  function kindNamed(name: string): AnyDocumentKind {
    const kind = kinds.get(name);
    if (!kind) throw new NotFoundError(`No document kind "${name}"`);
    return kind;
  }

  /** The row (locked when saving), or a never-absent kind's empty one. */
  async function loadCurrent<Row>(executor: Executor, kind: Pick<DocumentKind<Row & { version: number }>, "load" | "empty">, id: string, lock: boolean) {
    return (await kind.load(executor, id, lock)) ?? kind.empty?.(id) ?? null;
  }

  async function stale(tx: Tx, kind: AnyDocumentKind, id: string): Promise<StaleDocumentError> {
    const current = await loadCurrent(tx, kind, id, false);
    return new StaleDocumentError(kind.messages.stale, current ? await kind.wire(tx, current) : null);
  }

  async function writeOne(
    tx: Tx,
    kind: AnyDocumentKind,
    before: { version: number } | null,
    values: unknown,
    meta: WriteMeta,
    action: string,
    written: Written[],
  ) {
    const after = before ? await kind.update(tx, before, values, meta) : await kind.insert(tx, values, meta);
    if (!after) throw await stale(tx, kind, meta.id);
    const snapshot = kind.snapshot(after);
    const changed = changedFields(before && before.version > 0 ? kind.snapshot(before) : null, snapshot);
    await tx.insert(documentRevisions).values({
      id: newObjectId(meta.now),
      kind: kind.name,
      documentId: meta.id,
      version: after.version,
      action,
      snapshot,
      changedFields: changed,
      staffId: meta.staffId,
      createdAt: meta.now,
    });
    const publishing = kind.publishing;
    if (publishing) {
      const at = publishing.state(after) === "scheduled" ? publishing.publishAt(after) : null;
      const key = publishJobKey(kind.name, meta.id);
      if (at) await deps.jobs.schedule(tx, { kind: publishJobOf(kind.name), key, runAt: at, payload: { id: meta.id } });
      else if (before && publishing.state(before) === "scheduled") await deps.jobs.cancel(tx, key);
    }
    written.push({ kind, id: meta.id, before, after, action, changed });
    return after;
  }

  /** The save in `tx`; answers the saved row and what it wrote, for after the commit. */
  async function saveIn<Row extends { version: number }, Values>(
    tx: Tx,
    kind: DocumentKind<Row, unknown, Values>,
    options: SaveOptions<Row, Values> & { loaded?: Row },
    now: Date,
  ): Promise<{ row: Row; written: Written[] }> {
    const written: Written[] = [];
    const staffId = options.actor?.id ?? null;
    const id = options.id ?? newObjectId(now);
    let before: Row | null = null;
    if (!options.create) {
      before = options.loaded ?? (await loadCurrent(tx, kind, id, true));
      if (!before) throw new NotFoundError(kind.messages.notFound);
    }
    options.authorize?.(before);
    if (options.version !== undefined && (before?.version ?? 0) !== options.version) throw await stale(tx, kind as AnyDocumentKind, id);
    const action = typeof options.action === "function" ? options.action(before) : options.action;
    const touched: string[] = [];
    const context: SaveContext = {
      tx,
      now,
      actor: options.actor,
      id,
      touch: (tags) => void touched.push(...tags),
      async write(other, otherId, otherBefore, values, action, extra = {}) {
        if (extra.ifChanged && otherBefore) {
          const merged = { ...otherBefore, ...(values as object) } as typeof otherBefore;
          if (!changedFields(other.snapshot(otherBefore), other.snapshot(merged)).length) return otherBefore;
        }
        return writeOne(tx, other as AnyDocumentKind, otherBefore, values, { id: otherId, now, staffId }, action, written);
      },
    };
    const values = await options.change(context, before);
    const row = (await writeOne(tx, kind as AnyDocumentKind, before, values, { id, now, staffId }, action, written)) as Row;
    const main = written.at(-1) as Written;
    main.touched = touched;
    const others = written.slice(0, -1).map((w) => `${w.kind.name} ${w.id} ${w.action}${w.changed.length ? ` (${w.changed.join(", ")})` : ""}`);
    const title = kind.title?.(row);
    await deps.audit.record(tx, {
      staffId,
      action: `${kind.name}.${action}`,
      entityType: kind.name,
      entityId: id,
      summary: [
        `${action}${title ? ` "${title.slice(0, 120)}"` : ""} (version ${row.version})${main.changed.length ? `: ${main.changed.join(", ")}` : ""}`,
        options.note?.(before),
        ...others,
      ]
        .filter(Boolean)
        .join("; "),
      at: now,
    });
    return { row, written };
  }

  /** After the commit: the tags of everything written, then the listeners (awaited; keep them quick, schedule a job for slow work). */
  async function committed(written: Written[], staffId: string | null, at: Date): Promise<void> {
    deps.cache.invalidate([
      ...new Set(written.flatMap((w) => [...w.kind.tags(w.before && w.before.version > 0 ? w.before : null, w.after), ...(w.touched ?? [])])),
    ]);
    if (!listeners.size) return;
    for (const w of written) {
      const publishing = w.kind.publishing;
      const was = w.before && w.before.version > 0 && publishing ? publishing.state(w.before) : null;
      const is = publishing ? publishing.state(w.after) : null;
      const event: DocumentEvent = {
        kind: w.kind.name,
        id: w.id,
        action: w.action,
        version: w.after.version,
        transition: is === "published" && was !== "published" ? "published" : was === "published" && is !== "published" ? "unpublished" : null,
        before: w.before && w.before.version > 0 ? await w.kind.wire(db, w.before) : null,
        after: await w.kind.wire(db, w.after),
        staffId,
        at,
      };
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (error) {
          deps.onListenerError?.(error);
        }
      }
    }
  }

  /** One save: one transaction, then the tags and the listeners; answers the document's wire shape. */
  async function save<Row extends { version: number }, Wire, Values>(kind: DocumentKind<Row, Wire, Values>, options: SaveOptions<Row, Values>): Promise<Wire> {
    const now = clock();
    const { row, written } = await db.transaction((tx) => saveIn(tx, kind, options, now));
    await committed(written, options.actor?.id ?? null, now);
    return kind.wire(db, row);
  }

  /** The job `{kind}-publish`: publishes a scheduled document whose time has come, in the job's claiming transaction. */
  async function publishDue(kindName: string, tx: Tx, payload: Record<string, unknown>, now: Date): Promise<AfterCommit | void> {
    const kind = kindNamed(kindName);
    const publishing = kind.publishing;
    const id = String(payload.id ?? payload.storyId);
    const before = await kind.load(tx, id, true);
    const at = before && publishing?.state(before) === "scheduled" ? publishing.publishAt(before) : null;
    if (!publishing || !at) return;
    // Not due yet (the job ran early by clock skew): fail, so the queue retries it later.
    if (at.getTime() > now.getTime()) throw new Error(`${kind.name} ${id} is due at ${at.toISOString()}`);
    const { written } = await saveIn(tx, kind, { id, loaded: before, actor: null, action: "scheduled-publish", change: () => publishing.due(tx, before) }, now);
    return () => committed(written, null, now);
  }

  /** A document as its wire shape (a never-absent kind's empty one before its first save); 404 when there is none. */
  async function get<Row extends { version: number }, Wire, Values>(kind: DocumentKind<Row, Wire, Values>, id: string, executor: Executor = db): Promise<Wire> {
    const row = await loadCurrent(executor, kind, id, false);
    if (!row) throw new NotFoundError(kind.messages.notFound);
    return kind.wire(executor, row);
  }

  async function revisions(kindName: string, id: string): Promise<RevisionWire[]> {
    const rows = await db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, kindName), eq(documentRevisions.documentId, id)))
      .orderBy(desc(documentRevisions.version));
    const names = await staffNames(
      db,
      rows.map((r) => r.staffId),
    );
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      at: r.createdAt.toISOString(),
      by: r.staffId ? { id: r.staffId, name: names.get(r.staffId) ?? "Deleted account" } : null,
      changedFields: r.changedFields,
      action: r.action,
    }));
  }

  async function revision(executor: Executor, kindName: string, id: string, revisionId: string) {
    const [row] = await executor
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, kindName), eq(documentRevisions.documentId, id), eq(documentRevisions.id, revisionId)));
    return row ?? null;
  }

  return {
    save,
    get,
    publishDue,
    revisions,
    revision,
    kindNamed,
    /** Listens to every committed save; answers the function that stops listening. */
    onCommit(listener: (event: DocumentEvent) => void | Promise<void>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
