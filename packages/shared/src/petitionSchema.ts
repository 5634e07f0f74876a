import { z } from "zod";
import { LOCATION_MAX, NAME_MAX } from "./petition.ts";
import { emailSchema, objectIdSchema } from "./schemas.ts";
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
