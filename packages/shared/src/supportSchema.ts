import { z } from "zod";
import { emailSchema } from "./schemas.ts";
import { isValidMobile, SUPPORT_STATUSES, SUPPORT_TEXTS } from "./support.ts";

/** Request schemas for the support API (server); kept apart so the page does not load zod. */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The longest country or state name the location data holds is under 60 characters. */
const LOCATION_NAME_MAX = 120;

/** Required text; single-line fields refuse every control character, multi-line ones all but tab and line breaks. */
function requiredText(max: number, multiline = false) {
  const forbidden = multiline ? CONTROL_EXCEPT_LINES : CONTROL_CHARACTERS;
  return z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` })
    .refine((v) => !forbidden.test(v), { message: "must not contain control characters" });
}

/**
 * The support request's text fields, as the server receives them (multipart). `phone` is the full
 * international number; `country` is an ISO code or a country name, `state` an ISO code or a state name (the
 * spec's client sends names), `city` a name: the server checks all three against /api/locations' data.
 */
export const supportRequestSchema = z.object({
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(32, { message: "must be at most 32 characters" })
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (v.startsWith("+") && isValidMobile(v)), { message: SUPPORT_TEXTS.invalidPhone }),
  country: requiredText(LOCATION_NAME_MAX),
  state: requiredText(LOCATION_NAME_MAX),
  city: requiredText(120),
  context: requiredText(200),
  issueDescription: requiredText(10_000, true),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export const supportUpdateSchema = z
  .object({
    status: z.enum(SUPPORT_STATUSES, { message: `must be one of ${SUPPORT_STATUSES.join(", ")}` }).optional(),
    notes: z
      .string()
      .max(5000, { message: "must be at most 5000 characters" })
      .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { message: "must not contain control characters" })
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: "status or notes is required", path: ["status"] });
