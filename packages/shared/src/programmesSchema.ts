import { z } from "zod";
import { SHOW_LANGUAGES } from "./programmes.ts";
import { boundedText, objectIdSchema } from "./schemas.ts";
import { linkOrImageSchema } from "./sectionLists.ts";

/** The shows desk's and the programme API's input schemas (zod: kept out of the rules reader pages import). */

/** A video on the platform (11 letters, digits, - or _), or one of the demo videos (demo-1...). */
export const videoIdSchema = z
  .string({ message: "is required" })
  .regex(/^(?:[\w-]{11}|demo-\d{1,3})$/, { message: "must be a video id (11 letters, digits, - or _)" });

/** A show's address: lower-case words joined by hyphens. */
export const showSlugSchema = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required" })
  .max(80, { message: "must be at most 80 characters" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be lower-case letters, digits and single hyphens (the-big-debate)" });

export const SHOW_LIST_MAX = 20;

const listOf = (max: number, itemMax: number) =>
  z
    .array(boundedText(itemMax).min(1, { message: "must not be empty" }), { message: "must be a list" })
    .max(max, { message: `must have at most ${max} entries` });

/** PUT /api/admin/shows: one save creates (no `id`) or updates a show (with the `version` the desk loaded). */
export const showSaveSchema = z
  .object({
    id: objectIdSchema.optional(),
    version: z.number({ message: "is required" }).int({ message: "must be a whole number" }).min(1, { message: "must be at least 1" }).optional(),
    name: boundedText(120).min(1, { message: "is required" }),
    slug: showSlugSchema,
    description: boundedText(2000).default(""),
    presenters: listOf(SHOW_LIST_MAX, 120).default([]),
    imageUrl: linkOrImageSchema.nullable().default(null),
    matchWords: listOf(SHOW_LIST_MAX, 80).default([]),
    language: z.enum(SHOW_LANGUAGES as [string, ...string[]], { message: "must be en or hi" }).default("en"),
  })
  .refine((v) => v.id === undefined || v.version !== undefined, { message: "is required when saving an existing show", path: ["version"] });
export type ShowSaveInput = z.input<typeof showSaveSchema>;
