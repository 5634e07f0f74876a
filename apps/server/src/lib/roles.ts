import { LIVE_BLOG_MESSAGES } from "@matv/shared";
import type { StaffRole } from "../services/staffUsers.ts";

/**
 * The role rules as pure functions (no Fastify here: services import them, and the web app's type check
 * reaches services through the page load context). lib/auth.ts guards routes with them.
 */

/** Roles from least to most allowed: a writer's rights are a subset of an editor's, an editor's of an admin's. */
const ROLE_RANK: Record<StaffRole, number> = { writer: 0, editor: 1, admin: 2 };

/** Whether `actual` may do what needs `required`. */
export function roleAllows(actual: StaffRole, required: StaffRole): boolean {
  return ROLE_RANK[actual] >= ROLE_RANK[required];
}

/**
 * The live blog rules (issue 22, ADR 061): any staff member may post entries; editors and admins create
 * and change blogs (title, placements, ending) and edit or delete anyone's entries; a writer edits or
 * deletes only their own. Returns the 403 text, or null when allowed.
 */
export function liveBlogRefusal(
  staff: { id: string; role: StaffRole },
  action: "blog" | "post" | "edit" | "delete",
  entry: { authorId: string | null } | null,
): string | null {
  if (staff.role !== "writer" || action === "post") return null;
  if (action === "blog") return LIVE_BLOG_MESSAGES.writerBlog;
  return entry?.authorId === staff.id ? null : LIVE_BLOG_MESSAGES.writerOthers;
}
