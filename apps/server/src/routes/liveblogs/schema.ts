import {
  liveBlogCreateSchema,
  liveBlogEntriesQuerySchema,
  liveBlogEntryCreateSchema,
  liveBlogEntryUpdateSchema,
  liveBlogUpdateSchema,
  objectIdSchema,
  translateRequestSchema,
} from "@matv/shared";
import { z } from "zod";

export const LiveBlogIdParams = z.object({ id: objectIdSchema });
export const LiveBlogEntryParams = z.object({ id: objectIdSchema, entryId: objectIdSchema });
export const LiveBlogCreateBody = liveBlogCreateSchema;
export const LiveBlogUpdateBody = liveBlogUpdateSchema;
export const LiveBlogEntryCreateBody = liveBlogEntryCreateSchema;
export const LiveBlogEntryUpdateBody = liveBlogEntryUpdateSchema;
export const LiveBlogEntriesQuery = liveBlogEntriesQuerySchema;
/** POST /api/admin/liveblogs/{id}/translations (ADR 079): the same body as the stories desk's. */
export const LiveBlogTranslateBody = translateRequestSchema;
