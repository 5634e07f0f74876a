import { roleAllows, STORY_MESSAGES } from "@matv/shared";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { AUTH_MESSAGES, type StaffPrincipal } from "../services/auth.ts";
import type { StaffRole } from "../services/staffUsers.ts";
import { ForbiddenError, UnauthorizedError } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

const STAFF_GUARD = Symbol("staffGuard");
type StaffGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [STAFF_GUARD]: true };

/** What a 403 says when a role is below the route's. */
function forbiddenText(actual: StaffRole, required: StaffRole): string {
  if (actual === "writer" && required === "editor") return STORY_MESSAGES.staffOnlyEditors;
  return "Your role does not allow this.";
}

/**
 * Guard for staff-only routes: a valid, unexpired bearer token (401 otherwise) whose role is at
 * least `role` (403 otherwise): "writer" lets every staff member in, "editor" (the default: lists,
 * documents, homepage...) editors and admins, "admin" admins only. Routes name it as a preHandler;
 * hoistStaffGuards moves it to onRequest, so it runs before the body is parsed or validated.
 */
export function requireStaff(role: StaffRole = "editor", forbiddenMessage?: string): StaffGuard {
  const checkStaff = async function checkStaff(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw new UnauthorizedError(AUTH_MESSAGES.missingToken);
    const staff = await request.server.services.auth.verifyToken(token);
    if (!roleAllows(staff.role, role)) throw new ForbiddenError(forbiddenMessage ?? forbiddenText(staff.role, role));
    request.staff = staff;
  };
  return Object.assign(checkStaff, { [STAFF_GUARD]: true as const });
}

const isStaffGuard = (hook: unknown): hook is StaffGuard => typeof hook === "function" && STAFF_GUARD in hook;

/**
 * onRoute hook: a staff guard found among a route's preHandlers runs first in onRequest instead.
 * Without a token a caller then gets 401 before anything else happens: the body is not read (an
 * anonymous 10 MB upload is not buffered) and validation does not tell it the route's field names.
 */
export function hoistStaffGuards(route: RouteOptions): void {
  const pre = route.preHandler;
  const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
  const guards = list.filter(isStaffGuard);
  if (!guards.length) return;
  const rest = list.filter((hook) => !isStaffGuard(hook));
  route.preHandler = rest.length ? rest : undefined;
  const onRequest = route.onRequest;
  route.onRequest = [...guards, ...(Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : [])];
}
