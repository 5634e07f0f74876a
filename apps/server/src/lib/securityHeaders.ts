import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-request nonce for the page's inline scripts (React Router's hydration data). */
    cspNonce: string;
  }
}

/** Content-Security-Policy with a per-request script nonce (no 'unsafe-inline' scripts). */
export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Pictures from any https host: editors may keep a headline service's or an agency's picture address,
    // and an image cannot run code; plain-http pictures stay blocked (mixed content).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""} https:`,
    "frame-src https://www.youtube-nocookie.com",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
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
    reply.header("content-security-policy", contentSecurityPolicy(request.cspNonce, options.isDev));
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (!options.isDev) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
