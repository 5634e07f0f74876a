import { type HomepageDocument, type HomepageUpdate, type LiveScore, type MatvDocument, type MatvUpdate, stripHtml } from "@matv/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteDocuments } from "../db/schema.ts";
import { ConflictError } from "../lib/errors.ts";

export const SITE_DOCUMENT_MESSAGES = {
  stale: "version: someone else saved this page after you loaded it. Reload to see their changes, then make yours again.",
} as const;
import { type ContentCache, LIST_CACHE_TTL_MS } from "../lib/cache.ts";
import { cacheKey, tag } from "../lib/cacheTags.ts";

/** Keys of the editor-written documents in site_documents. */
export const SITE_DOCUMENT_KEYS = { homepage: "homepage", matv: "matv", liveScores: "live-scores" } as const;

export const EMPTY_HOMEPAGE: HomepageUpdate = { headline: "", mainImage: "", trendingTopics: [] };
export const EMPTY_MATV: MatvUpdate = {
  mainStory: { title: "", image: "" },
  liveUpdates: [],
  centerCard: { title: "", image: "" },
  centerList: [],
  economicImpact: [],
  mustRead: [],
  opinion: [],
};

// NUL cannot be stored in jsonb (PostgreSQL refuses it); other control characters are never wanted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Plain text only: any markup an editor pasted is dropped (React escapes the rest when rendering). */
function cleanText<T>(value: T): T {
  if (typeof value === "string") return stripHtml(value.replace(CONTROL, "")) as T;
  if (Array.isArray(value)) return value.map(cleanText) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanText(v)])) as T;
  }
  return value;
}

/**
 * Replaces a site_documents row. With `expected`, only if it is still at that version (0: not saved
 * yet), in one statement, so of two saves from the same version exactly one wins and the other gets
 * 409. Every versioned document (homepage, MATV, live TV) saves through here.
 */
export async function writeDocumentRow<T>(
  db: Db,
  key: string,
  data: T,
  staffId: string | null,
  expected?: number,
): Promise<{ data: T; updatedAt: Date; version: number }> {
  const [row] = await db
    .insert(siteDocuments)
    .values({ key, data, updatedBy: staffId, version: 1 })
    .onConflictDoUpdate({
      target: siteDocuments.key,
      set: { data, version: sql`${siteDocuments.version} + 1`, updatedAt: new Date(), updatedBy: staffId },
      ...(expected !== undefined ? { setWhere: sql`${siteDocuments.version} = ${expected}` } : {}),
    })
    .returning();
  // No row: the update's condition failed (a newer version); a fresh insert with expected > 0: it was never saved.
  if (!row || (expected !== undefined && row.version !== expected + 1)) throw new ConflictError(SITE_DOCUMENT_MESSAGES.stale, "version");
  return { data: row.data as T, updatedAt: row.updatedAt, version: row.version };
}

/** The homepage, MATV and live-score documents: validated JSON, one row per key, versioned; reads cached by document. */
export function createSiteDocumentsService(db: Db, cache: ContentCache) {
  async function read<T>(key: string): Promise<{ data: T; updatedAt: Date; version: number } | null> {
    const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key)).limit(1);
    return row ? { data: row.data as T, updatedAt: row.updatedAt, version: row.version } : null;
  }

  /** A document as answered, cached (the same object each time, so its serialisations are kept with it). */
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(cacheKey.document(key), LIST_CACHE_TTL_MS, load);

  /** Replaces a document (plain text only) and drops its cached reads; see writeDocumentRow. */
  async function write<T>(key: string, data: T, staffId: string | null, expected?: number): Promise<{ data: T; updatedAt: Date; version: number }> {
    const saved = await writeDocumentRow(db, key, cleanText(data), staffId, expected);
    cache.invalidate([tag.document(key)]);
    return saved;
  }

  return {
    getHomepage: (): Promise<HomepageDocument> =>
      cached(SITE_DOCUMENT_KEYS.homepage, async () => {
        const doc = await read<HomepageUpdate>(SITE_DOCUMENT_KEYS.homepage);
        return { ...EMPTY_HOMEPAGE, ...doc?.data, updatedAt: doc?.updatedAt.toISOString() ?? null, version: doc?.version ?? 0 };
      }),
    async saveHomepage(update: HomepageUpdate, staffId: string | null, version?: number): Promise<HomepageDocument> {
      const saved = await write(SITE_DOCUMENT_KEYS.homepage, update, staffId, version);
      return { ...saved.data, updatedAt: saved.updatedAt.toISOString(), version: saved.version };
    },
    getMatv: (): Promise<MatvDocument> =>
      cached(SITE_DOCUMENT_KEYS.matv, async () => {
        const doc = await read<MatvUpdate>(SITE_DOCUMENT_KEYS.matv);
        return { ...EMPTY_MATV, ...doc?.data, updatedAt: doc?.updatedAt.toISOString() ?? null, version: doc?.version ?? 0 };
      }),
    async saveMatv(update: MatvUpdate, staffId: string | null, version?: number): Promise<MatvDocument> {
      const saved = await write(SITE_DOCUMENT_KEYS.matv, update, staffId, version);
      return { ...saved.data, updatedAt: saved.updatedAt.toISOString(), version: saved.version };
    },
    getLiveScores: (): Promise<LiveScore[]> =>
      cached(SITE_DOCUMENT_KEYS.liveScores, async () => (await read<LiveScore[]>(SITE_DOCUMENT_KEYS.liveScores))?.data ?? []),
    /** The live-scores desk's read: the stored matches with the version a save must name. */
    async getLiveScoresDocument(): Promise<{ matches: LiveScore[]; version: number; updatedAt: string | null }> {
      const doc = await read<LiveScore[]>(SITE_DOCUMENT_KEYS.liveScores);
      return { matches: doc?.data ?? [], version: doc?.version ?? 0, updatedAt: doc?.updatedAt.toISOString() ?? null };
    },
    /** Replaces the matches; with `version`, only if nobody saved since (409 otherwise). Ends the sports feed and home page caches. */
    async saveLiveScores(scores: LiveScore[], staffId: string | null, version?: number): Promise<{ matches: LiveScore[]; version: number; updatedAt: string }> {
      const saved = await write(SITE_DOCUMENT_KEYS.liveScores, scores, staffId, version);
      return { matches: saved.data, version: saved.version, updatedAt: saved.updatedAt.toISOString() };
    },
  };
}

export type SiteDocumentsService = ReturnType<typeof createSiteDocumentsService>;
