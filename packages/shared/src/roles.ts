import { LIVE_BLOG_MESSAGES } from "./liveBlogs.ts";
import type { StaffRoleName as StaffRole } from "./staff.ts";
import { type DeskMessages, STORY_MESSAGES } from "./stories.ts";

/**
 * The role rules as pure functions, the one copy both sides use: the server's guards and services refuse
 * with them, the staff app shows only the actions they allow.
 */

/** Roles from least to most allowed: a writer's rights are a subset of an editor's, an editor's of an admin's. */
const ROLE_RANK: Record<StaffRole, number> = { writer: 0, editor: 1, admin: 2 };

/** Whether `actual` may do what needs `required`. */
export function roleAllows(actual: StaffRole, required: StaffRole): boolean {
  return ROLE_RANK[actual] >= ROLE_RANK[required];
}

/** What the story rules need to know about a story (the desk's service asks before every write, the editor before showing a control). */
export interface StoryAccessFacts {
  status: "draft" | "scheduled" | "published" | "unpublished";
  createdBy: string | null;
}

export type StoryAction = "edit" | "publish" | "unpublish" | "delete" | "submit" | "restore";

/**
 * The story rules by role (ADR 047): editors and admins may do everything to stories; a writer may
 * edit, submit and restore only their own stories that are not published or scheduled, and never
 * publish, unpublish or delete. Returns the 403 text, or null when allowed.
 */
export function storyActionRefusal(
  staff: { id: string; role: StaffRole },
  action: StoryAction,
  story: StoryAccessFacts | null,
  messages: DeskMessages = STORY_MESSAGES,
): string | null {
  if (staff.role !== "writer") return null;
  if (action === "publish") return messages.writerPublish;
  if (action === "unpublish") return messages.writerUnpublish;
  if (action === "delete") return messages.writerDelete;
  if (!story) return null;
  if (story.createdBy !== staff.id) return messages.writerOthers;
  if (story.status === "published" || story.status === "scheduled") return action === "restore" ? messages.writerRestore : messages.writerPublished;
  return null;
}

/**
 * The live blog rules (ADR 061): any staff member may post entries; editors and admins create
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

/** Publishers: editors and admins publish, schedule, unpublish and delete; writers draft and submit. */
export const canPublish = (role: StaffRole | undefined): boolean => Boolean(role && roleAllows(role, "editor"));
