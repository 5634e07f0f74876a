import { z } from "zod";
import { LOCATION_MAX, NAME_MAX } from "./petition.ts";
import { emailSchema, objectIdSchema } from "./schemas.ts";

/** Request schemas for the petition API (server); kept apart so pages do not load zod. */

function boundedText(max: number) {
  return z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });
}

/** POST /api/signatures body (spec 001 §3 "Signature submission"). */
export const signatureSchema = z.object({
  firstName: boundedText(NAME_MAX),
  lastName: boundedText(NAME_MAX),
  email: emailSchema,
  location: boundedText(LOCATION_MAX),
  displayName: z.boolean({ message: "must be true or false" }).default(true),
  petitionId: objectIdSchema,
});
