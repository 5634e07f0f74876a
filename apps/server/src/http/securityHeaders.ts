import { contentSecurityPolicy } from "@matv/shared";
import type { FastifyInstance } from "fastify";

export function registerSecurityHeaders(app: FastifyInstance, options: { isDev: boolean }) {
  // Every response's default: no inline script at all. Pages replace it with one naming their inline
  // scripts by hash (entry.server.tsx, ADR 027); nothing else runs a script, so no nonce (ADR 030).
  const defaultPolicy = contentSecurityPolicy([], options.isDev);
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("content-security-policy", defaultPolicy);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (!options.isDev) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
