import {
  type BreakingAdminWire,
  type BreakingInput,
  type BreakingWire,
  BREAKING_MESSAGES,
  breakingChanged,
  DEFAULT_EDITION,
  isBreakingLive,
  stripHtml,
} from "@matv/shared";
import type { Db } from "../db/client.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadExpiry } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { BadRequestError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import type { Documents } from "./documents/model.ts";
import { siteDocumentKind } from "./siteDocuments.ts";

export const BREAKING_SERVICE_MESSAGES = {
  stale: "version: someone else changed the breaking banner after you loaded it. Reload to see it, then make your change again.",
} as const;

type StoredBreaking = Omit<BreakingAdminWire, "live">;
/** The banner as kept in site_documents: one saved before it had a language has none. */
type KeptBreaking = Omit<BreakingWire, "language"> & Partial<Pick<BreakingWire, "language">>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** The banner's document (site_documents `breaking`; data null when cleared): its tag ends every cached page. */
export const breakingKind = siteDocumentKind<{ breaking: KeptBreaking | null }, BreakingAdminWire>(
  "breaking",
  { breaking: null },
  (row) => ({
    // A banner saved before it had a language (migration 0022 gives the stored one "en") is English.
    breaking: row.data.breaking ? { ...row.data.breaking, language: row.data.breaking.language ?? DEFAULT_EDITION.code } : null,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    live: isBreakingLive(row.data.breaking, new Date()),
  }),
  { stale: BREAKING_SERVICE_MESSAGES.stale, tags: [tag.breaking] },
);

/**
 * The breaking-news banner (ADR 062): one headline, kept in site_documents, read by every page through the
 * cache (tag `breaking`), so a save ends every cached page at once and its expiry ends them by itself.
 */
export function createBreakingService(db: Db, cache: ContentCache, documents: Documents) {
  async function read(): Promise<StoredBreaking> {
    const { live: _live, ...stored } = await documents.get(breakingKind, "breaking");
    return stored;
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
     * The id changes when the headline or link does, so readers who dismissed the old one see the new one (a
     * corrected language alone keeps it: readers see the same words).
     */
    async save(input: BreakingInput | null, version: number, staffId: string | null, now: Date = new Date()): Promise<BreakingAdminWire> {
      if (input && Date.parse(input.expiresAt) <= now.getTime())
        throw new BadRequestError(`breaking.expiresAt ${BREAKING_MESSAGES.expiry}`, "breaking.expiresAt");
      const headline = input ? stripHtml(input.headline.replace(CONTROL, " ")).trim() : null;
      if (input && !headline) throw new BadRequestError(`breaking.headline ${BREAKING_MESSAGES.headline}`, "breaking.headline");
      const saved = await documents.save(breakingKind, {
        id: "breaking",
        version,
        actor: staffId ? { id: staffId } : null,
        action: input ? "update" : "clear",
        change: (_context, before) => {
          if (!input || !headline) return { data: { breaking: null } };
          const previous = before?.data.breaking ?? null;
          const next = { headline, link: input.link, expiresAt: new Date(input.expiresAt).toISOString(), language: input.language };
          return { data: { breaking: { id: previous && !breakingChanged(previous, next) ? previous.id : newObjectId(now), ...next } } };
        },
      });
      return { ...saved, live: isBreakingLive(saved.breaking, now) };
    },
  };
}

export type BreakingService = ReturnType<typeof createBreakingService>;
