import { type RevisionWire, STORY_EDITABLE_FIELDS } from "@matv/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { storyRevisions } from "../db/schema.ts";
import { newObjectId } from "../lib/ids.ts";
import type { ArticleRow } from "./articleMapper.ts";
import { type Executor, staffNames } from "./audit.ts";
import { placementsOf } from "./placements.ts";

/** What a revision keeps: every editable field (as the desk's wire names them) plus status and publish time. */
export type StorySnapshot = Record<string, unknown>;

export function snapshotOf(row: ArticleRow): StorySnapshot {
  const snapshot: StorySnapshot = {};
  for (const field of STORY_EDITABLE_FIELDS) {
    snapshot[field] = field === "placements" ? placementsOf(row) : (row[field] ?? null);
  }
  snapshot.author = row.author;
  snapshot.status = row.status;
  snapshot.publishAt = row.publishAt ? row.publishAt.toISOString() : null;
  return snapshot;
}

/** Field names whose values differ (all set fields for a new story). */
export function changedFields(before: StorySnapshot | null, after: StorySnapshot): string[] {
  return Object.keys(after).filter((field) => {
    if (field === "author") return false;
    const value = JSON.stringify(after[field] ?? null);
    if (!before) return value !== "null" && value !== '""' && value !== "[]" && value !== "false";
    return value !== JSON.stringify(before[field] ?? null);
  });
}

/** Story revisions (issue 17): one per save, written in the save's transaction. */
export function createRevisionsService(db: Db) {
  async function add(
    executor: Executor,
    input: { storyId: string; version: number; action: string; snapshot: StorySnapshot; changedFields: string[]; staffId: string | null; at: Date },
  ): Promise<void> {
    await executor.insert(storyRevisions).values({
      id: newObjectId(input.at),
      storyId: input.storyId,
      version: input.version,
      action: input.action,
      snapshot: input.snapshot,
      changedFields: input.changedFields,
      staffId: input.staffId,
      createdAt: input.at,
    });
  }

  async function list(storyId: string): Promise<RevisionWire[]> {
    const rows = await db
      .select({
        id: storyRevisions.id,
        version: storyRevisions.version,
        action: storyRevisions.action,
        changedFields: storyRevisions.changedFields,
        staffId: storyRevisions.staffId,
        createdAt: storyRevisions.createdAt,
      })
      .from(storyRevisions)
      .where(eq(storyRevisions.storyId, storyId))
      .orderBy(desc(storyRevisions.version));
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

  async function get(executor: Executor, storyId: string, revisionId: string) {
    const [row] = await executor
      .select()
      .from(storyRevisions)
      .where(and(eq(storyRevisions.storyId, storyId), eq(storyRevisions.id, revisionId)));
    return row ?? null;
  }

  return { add, list, get };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
