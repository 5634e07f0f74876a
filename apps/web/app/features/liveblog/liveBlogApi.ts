import type {
  EditionCode,
  LiveBlogCreateInput,
  LiveBlogEntryCreateInput,
  LiveBlogEntryUpdateInput,
  LiveBlogEntryWire,
  LiveBlogListItemWire,
  LiveBlogUpdateInput,
  LiveBlogWire,
  SourceChangesWire,
} from "@matv/shared";
import { staffFetch } from "../admin/apiClient";
import type { TranslationDesk } from "../desk/Translations";

/** The live blog desk's calls to /api/admin/liveblogs (contract: packages/shared/src/liveBlogs.ts). */
const base = "/api/admin/liveblogs";
type Envelope<T> = { success: true; data: T };
async function data<T>(path: string, init?: RequestInit): Promise<T> {
  return (await staffFetch<Envelope<T>>(path, init)).data;
}
const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const listLiveBlogs = () => data<LiveBlogListItemWire[]>(base);
export const getLiveBlog = (id: string) => data<{ blog: LiveBlogWire; entries: LiveBlogEntryWire[] }>(`${base}/${id}`);
export const createLiveBlog = (input: LiveBlogCreateInput) => data<LiveBlogWire>(base, send("POST", input));
export const updateLiveBlog = (id: string, input: LiveBlogUpdateInput) => data<LiveBlogWire>(`${base}/${id}`, send("PUT", input));
export const postEntry = (id: string, input: LiveBlogEntryCreateInput) => data<LiveBlogEntryWire>(`${base}/${id}/entries`, send("POST", input));
export const updateEntry = (id: string, entryId: string, input: LiveBlogEntryUpdateInput) =>
  data<LiveBlogEntryWire>(`${base}/${id}/entries/${entryId}`, send("PUT", input));
export const deleteEntry = (id: string, entryId: string) => data<null>(`${base}/${id}/entries/${entryId}`, { method: "DELETE" });

/** The live blog desk's translation calls (ADR 079): a draft live blog in `language` (409 names the one there is), its source, what changed. */
export const liveBlogTranslationDesk: TranslationDesk = {
  editorPath: (id) => `/admin/liveblogs/${id}`,
  translate: (id: string, language: EditionCode) => data<LiveBlogWire>(`${base}/${id}/translations`, send("POST", { language })),
  source: async (id: string) => (await getLiveBlog(id)).blog,
  sourceChanges: (id: string) => data<SourceChangesWire>(`${base}/${id}/source-changes`),
};
