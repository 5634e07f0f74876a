import { type BreakingAdminWire, type BreakingInput, type BreakingWire, BREAKING_MESSAGES, breakingChanged, isBreakingLive, stripHtml } from "@matv/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteDocuments } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadExpiry } from "../lib/cache.ts";
import { cacheKey, tag } from "../lib/cacheTags.ts";
import { BadRequestError, ConflictError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";

/** The banner's row in site_documents (versioned like the other editor documents; data null when cleared). */
const BREAKING_KEY = "breaking";

export const BREAKING_SERVICE_MESSAGES = {
  stale: "version: someone else changed the breaking banner after you loaded it. Reload to see it, then make your change again.",
} as const;

interface StoredBreaking {
  breaking: BreakingWire | null;
  version: number;
  updatedAt: string | null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * The breaking-news banner (ADR 062): one headline, kept in site_documents, read by every page through the
 * cache (tag `breaking`), so a save ends every cached page at once and its expiry ends them by itself.
 */
export function createBreakingService(db: Db, cache: ContentCache) {
  async function read(): Promise<StoredBreaking> {
    const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, BREAKING_KEY)).limit(1);
    if (!row) return { breaking: null, version: 0, updatedAt: null };
    return { breaking: (row.data as { breaking: BreakingWire | null }).breaking ?? null, version: row.version, updatedAt: row.updatedAt.toISOString() };
  }

  /** The stored banner, cached until a save or its expiry (whichever first). */
  const stored = () =>
    cache.get(cacheKey.breaking(), LIST_CACHE_TTL_MS, read, {
      until: (value) => (value.breaking && isBreakingLive(value.breaking, new Date()) ? Date.parse(value.breaking.expiresAt) : undefined),
    });

  return {
    /**
     * The banner readers see now, or null (none, or expired). Always the same object while it is current, so
     * its JSON and ETag are kept with it; a page that shows it is kept no later than its expiry.
     */
    async current(now: Date = new Date()): Promise<BreakingWire | null> {
      const { breaking } = await stored();
      if (!isBreakingLive(breaking, now)) return null;
      recordReadExpiry(Date.parse(breaking.expiresAt));
      return breaking;
    },

    /** Staff: the banner as stored (also when expired) and its version. */
    async forStaff(now: Date = new Date()): Promise<BreakingAdminWire> {
      const value = await read();
      return { ...value, live: isBreakingLive(value.breaking, now) };
    },

    /**
     * Staff: sets (input) or clears (null) the banner if it is still at `version` (0: never saved), else 409.
     * The id changes when the headline or link does, so readers who dismissed the old one see the new one.
     */
    async save(input: BreakingInput | null, version: number, staffId: string | null, now: Date = new Date()): Promise<BreakingAdminWire> {
      if (input && Date.parse(input.expiresAt) <= now.getTime())
        throw new BadRequestError(`breaking.expiresAt ${BREAKING_MESSAGES.expiry}`, "breaking.expiresAt");
      const saved = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(siteDocuments).where(eq(siteDocuments.key, BREAKING_KEY)).for("update").limit(1);
        if ((current?.version ?? 0) !== version) throw new ConflictError(BREAKING_SERVICE_MESSAGES.stale, "version");
        const previous = (current?.data as { breaking: BreakingWire | null } | undefined)?.breaking ?? null;
        let breaking: BreakingWire | null = null;
        if (input) {
          const headline = stripHtml(input.headline.replace(CONTROL, " ")).trim();
          if (!headline) throw new BadRequestError(`breaking.headline ${BREAKING_MESSAGES.headline}`, "breaking.headline");
          const next = { headline, link: input.link, expiresAt: new Date(input.expiresAt).toISOString() };
          breaking = { id: previous && !breakingChanged(previous, next) ? previous.id : newObjectId(now), ...next };
        }
        const data = { breaking };
        const [row] = current
          ? await tx
              .update(siteDocuments)
              .set({ data, version: sql`${siteDocuments.version} + 1`, updatedAt: now, updatedBy: staffId })
              .where(eq(siteDocuments.key, BREAKING_KEY))
              .returning()
          : await tx.insert(siteDocuments).values({ key: BREAKING_KEY, data, version: 1, updatedBy: staffId }).onConflictDoNothing().returning();
        // Two first saves at once: the other one inserted the row.
        if (!row) throw new ConflictError(BREAKING_SERVICE_MESSAGES.stale, "version");
        return { breaking, version: row.version, updatedAt: row.updatedAt.toISOString() };
      });
      cache.invalidate([tag.breaking]);
      return { ...saved, live: isBreakingLive(saved.breaking, now) };
    },
  };
}

export type BreakingService = ReturnType<typeof createBreakingService>;
