import { randomBytes } from "node:crypto";
import { contentSecurityPolicy } from "@matv/shared";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-request nonce for the page's inline scripts (React Router's hydration data). */
    cspNonce: string;
  }
}

/** 16 fresh random bytes per nonce, drawn from a pool refilled 256 nonces at a time (one syscall, not one per request). */
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;
export function newNonce(): string {
  if (noncePoolAt + 16 > noncePool.length) {
    noncePool = randomBytes(16 * 256);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + 16);
  noncePoolAt += 16;
  return nonce;
}

export function registerSecurityHeaders(app: FastifyInstance, options: { isDev: boolean }) {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request, reply) => {
    request.cspNonce = newNonce();
    reply.header("content-security-policy", contentSecurityPolicy({ nonce: request.cspNonce }, options.isDev));
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (!options.isDev) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
