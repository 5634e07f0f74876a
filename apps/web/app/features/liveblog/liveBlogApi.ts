import type { EditionCode, LiveBlogCreateInput, LiveBlogEntryCreateInput, LiveBlogEntryUpdateInput, LiveBlogUpdateInput } from "@matv/shared";
import { staffApi } from "../admin/apiClient";
import type { TranslationDesk } from "../desk/Translations";
import * as api from "../../lib/api/endpoints";

/** The live blog desk's calls to /api/admin/liveblogs (contract: packages/shared/src/liveBlogs.ts). */
export const listLiveBlogs = async () => (await staffApi(api.adminLiveBlogs())).data;
export const getLiveBlog = async (id: string) => (await staffApi(api.adminLiveBlog(id))).data;
export const createLiveBlog = async (input: LiveBlogCreateInput) => (await staffApi(api.createLiveBlog(), input)).data;
export const updateLiveBlog = async (id: string, input: LiveBlogUpdateInput) => (await staffApi(api.updateLiveBlog(id), input)).data;
export const postEntry = async (id: string, input: LiveBlogEntryCreateInput) => (await staffApi(api.postLiveBlogEntry(id), input)).data;
export const updateEntry = async (id: string, entryId: string, input: LiveBlogEntryUpdateInput) =>
  (await staffApi(api.updateLiveBlogEntry(id, entryId), input)).data;
export const deleteEntry = async (id: string, entryId: string) => (await staffApi(api.deleteLiveBlogEntry(id, entryId))).data;

/** The live blog desk's translation calls (ADR 079): a draft live blog in `language` (409 names the one there is), its source, what changed. */
export const liveBlogTranslationDesk: TranslationDesk = {
  editorPath: (id) => `/admin/liveblogs/${id}`,
  translate: async (id: string, language: EditionCode) => (await staffApi(api.translateLiveBlog(id), { language })).data,
  source: async (id: string) => (await getLiveBlog(id)).blog,
  sourceChanges: async (id: string) => (await staffApi(api.liveBlogSourceChanges(id))).data,
};
