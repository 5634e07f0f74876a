import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { BadRequestError } from "../rules/errors.ts";

/**
 * Turns a route-schema validation failure into a 400 whose message names the field, e.g.
 * "limit: must be at most 100". A body that is missing altogether names "body".
 */
export function toBadRequest(error: FastifyError): BadRequestError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const first = error.validation[0];
  if (!first) return new BadRequestError("Invalid request");
  const field = first.instancePath.replace(/^\//, "").replace(/\//g, ".") || (error.validationContext ?? "body");
  // zod leaves the input out of its issues, so a missing value is told from a wrong type by the message
  // ("expected string, received undefined"); a wrong type keeps zod's message, which names both types.
  const isMissing = (issue: typeof first) =>
    issue.keyword === "invalid_type" && (/received undefined$/.test(issue.message ?? "") || issue.message === "is required");
  const missing = isMissing(first);
  if (!missing) return new BadRequestError(`${field}: ${first.message}`, field);
  // Several keys left out (a partial save): name them all, so nothing is guessed at and nothing wiped.
  const alsoMissing = error.validation
    .slice(1)
    .filter(isMissing)
    .map((issue) => issue.instancePath.replace(/^\//, "").replace(/\//g, "."))
    .filter(Boolean);
  return new BadRequestError(alsoMissing.length ? `${field}: is required (missing: ${[field, ...alsoMissing].join(", ")})` : `${field}: is required`, field);
}
