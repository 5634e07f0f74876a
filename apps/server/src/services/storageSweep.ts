import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mediaAssets, supportAttachments } from "../db/schema.ts";
import type { ObjectStorage } from "../infra/storage/index.ts";

/** Objects younger than this may belong to an upload whose row is being written right now. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

const UPLOAD_KEY = /^media\/uploads\/([0-9a-f]{24})-\d+\.webp$/;
const ATTACHMENT_KEY = /^private\/support\/([0-9a-f]{24})$/;

/**
 * Removes uploaded images and support attachments no row refers to (objects are written before their
 * row, so a crash between the two leaves one behind). Seed images have no rows and are left alone.
 * Safe to run on every instance at once: deleting a missing object is not an error.
 */
export function createStorageSweep(db: Db, storage: ObjectStorage) {
  async function sweepPrefix(prefix: string, pattern: RegExp, known: (ids: string[]) => Promise<Set<string>>, cutoff: number): Promise<number> {
    const candidates: Array<{ key: string; id: string }> = [];
    for await (const item of storage.list(prefix)) {
      const id = pattern.exec(item.key)?.[1];
      if (id && item.lastModified.getTime() < cutoff) candidates.push({ key: item.key, id });
    }
    let removed = 0;
    for (let i = 0; i < candidates.length; i += 500) {
      const batch = candidates.slice(i, i + 500);
      const ids = await known([...new Set(batch.map((c) => c.id))]);
      for (const c of batch) {
        if (ids.has(c.id)) continue;
        await storage.delete(c.key);
        removed++;
      }
    }
    return removed;
  }

  async function sweep(options: { now?: number; minAgeMs?: number } = {}): Promise<{ removed: number }> {
    const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
    const uploads = await sweepPrefix(
      "media/uploads/",
      UPLOAD_KEY,
      async (ids) => new Set((await db.select({ id: mediaAssets.id }).from(mediaAssets).where(inArray(mediaAssets.id, ids))).map((r) => r.id)),
      cutoff,
    );
    const attachments = await sweepPrefix(
      "private/support/",
      ATTACHMENT_KEY,
      async (names) =>
        new Set(
          (await db.select({ storedName: supportAttachments.storedName }).from(supportAttachments).where(inArray(supportAttachments.storedName, names))).map(
            (r) => r.storedName,
          ),
        ),
      cutoff,
    );
    return { removed: uploads + attachments };
  }

  return { sweep };
}
