import { objectIdSchema } from "@matv/shared";
import { z } from "zod";

export const BlogIdParams = z.object({ id: objectIdSchema });
/** `page` is a page name (WorldNews) or a section key (world, india-news). */
export const BlogPageParams = z.object({ page: z.string().trim().min(1, { message: "is required" }).max(64, { message: "must be at most 64 characters" }) });
export const BlogPageIdParams = BlogPageParams.extend({ id: objectIdSchema });
