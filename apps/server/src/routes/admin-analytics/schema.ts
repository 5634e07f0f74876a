import { analyticsRangeSchema, objectIdSchema } from "@matv/shared";
import { z } from "zod";

export const OverviewQuery = analyticsRangeSchema;
export const StoryParams = z.object({ id: objectIdSchema });
