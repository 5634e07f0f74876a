import { z } from "zod";
import { BREAKING_HEADLINE_MAX, BREAKING_MESSAGES, isBreakingLink } from "./breaking.ts";
import { langSchema } from "./editions.ts";

/** The banner's save schema (zod: kept out of the pure rules the reader's banner script imports). */
const breakingInput = z.object({
  headline: z.string().trim().min(1, BREAKING_MESSAGES.headline).max(BREAKING_HEADLINE_MAX),
  link: z.string().trim().refine(isBreakingLink, BREAKING_MESSAGES.link),
  expiresAt: z.iso.datetime({ offset: true, message: "must be an ISO date and time" }),
  /** The headline's language (an edition code; English when left out, as every banner saved before it). */
  language: langSchema,
});
export type BreakingInput = z.infer<typeof breakingInput>;

/** `PUT /api/admin/breaking`: `{version, breaking: {headline, link, expiresAt, language?}}` sets it, `{version, breaking: null}` clears it. */
export const breakingSaveSchema = z.object({
  version: z.number().int().min(0),
  breaking: breakingInput.nullable(),
});
export type BreakingSave = z.infer<typeof breakingSaveSchema>;
