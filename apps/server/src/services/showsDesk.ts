import { type AdminShowWire, SHOW_MESSAGES, type ShowLanguage, type showSaveSchema } from "@matv/shared";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { shows } from "../db/schema.ts";
import type { ContentCache } from "../lib/cache.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import type { AuditService, Executor } from "./audit.ts";
import { type CatchUpService, lockSchedule, RECORDING_TAGS, SHOW_REMATCH_DAYS } from "./catchUp.ts";
import { toShowWire } from "./programmes.ts";

type ShowRow = typeof shows.$inferSelect;
type SaveInput = z.output<typeof showSaveSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function toAdminWire(row: ShowRow): AdminShowWire {
  return { ...toShowWire(row), matchWords: row.matchWords, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

const unique = (list: readonly string[]) => [...new Map(list.map((v) => [v.toLowerCase(), v])).values()];

/**
 * The shows desk (ADR 073). One save creates or updates a show in one transaction: the version check (409 with
 * what is stored now), the row, the audit entry and, when the match words changed, the recordings of the show's
 * last 90 days matched again. Written in the style of the authors desk so it ports onto the shared document model.
 */
export function createShowsDeskService(db: Db, deps: { cache: ContentCache; audit: AuditService; catchUp: CatchUpService; now?: () => Date }) {
  const clock = deps.now ?? (() => new Date());

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
  async function save(input: SaveInput, staffId: string): Promise<AdminShowWire> {
    const now = clock();
    const values = {
      name: input.name,
      slug: input.slug,
      description: input.description,
      presenters: unique(input.presenters),
      imageUrl: input.imageUrl || null,
      matchWords: unique(input.matchWords),
      language: input.language as ShowLanguage,
    };
    const row = await db.transaction(async (tx) => {
      // Match words feed the schedule's recordings: one writer with the schedule at a time.
      await lockSchedule(tx);
      const id = input.id ?? newObjectId(now);
      await assertSlugFree(tx, values.slug, id);
      let before: ShowRow | undefined;
      let saved: ShowRow | undefined;
      if (input.id) {
        [before] = await tx.select().from(shows).where(eq(shows.id, input.id)).for("update");
        if (!before) throw new NotFoundError(SHOW_MESSAGES.notFound);
        if (before.version !== input.version) throw new ConflictError(SHOW_MESSAGES.stale, "version", { current: toAdminWire(before) });
        [saved] = await tx
          .update(shows)
          .set({ ...values, version: before.version + 1, updatedAt: now, updatedBy: staffId })
          .where(eq(shows.id, before.id))
          .returning();
      } else {
        [saved] = await tx
          .insert(shows)
          .values({ ...values, id, version: 1, createdAt: now, updatedAt: now, updatedBy: staffId })
          .returning();
      }
      if (!saved) throw new NotFoundError(SHOW_MESSAGES.notFound);
      const changed = before
        ? (Object.keys(values) as Array<keyof typeof values>).filter((k) => JSON.stringify(values[k]) !== JSON.stringify(before[k]))
        : Object.keys(values);
      if (!before || changed.includes("matchWords")) await deps.catchUp.rematch(tx, new Date(now.getTime() - SHOW_REMATCH_DAYS * DAY_MS), now);
      await deps.audit.record(tx, {
        staffId,
        action: before ? "show.update" : "show.create",
        entityType: "show",
        entityId: saved.id,
        summary: before
          ? `update show "${saved.name}" (version ${saved.version})${changed.length ? `: ${changed.join(", ")}` : ""}`
          : `create show "${saved.name}" (/shows/${saved.slug})`,
        at: now,
      });
      return saved;
    });
    deps.cache.invalidate([...RECORDING_TAGS]);
    return toAdminWire(row);
  }

  return { list, save };
}

export type ShowsDeskService = ReturnType<typeof createShowsDeskService>;
