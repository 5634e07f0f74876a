import type { FastifyReply, FastifyRequest } from "fastify";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The story, author, live blog, shows and alert services write their own, richer entries inside each save's transaction. */
const SELF_AUDITED = ["/api/admin/stories", "/api/admin/authors", "/api/admin/liveblogs", "/api/admin/shows", "/api/admin/push"];

/** "/api/admin/sections/:key" → "sections"; "/api/india-news" → "india-news". */
export function auditEntityType(routeUrl: string): string {
  const parts = routeUrl
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean);
  const first = parts[0] === "admin" ? parts[1] : parts[0];
  return first?.startsWith(":") || !first ? "api" : first;
}

/**
 * onSend hook of the API: every successful staff write (lists, documents, uploads, staff accounts...)
 * is recorded in the audit log with who, which route and which record. A failing audit write is
 * logged, never turned into an error for a save that has already happened.
 */
export async function auditStaffWrites(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!request.staff || READS.has(request.method) || reply.statusCode >= 400) return payload;
  const route = request.routeOptions.url ?? request.url;
  if (SELF_AUDITED.some((prefix) => route.startsWith(prefix))) return payload;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const entityId = typeof params.id === "string" ? params.id : typeof params.key === "string" ? params.key : null;
  try {
    await request.server.services.audit.record(request.server.services.audit.db, {
      staffId: request.staff.id,
      action: `${request.method} ${route}`,
      entityType: auditEntityType(route),
      entityId,
      summary: `${request.method} ${request.url.split("?")[0]} → ${reply.statusCode}`,
    });
  } catch (err) {
    request.log.error({ err }, "audit entry not written");
  }
  return payload;
}
