import { type HomepageDocument, type HomepageUpdate, type LiveScore, type MatvDocument, type MatvUpdate, stripHtml } from "@matv/shared";
import type { Db } from "../db/client.ts";
import type { DocumentKind, Documents } from "./documents/model.ts";
import { type SiteDocumentRow, siteDocumentRows } from "./documents/rows.ts";

export const SITE_DOCUMENT_MESSAGES = {
  stale: "version: someone else saved this page after you loaded it. Reload to see their changes, then make yours again.",
} as const;
import { type ContentCache, LIST_CACHE_TTL_MS } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";

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
 * A document kept whole in site_documents (ADR 067): saved through the model under its name (its key), read by
 * `wire` (stored data over `empty`, with its version), its reads cached under tag.document(name) unless `tags` says otherwise.
 */
export function siteDocumentKind<T, W>(
  name: string,
  empty: T,
  wire: (row: SiteDocumentRow<T>) => W,
  options: { stale?: string; tags?: string[] } = {},
): DocumentKind<SiteDocumentRow<T>, W, { data: T }> {
  return {
    name,
    messages: { notFound: "Document not found", stale: options.stale ?? SITE_DOCUMENT_MESSAGES.stale },
    ...siteDocumentRows(empty),
    wire: (_executor, row) => wire(row),
    snapshot: (row) => (Array.isArray(row.data) ? { items: row.data } : { ...(row.data as object) }),
    tags: () => options.tags ?? [tag.document(name)],
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
export const homepageKind = siteDocumentKind<HomepageUpdate, HomepageDocument>(SITE_DOCUMENT_KEYS.homepage, EMPTY_HOMEPAGE, (row) => ({
  ...EMPTY_HOMEPAGE,
  ...row.data,
  updatedAt: iso(row.updatedAt),
  version: row.version,
}));
export const matvKind = siteDocumentKind<MatvUpdate, MatvDocument>(SITE_DOCUMENT_KEYS.matv, EMPTY_MATV, (row) => ({
  ...EMPTY_MATV,
  ...row.data,
  updatedAt: iso(row.updatedAt),
  version: row.version,
}));
/** The live-scores desk's document: the stored matches with the version a save must name (ADR 057). */
export const liveScoresKind = siteDocumentKind<LiveScore[], LiveScoresDocument>(SITE_DOCUMENT_KEYS.liveScores, [], (row) => ({
  matches: row.data,
  version: row.version,
  updatedAt: iso(row.updatedAt),
}));
type LiveScoresDocument = { matches: LiveScore[]; version: number; updatedAt: string | null };

/** The homepage, MATV and live-score documents: validated JSON, one row per key, versioned; reads cached by document. */
export function createSiteDocumentsService(db: Db, cache: ContentCache, documents: Documents) {
  /** A document as answered, cached (the same object each time, so its serialisations are kept with it). */
  const cached = <T, W>(kind: DocumentKind<SiteDocumentRow<T>, W, { data: T }>) =>
    cache.get(cacheKey.document(kind.name), LIST_CACHE_TTL_MS, () => documents.get(kind, kind.name));

  /** Replaces a document (plain text only) if it is still at `version` (undefined: not checked; 0: never saved). */
  const save = <T, W>(kind: DocumentKind<SiteDocumentRow<T>, W, { data: T }>, data: T, staffId: string | null, version?: number) =>
    documents.save(kind, { id: kind.name, version, actor: staffId ? { id: staffId } : null, action: "update", change: () => ({ data: cleanText(data) }) });

  return {
    getHomepage: () => cached(homepageKind),
    saveHomepage: (update: HomepageUpdate, staffId: string | null, version?: number) => save(homepageKind, update, staffId, version),
    getMatv: () => cached(matvKind),
    saveMatv: (update: MatvUpdate, staffId: string | null, version?: number) => save(matvKind, update, staffId, version),
    getLiveScores: async (): Promise<LiveScore[]> => (await cached(liveScoresKind)).matches,
    /** The live-scores desk's read, uncached. */
    getLiveScoresDocument: () => documents.get(liveScoresKind, liveScoresKind.name),
    /** Replaces the matches; with `version`, only if nobody saved since (409 otherwise). Ends the sports feed and home page caches. */
    saveLiveScores: (scores: LiveScore[], staffId: string | null, version?: number) => save(liveScoresKind, scores, staffId, version),
    /** Any other site document kind (live TV): the same save. */
    save,
  };
}

export type SiteDocumentsService = ReturnType<typeof createSiteDocumentsService>;
