import { z } from "zod";
import { isObjectId } from "./ids.ts";

/** Request schemas shared by the API routes and the browser's forms. */

export const objectIdSchema = z.string().refine(isObjectId, { message: "must be a 24-character hex id" });

export const emailSchema = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required" })
  .max(254, { message: "must be at most 254 characters" })
  .pipe(z.email({ message: "Please enter a valid email address" }));

/** An editor's text field: trimmed, at most `max` characters (empty allowed). */
export function boundedText(max: number) {
  return z
    .string({ message: "must be text" })
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
}

/** `?limit=` on home-content lists: 1-100, default given by the caller. */
export function limitSchema(defaultLimit: number) {
  return z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(100, { message: "must be at most 100" })
    .default(defaultLimit);
}

export function pageSchema() {
  return z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(10_000, { message: "must be at most 10000" })
    .default(1);
}
