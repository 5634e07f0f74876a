import { objectIdSchema, showSaveSchema } from "@matv/shared";
import { z } from "zod";

export const ShowSaveBody = showSaveSchema;
export const ShowIdParams = z.object({ id: objectIdSchema });
