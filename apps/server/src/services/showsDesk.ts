import { type AdminShowWire, SHOW_MESSAGES, type ShowLanguage, type showSaveSchema } from "@matv/shared";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { shows } from "../db/schema.ts";
import { BadRequestError } from "../rules/errors.ts";
import type { Executor } from "./audit.ts";
import { lockSchedule, RECORDING_TAGS, rematchRecordings, SHOW_REMATCH_DAYS } from "./catchUp.ts";
import { type DocumentKind, type Documents, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";
import { toShowWire } from "./programmes.ts";

type ShowRow = typeof shows.$inferSelect;
type ShowInsert = typeof shows.$inferInsert;
type SaveInput = z.output<typeof showSaveSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function toAdminWire(row: ShowRow): AdminShowWire {
  return { ...toShowWire(row), matchWords: row.matchWords, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

const unique = (list: readonly string[]) => [...new Map(list.map((v) => [v.toLowerCase(), v])).values()];

const showRows = tableRows<ShowRow, Partial<ShowInsert>>(shows, {
  stamp: (meta, created) => ({ updatedAt: meta.now, updatedBy: meta.staffId, ...(created ? { createdAt: meta.now } : {}) }),
});

/** The show's last 90 days of airings matched again with its words, in the save's transaction. */
const rematchShow = (tx: Executor, now: Date) => rematchRecordings(tx, new Date(now.getTime() - SHOW_REMATCH_DAYS * DAY_MS), now);

/**
 * A show (ADR 073): a document of the model (ADR 067). New match words rematch its recent airings in the same
 * transaction, so a show page never shows a recording its words no longer find.
 */
export const showKind: DocumentKind<ShowRow, AdminShowWire, Partial<ShowInsert>> = {
  name: "show",
  messages: { notFound: SHOW_MESSAGES.notFound, stale: SHOW_MESSAGES.stale },
  load: showRows.load,
  async insert(tx, values, meta) {
    const row = await showRows.insert(tx, values, meta);
    await rematchShow(tx, meta.now);
    return row;
  },
  async update(tx, before, values, meta) {
    const row = await showRows.update(tx, before, values, meta);
    if (row && JSON.stringify(row.matchWords) !== JSON.stringify(before.matchWords)) await rematchShow(tx, meta.now);
    return row;
  },
  wire: (_executor, row) => toAdminWire(row),
  snapshot: snapshotFields<ShowRow>("name", "slug", "description", "presenters", "imageUrl", "matchWords", "language"),
  title: (row) => row.name,
  tags: () => [...RECORDING_TAGS],
};

/**
 * The shows desk (ADR 073). A save goes through the document model: version check (409 with what is stored
 * now), the row, its revision and audit entry, and, when the match words changed, the recordings of the
 * show's last 90 days matched again, all in one transaction.
 */
export function createShowsDeskService(db: Db, deps: { documents: Documents }) {
  async function list(): Promise<AdminShowWire[]> {
    const rows = await db
      .select()
      .from(shows)
      .orderBy(asc(sql`lower(${shows.name})`));
    return rows.map(toAdminWire);
  }

  async function assertSlugFree(executor: Executor, slug: string, id: string) {
    const [other] = await executor
      .select({ id: shows.id })
      .from(shows)
      .where(and(eq(shows.slug, slug), ne(shows.id, id)))
      .limit(1);
    if (other) throw new BadRequestError(`slug: ${SHOW_MESSAGES.slugTaken}`, "slug");
  }

  /** Creates (no `id`) or updates (with the `version` the desk loaded) a show. */
  function save(input: SaveInput, staffId: string): Promise<AdminShowWire> {
    const values = {
      name: input.name,
      slug: input.slug,
      description: input.description,
      presenters: unique(input.presenters),
      imageUrl: input.imageUrl || null,
      matchWords: unique(input.matchWords),
      language: input.language as ShowLanguage,
    };
    return deps.documents.save(showKind, {
      ...(input.id ? { id: input.id, version: input.version } : { create: true }),
      actor: { id: staffId },
      action: input.id ? "update" : "create",
      async change({ tx, id }) {
        // Match words feed the schedule's recordings: one writer with the schedule at a time.
        await lockSchedule(tx);
        await assertSlugFree(tx, values.slug, id);
        return values;
      },
    });
  }

  return { list, save };
}

export type ShowsDeskService = ReturnType<typeof createShowsDeskService>;
