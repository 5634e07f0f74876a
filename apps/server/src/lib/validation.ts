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
  const missing = first.keyword === "invalid_type" && (first.params as { input?: unknown }).input === undefined;
  return new BadRequestError(`${field}: ${missing ? "is required" : first.message}`, field);
}
