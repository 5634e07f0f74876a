import { roleAllows, STORY_MESSAGES } from "@matv/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type StaffPrincipal } from "../services/auth.ts";
import type { StaffRole } from "../services/staffUsers.ts";
import { ForbiddenError, UnauthorizedError } from "../rules/errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

/** What a 403 says when a role is below the route's. */
function forbiddenText(actual: StaffRole, required: StaffRole): string {
  if (actual === "writer" && required === "editor") return STORY_MESSAGES.staffOnlyEditors;
  return "Your role does not allow this.";
}

/**
 * Guard for staff-only routes: a valid, unexpired bearer token (401 otherwise) whose role is at
 * least `role` (403 otherwise): "writer" lets every staff member in, "editor" (the default: lists,
 * documents, homepage...) editors and admins, "admin" admins only. Routes name it as their `onRequest`
 * hook, so without a token a caller gets 401 before anything else happens: the body is not read (an
 * anonymous 10 MB upload is not buffered) and validation does not tell it the route's field names
 * (the authorisation matrix, hardening/authorisation.test.ts, checks every staff route does).
 */
export function requireStaff(role: StaffRole = "editor", forbiddenMessage?: string) {
  return async function checkStaff(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw new UnauthorizedError(AUTH_MESSAGES.missingToken);
    const staff = await request.server.services.auth.verifyToken(token);
    if (!roleAllows(staff.role, role)) throw new ForbiddenError(forbiddenMessage ?? forbiddenText(staff.role, role));
    request.staff = staff;
  };
}
