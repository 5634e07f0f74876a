import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const READER_MESSAGES = {
  cookieRequired: "cookie: following needs this browser's reader cookie, which this answer sets. Send the request again.",
} as const;

/**
 * The anonymous reader id: one follow per browser (httpOnly, SameSite=Lax, one year). It is issued
 * by the first follow, which is refused (428) so that only a browser that keeps it is counted (ADR 064).
 */
export const READER_COOKIE = "matv_reader";
const READER_ID = /^[0-9a-f]{32}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readerIdFrom(cookieValue: string | undefined): string | undefined {
  return cookieValue && READER_ID.test(cookieValue) ? cookieValue : undefined;
}

export function ensureReaderId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readerIdFrom(request.cookies[READER_COOKIE]);
  if (existing) return existing;
  const id = randomBytes(16).toString("hex");
  reply.setCookie(READER_COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
