import { PRESENCE_TIMEOUT_MS, type PresenceEditorWire, type PresenceWire } from "@matv/shared";
import { and, eq, isNotNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documentPresence } from "../../db/schema.ts";
import { NotFoundError } from "../../rules/errors.ts";
import { staffNames } from "../audit.ts";
import type { Documents } from "./model.ts";

/**
 * Who has a document open (ADR 067), for every kind that declares presence. Each editor tab beats every
 * PRESENCE_HEARTBEAT_MS; a tab quiet for PRESENCE_TIMEOUT_MS counts as gone, and a closing tab releases at once.
 * The rows live in the database, so every instance sees the same editors. The holder is the first live tab, or
 * the last one that took over; every tab sees every other one, and a tab that lost the document is told who took it.
 */
export function createPresence(db: Db, documents: Documents, clock: () => Date = () => new Date()) {
  const of = (kind: string, id: string) => and(eq(documentPresence.kind, kind), eq(documentPresence.documentId, id));

  async function heartbeat(kindName: string, id: string, staffId: string, input: { sessionId: string; takeOver?: boolean }): Promise<PresenceWire> {
    const kind = documents.kindNamed(kindName);
    if (!kind.presence) throw new NotFoundError(`${kindName}: no presence on this kind of document`);
    const now = clock();
    const rows = await db.transaction(async (tx) => {
      // The document's row lock orders concurrent first heartbeats, so only one tab becomes the holder.
      if (!(await kind.load(tx, id, true))) throw new NotFoundError(kind.messages.notFound);
      await tx.delete(documentPresence).where(and(of(kindName, id), lt(documentPresence.lastSeen, new Date(now.getTime() - PRESENCE_TIMEOUT_MS))));
      await tx
        .insert(documentPresence)
        .values({ kind: kindName, documentId: id, sessionId: input.sessionId, staffId, lastSeen: now })
        .onConflictDoUpdate({ target: [documentPresence.kind, documentPresence.documentId, documentPresence.sessionId], set: { lastSeen: now, staffId } });
      const live = await tx.select().from(documentPresence).where(of(kindName, id));
      if (!input.takeOver && live.some((r) => r.heldSince !== null)) return live;
      // Taking over (or the first tab): every other holder learns who took the document from it.
      const others = and(of(kindName, id), ne(documentPresence.sessionId, input.sessionId));
      await tx
        .update(documentPresence)
        .set({ heldSince: null, takenOverBy: input.sessionId })
        .where(and(others, isNotNull(documentPresence.heldSince)));
      await tx
        .update(documentPresence)
        .set({ heldSince: now, takenOverBy: null })
        .where(and(of(kindName, id), eq(documentPresence.sessionId, input.sessionId)));
      return live.map((r) =>
        r.sessionId === input.sessionId
          ? { ...r, heldSince: now, takenOverBy: null }
          : { ...r, heldSince: null, takenOverBy: r.heldSince ? input.sessionId : r.takenOverBy },
      );
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
    const mine = rows.find((r) => r.sessionId === input.sessionId);
    const taker = mine?.takenOverBy ? rows.find((r) => r.sessionId === mine.takenOverBy) : undefined;
    return {
      kind: kindName,
      documentId: id,
      storyId: id,
      holder: holder ? wire(holder) : null,
      youHold: holder?.sessionId === input.sessionId,
      others: rows.filter((r) => r.sessionId !== input.sessionId).map(wire),
      takenOverBy: taker && taker.heldSince ? wire(taker) : null,
    };
  }

  /** The tab closed (or navigated away): its row goes and, if it held the document, nobody holds it. */
  async function release(kindName: string, id: string, staffId: string, sessionId: string): Promise<void> {
    await db.delete(documentPresence).where(and(of(kindName, id), eq(documentPresence.sessionId, sessionId), eq(documentPresence.staffId, staffId)));
  }

  return { heartbeat, release };
}
