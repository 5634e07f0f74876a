import type { FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type StaffPrincipal } from "../services/auth.ts";
import type { StaffRole } from "../services/staffUsers.ts";
import { ForbiddenError, UnauthorizedError } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

/**
 * preHandler for staff-only routes: a valid, unexpired bearer token (401 otherwise) whose role is
 * allowed (403 otherwise). Admins may do everything editors may.
 */
export function requireStaff(role: StaffRole = "editor") {
  return async function checkStaff(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw new UnauthorizedError(AUTH_MESSAGES.missingToken);
    const staff = await request.server.services.auth.verifyToken(token);
    if (role === "admin" && staff.role !== "admin") throw new ForbiddenError();
    request.staff = staff;
  };
}
