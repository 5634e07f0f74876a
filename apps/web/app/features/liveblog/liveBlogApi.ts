import type {
  LiveBlogCreateInput,
  LiveBlogEntryCreateInput,
  LiveBlogEntryUpdateInput,
  LiveBlogEntryWire,
  LiveBlogListItemWire,
  LiveBlogUpdateInput,
  LiveBlogWire,
} from "@matv/shared";
import { staffFetch } from "../admin/apiClient";
import { liveBlogsBase } from "../../lib/api/endpoints";

/** The live blog desk's calls to /api/admin/liveblogs (contract: packages/shared/src/liveBlogs.ts). */
const base = liveBlogsBase;
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
