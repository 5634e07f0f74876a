import { z } from "zod";

/**
 * The API's envelopes (spec 000 §7, ADR 080): every route declares its answers with these, so /api/docs
 * describes what comes back and the API tests check each JSON answer against its route's declaration.
 */

/** The one error shape the error handler sends (apps/server/src/app.ts): a 409 adds what is stored now (`current`, ...). */
export const apiErrorSchema = z.looseObject({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  message: z.string(),
  /** The request field the error is about (400, 409, 413, 415, 428). */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * `success: true` on the wire (and in /api/docs, and in the tests' check); typed as a boolean so a
 * handler's `{success: true, ...}` object literal, whose `true` TypeScript widens, still type-checks.
 */
export const successTrue = z.literal(true) as unknown as z.ZodBoolean;

/** `{success: true, data, error: null}`: the news, contents and reader calls (spec 000 §7). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: successTrue, data, error: z.null() });
}

/** `{success: true, data}` (and the desk's saved-message `message`, when it says one). */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: successTrue, data, message: z.string().optional() });
}

/** `{success: true, ...data, data}`: the alert calls carry their fields at the top level (the contract) and in `data` (ADR 074). */
export function spreadEnvelope<T extends z.ZodObject>(data: T) {
  return data.extend({ success: successTrue, data });
}

/** An answer with no body (204, 304). */
export const noContentSchema = z.null().describe("No body");

/** A body that is not JSON (a CSV file, an attachment's bytes): documented by its description only. */
export function fileAnswer(description: string) {
  return z.unknown().describe(description);
}

type Answers = Record<number, z.ZodType>;

/**
 * A route's `response` option: its success answers and the shared error shape for every 4xx and 5xx
 * (an explicit code, as /api/health's 503, wins over the range).
 */
export function responses<T extends Answers>(answers: T): T & { "4xx": typeof apiErrorSchema; "5xx": typeof apiErrorSchema } {
  return { ...answers, "4xx": apiErrorSchema, "5xx": apiErrorSchema };
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Compile-time proof that a type kept as its own declaration (where inferring it from the schema would
 * reach too far) is the type its schema describes: `sameType<Declared, z.infer<typeof schema>>()` fails
 * to compile as soon as they drift.
 */
export function sameType<A, B>(..._proof: Same<A, B> extends true ? [] : [never]): void {}
