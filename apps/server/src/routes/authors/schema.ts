import { limitSchema, objectIdSchema, pageSchema } from "@matv/shared";
import { z } from "zod";

export const AuthorIdParams = z.object({ id: objectIdSchema });
export const AuthorNameParams = z.object({
  name: z.string().trim().min(1, { message: "is required" }).max(120, { message: "must be at most 120 characters" }),
});
export const AuthorContentQuery = z.object({
  page: pageSchema(),
  limit: limitSchema(10),
  /** Extension: 'popular' orders by views (the profile's Popular tab). */
  sort: z.enum(["latest", "popular"], { message: "must be latest or popular" }).default("latest"),
  /** Extension: the Archive tab's year and category filters. */
  year: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1990, { message: "must be 1990 or later" })
    .max(2100, { message: "must be 2100 or earlier" })
    .optional(),
  category: z.string().trim().min(1, { message: "must not be empty" }).max(60, { message: "must be at most 60 characters" }).optional(),
});
