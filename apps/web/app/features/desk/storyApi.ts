import type {
  AuditListWire,
  DocumentKind,
  EditionCode,
  PreviewTokenWire,
  RevisionWire,
  StoryConflictBody,
  StoryCreateInput,
  StoryListWire,
  StoryUpdateInput,
  StoryWire,
  SourceChangesWire,
  TranslationExistsBody,
  TranslationGapsWire,
} from "@matv/shared";
import { ApiError, staffApi, staffFetch } from "../admin/apiClient";
import { DESK_KINDS, inputForKind } from "./deskKinds";
import * as api from "../../lib/api/endpoints";

type Envelope<T> = { success: true; data: T };

async function data<T>(path: string, init?: RequestInit): Promise<T> {
  return (await staffFetch<Envelope<T>>(path, init)).data;
}
const post = (body?: unknown): RequestInit => ({ method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });

export interface StoryListFilters {
  q?: string;
  status?: string;
  section?: string;
  authorId?: string;
  language?: string;
  stale?: string;
  untranslated?: string;
  page?: number;
  limit?: number;
}

/**
 * The desk's calls for one document kind: /api/admin/stories or /api/admin/blogs and their workflow
 * routes (contract: packages/shared/src/stories.ts; ADR 060).
 */
function makeDeskApi(kind: DocumentKind) {
  const base = DESK_KINDS[kind].apiBase;
  return {
    listStories(filters: StoryListFilters): Promise<StoryListWire> {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") query.set(key, String(value));
      return data(`${base}?${query}`);
    },
    getStory: (id: string) => data<StoryWire>(`${base}/${id}`),
    createStory: (input: StoryCreateInput) => data<StoryWire>(base, post(inputForKind(kind, input))),
    updateStory: (id: string, input: StoryUpdateInput) =>
      data<StoryWire>(`${base}/${id}`, { method: "PUT", body: JSON.stringify({ ...inputForKind(kind, input as StoryCreateInput), version: input.version }) }),
    publishStory: (id: string, publishAt?: string) => data<StoryWire>(`${base}/${id}/publish`, post(publishAt ? { publishAt } : {})),
    unpublishStory: (id: string) => data<StoryWire>(`${base}/${id}/unpublish`, post({})),
    submitStory: (id: string) => data<StoryWire>(`${base}/${id}/submit`, post({})),
    listRevisions: (id: string) => data<RevisionWire[]>(`${base}/${id}/revisions`),
    restoreRevision: (id: string, revisionId: string) => data<StoryWire>(`${base}/${id}/revisions/${revisionId}/restore`, post({})),
    createPreviewToken: (id: string) => data<PreviewTokenWire>(`${base}/${id}/preview-token`, post({})),
    /** A linked draft in `language` (ADR 079); 409 (see existingTranslationOf) when the group has one. */
    translateStory: (id: string, language: EditionCode) => data<StoryWire>(`${base}/${id}/translations`, post({ language })),
    sourceChanges: (id: string) => data<SourceChangesWire>(`${base}/${id}/source-changes`),
    translationGaps: (from: EditionCode, into: EditionCode) => data<TranslationGapsWire>(`${base}/translation-gaps?from=${from}&into=${into}`),
  };
}

const DESK_APIS = { story: makeDeskApi("story"), blog: makeDeskApi("blog") };
/** One object per kind, so hooks may list it as a dependency. */
export const deskApi = (kind: DocumentKind) => DESK_APIS[kind];

export const listActiveAuthors = async () => (await staffApi(api.activeAuthors())).data;

export function listAudit(page: number, limit: number): Promise<AuditListWire> {
  return staffApi(api.audit(page, limit)).then((body) => body.data);
}

/** The story as now stored when a save was stale (409), or null for any other failure. */
export function conflictOf(error: unknown): StoryWire | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body as StoryConflictBody | undefined)?.current ?? null;
}

/** The existing translation's id when "Translate" found one (409 naming `language`), else null. */
export function existingTranslationOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.field !== "language") return null;
  return (error.body as TranslationExistsBody | undefined)?.existingId ?? null;
}
