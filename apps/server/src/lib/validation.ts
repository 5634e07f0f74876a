import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { BadRequestError } from "./errors.ts";

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
  const missing = first.keyword === "invalid_type" && /received undefined$/.test(first.message ?? "");
  return new BadRequestError(`${field}: ${missing ? "is required" : first.message}`, field);
}
