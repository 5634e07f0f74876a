import type {
  AuditListWire,
  AuthorWire,
  PresenceWire,
  PreviewTokenWire,
  RevisionWire,
  StoryConflictBody,
  StoryCreateInput,
  StoryListWire,
  StoryUpdateInput,
  StoryWire,
} from "@matv/shared";
import { ApiError, staffFetch } from "../admin/apiClient";

/** The desk's calls to /api/admin/stories and friends (contract: packages/shared/src/stories.ts). */
const base = "/api/admin/stories";
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
  page?: number;
  limit?: number;
}

export function listStories(filters: StoryListFilters): Promise<StoryListWire> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") query.set(key, String(value));
  return data(`${base}?${query}`);
}

export const getStory = (id: string) => data<StoryWire>(`${base}/${id}`);
export const createStory = (input: StoryCreateInput) => data<StoryWire>(base, post(input));
export const updateStory = (id: string, input: StoryUpdateInput) => data<StoryWire>(`${base}/${id}`, { method: "PUT", body: JSON.stringify(input) });
export const publishStory = (id: string, publishAt?: string) => data<StoryWire>(`${base}/${id}/publish`, post(publishAt ? { publishAt } : {}));
export const unpublishStory = (id: string) => data<StoryWire>(`${base}/${id}/unpublish`, post({}));
export const submitStory = (id: string) => data<StoryWire>(`${base}/${id}/submit`, post({}));
export const listRevisions = (id: string) => data<RevisionWire[]>(`${base}/${id}/revisions`);
export const restoreRevision = (id: string, revisionId: string) => data<StoryWire>(`${base}/${id}/revisions/${revisionId}/restore`, post({}));
export const createPreviewToken = (id: string) => data<PreviewTokenWire>(`${base}/${id}/preview-token`, post({}));
export const heartbeat = (id: string, sessionId: string, takeOver = false) =>
  data<PresenceWire>(`${base}/${id}/presence`, post(takeOver ? { sessionId, takeOver } : { sessionId }));

/** Sent when the tab goes away: keepalive lets it outlive the page. */
export function releasePresence(id: string, sessionId: string) {
  void staffFetch(`${base}/${id}/presence?sessionId=${encodeURIComponent(sessionId)}`, { method: "DELETE", keepalive: true }).catch(() => undefined);
}

export const listActiveAuthors = () => data<AuthorWire[]>("/api/authors/status/active");

export function listAudit(page: number, limit: number): Promise<AuditListWire> {
  return data(`/api/admin/audit?page=${page}&limit=${limit}`);
}

/** The story as now stored when a save was stale (409), or null for any other failure. */
export function conflictOf(error: unknown): StoryWire | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body as StoryConflictBody | undefined)?.current ?? null;
}
