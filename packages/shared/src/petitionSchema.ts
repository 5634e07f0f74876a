import { z } from "zod";
import { LOCATION_MAX, NAME_MAX } from "./petition.ts";
import { emailSchema, objectIdSchema } from "./schemas.ts";
import { isLinkOrImageAddress } from "./sitePath.ts";
import { stripBidiControls } from "./text.ts";

/** Request schemas for the petition API (server); kept apart so pages do not load zod. */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

function boundedText(max: number) {
  return (
    z
      .string({ message: "is required" })
      // Shown publicly: a right-to-left override or isolate must not reorder what readers see.
      .transform(stripBidiControls)
      .pipe(
        z
          .string()
          .trim()
          .min(1, { message: "is required" })
          .max(max, { message: `must be at most ${max} characters` })
          // PostgreSQL text cannot hold NUL, and no name or place needs a control character.
          .refine((v) => !CONTROL_CHARACTERS.test(v), { message: "must not contain control characters" }),
      )
  );
}

/** POST /api/signatures body (spec 001 §3 "Signature submission"). */
/** Staff search text: bounded, no control characters. */
export const staffSearchSchema = z
  .string()
  .trim()
  .max(200, { message: "must be at most 200 characters" })
  .refine((v) => !CONTROL_CHARACTERS.test(v), { message: "must not contain control characters" });

export const signatureSchema = z.object({
  firstName: boundedText(NAME_MAX),
  lastName: boundedText(NAME_MAX),
  email: emailSchema,
  location: boundedText(LOCATION_MAX),
  displayName: z.boolean({ message: "must be true or false" }).default(true),
  petitionId: objectIdSchema,
});

const optionalText = (max: number) =>
  z
    .string({ message: "must be text" })
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { message: "must not contain control characters" });

const storyLines = z
  .array(z.string({ message: "must be text" }).trim().min(1, { message: "must not be empty" }).max(2000, { message: "must be at most 2000 characters" }))
  .max(30, { message: "must have at most 30 items" });

/** POST /api/admin/petitions: the whole petition as the desk edits it. */
export const petitionCreateSchema = z.object({
  title: boundedText(200),
  description: optionalText(2000).default(""),
  decisionMaker: optionalText(200).default(""),
  /** An uploaded image path (/media/...) or an http(s) address; empty means none. */
  imageUrl: z
    .string({ message: "must be text" })
    .trim()
    .max(2048, { message: "must be at most 2048 characters" })
    .refine(isLinkOrImageAddress, { message: "must be an image path or an http(s) address" })
    .default(""),
  story: z.object(
    { paragraphs: storyLines.default([]), currentSituation: storyLines.default([]) },
    { message: "must be an object with paragraphs and currentSituation" },
  ),
  goal: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(100_000_000, { message: "is too large" }),
  /** ISO date-time; null for no deadline. */
  deadline: z.union([z.iso.datetime({ offset: true, message: "must be an ISO date-time" }), z.null()], { message: "must be an ISO date-time or null" }),
});
export type PetitionCreateInput = z.infer<typeof petitionCreateSchema>;

/** PUT /api/admin/petitions/:id: every key required, plus the version the editor loaded (409 when stale). */
export const petitionUpdateSchema = petitionCreateSchema.extend({
  version: z.number({ message: "is required" }).int().min(1, { message: "must be at least 1" }),
});
export type PetitionUpdateInput = z.infer<typeof petitionUpdateSchema>;
