import { langSchema, limitSchema, objectIdSchema } from "@matv/shared";
import { z } from "zod";

export const PublishedIdParams = z.object({ id: objectIdSchema });
export const PageParams = z.object({ pageName: z.string().min(1).max(64) });
export const PageQuery = z.object({ limit: limitSchema(10), lang: langSchema });
