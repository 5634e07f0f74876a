import { STAFF_PAGE_COOKIE } from "@matv/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TOKEN_LIFETIME_SECONDS } from "../services/auth.ts";

/**
 * The staff page cookie (ADR 070): the sign-in's token again, for the server render of /admin pages only. Path
 * /admin keeps it off every API call, so it authenticates no request that changes anything; HttpOnly keeps it from
 * scripts; SameSite=Strict keeps it off pages opened from other sites.
 */
export function setStaffPageCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_PAGE_COOKIE, token, {
    path: "/admin",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: TOKEN_LIFETIME_SECONDS,
  });
}

export function clearStaffPageCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_PAGE_COOKIE, { path: "/admin", httpOnly: true, sameSite: "strict", secure: request.protocol === "https" });
}
