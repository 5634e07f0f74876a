import { objectIdSchema, sectionListBodySchema, worldNewsBodySchema } from "@matv/shared";
import { z } from "zod";

export const SectionListBody = sectionListBodySchema;
export const WorldNewsBody = worldNewsBodySchema;
export const SectionKeyParams = z.object({ key: z.string().min(1).max(64) });
export const RestoreParams = z.object({ key: z.string().min(1).max(64), id: objectIdSchema });
