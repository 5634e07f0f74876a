import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_MESSAGES } from "../rules/errors.ts";

export const BAD_URL_MESSAGE = "The address contains characters that cannot be read (invalid percent-encoding).";

/**
 * Fastify's answer for a path it cannot decode (`/world/%C3%28`, invalid UTF-8) or a failed route constraint:
 * a page address is simply not found (404, as a NUL in one is); the API keeps its 400 in the one error shape
 * rather than Fastify's default body, which echoes the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "no-store");
  const api = request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
  if (error.code === "FST_ERR_BAD_URL") {
    if (!api) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    return reply.code(400).send({ success: false, data: null, error: BAD_URL_MESSAGE, message: BAD_URL_MESSAGE });
  }
  request.log.error({ err: error }, "framework error");
  return reply.code(500).send({ success: false, data: null, error: ERROR_MESSAGES.internal, message: ERROR_MESSAGES.internal });
}
