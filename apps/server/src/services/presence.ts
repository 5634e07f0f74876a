import { PRESENCE_TIMEOUT_MS, type PresenceEditorWire, type PresenceWire } from "@matv/shared";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, editPresence } from "../db/schema.ts";
import { NotFoundError } from "../lib/errors.ts";
import { staffNames } from "./audit.ts";

export const PRESENCE_MESSAGES = { notFound: "Story not found" } as const;

/**
 * Who has a story open in the desk (issue 17). Each editor tab beats every few seconds; a tab quiet
 * for PRESENCE_TIMEOUT_MS counts as gone, and a closing tab releases at once. The rows live in the
 * database, so every instance sees the same editors. The holder is the first live tab, or the last one
 * that took over; the others see "{holder} is editing".
 */
export function createPresenceService(db: Db, clock: () => Date = () => new Date()) {
  async function heartbeat(storyId: string, staffId: string, input: { sessionId: string; takeOver?: boolean }): Promise<PresenceWire> {
    const now = clock();
    const rows = await db.transaction(async (tx) => {
      // The story row's lock orders concurrent first heartbeats, so only one tab becomes the holder.
      const [story] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, storyId)).for("update");
      if (!story) throw new NotFoundError(PRESENCE_MESSAGES.notFound);
      await tx.delete(editPresence).where(and(eq(editPresence.storyId, storyId), lt(editPresence.lastSeen, new Date(now.getTime() - PRESENCE_TIMEOUT_MS))));
      await tx
        .insert(editPresence)
        .values({ storyId, sessionId: input.sessionId, staffId, lastSeen: now })
        .onConflictDoUpdate({ target: [editPresence.storyId, editPresence.sessionId], set: { lastSeen: now, staffId } });
      const live = await tx.select().from(editPresence).where(eq(editPresence.storyId, storyId));
      const holder = live.find((r) => r.heldSince !== null);
      if (input.takeOver || !holder) {
        await tx
          .update(editPresence)
          .set({ heldSince: null })
          .where(and(eq(editPresence.storyId, storyId), ne(editPresence.sessionId, input.sessionId)));
        await tx
          .update(editPresence)
          .set({ heldSince: now })
          .where(and(eq(editPresence.storyId, storyId), eq(editPresence.sessionId, input.sessionId)));
        return live.map((r) => ({ ...r, heldSince: r.sessionId === input.sessionId ? now : null }));
      }
      return live;
    });
    const names = await staffNames(
      db,
      rows.map((r) => r.staffId),
    );
    const wire = (r: (typeof rows)[number]): PresenceEditorWire => ({
      id: r.staffId,
      name: names.get(r.staffId) ?? "Someone",
      sessionId: r.sessionId,
      lastSeen: r.lastSeen.toISOString(),
    });
    const holder = rows.find((r) => r.heldSince !== null) ?? null;
    return {
      storyId,
      holder: holder ? wire(holder) : null,
      youHold: holder?.sessionId === input.sessionId,
      others: rows.filter((r) => r.sessionId !== input.sessionId).map(wire),
    };
  }

  /** The tab closed (or navigated away): its row goes and, if it held the story, nobody holds it. */
  async function release(storyId: string, staffId: string, sessionId: string): Promise<void> {
    await db.delete(editPresence).where(and(eq(editPresence.storyId, storyId), eq(editPresence.sessionId, sessionId), eq(editPresence.staffId, staffId)));
  }

  return { heartbeat, release };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
