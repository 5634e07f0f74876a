import { limitSchema, objectIdSchema, pageSchema } from "@matv/shared";
import { z } from "zod";

export const CONTENTS_PAGE_SIZE = 20;

export const ContentIdParams = z.object({ id: objectIdSchema });
const pageParam = z.string().min(1).max(64, { message: "must be at most 64 characters" });
export const ContentPageParams = z.object({ page: pageParam });
export const ContentPageIdParams = z.object({ page: pageParam, id: objectIdSchema });
export const ContentsQuery = z.object({ page: pageSchema(), limit: limitSchema(CONTENTS_PAGE_SIZE) });
