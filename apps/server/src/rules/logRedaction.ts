import type { FastifyRequest } from "fastify";

/**
 * Addresses as the logs keep them: the secrets some addresses carry (the newsletter's emailed tokens, a story
 * preview's token) are replaced, so that whoever reads the logs cannot act as the reader (ADR 069).
 */
export function redactUrl(url: string): string {
  return url.replace(/^\/preview\/[^/?#]+/, "/preview/[redacted]").replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

/** Fastify's request serializer with the address redacted (its other fields as Fastify logs them). */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers["accept-version"] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
