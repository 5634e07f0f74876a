import {
  blogCreateSchema,
  blogUpdateSchema,
  objectIdSchema,
  storyCreateSchema,
  storyListQuerySchema,
  storyPublishSchema,
  storyUpdateSchema,
  translateRequestSchema,
  translationGapsQuerySchema,
} from "@matv/shared";
import { z } from "zod";

export const StoryListQuery = storyListQuerySchema;
export const StoryCreateBody = storyCreateSchema;
export const StoryUpdateBody = storyUpdateSchema;
export const StoryPublishBody = storyPublishSchema.default({});
export const StoryIdParams = z.object({ id: objectIdSchema });
export const RevisionParams = z.object({ id: objectIdSchema, revisionId: objectIdSchema });
export const BlogCreateBody = blogCreateSchema;
export const BlogUpdateBody = blogUpdateSchema;
export const TranslateBody = translateRequestSchema;
export const TranslationGapsQuery = translationGapsQuerySchema;
