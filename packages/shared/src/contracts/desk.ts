import { z } from "zod";
import { EDITION_CODES } from "../editions.ts";
import { STORY_STATUSES } from "../stories.ts";
import { ALL_TRANSLATED_FIELDS } from "../translations.ts";
import { articleWireSchema } from "./content.ts";
import { storyPlacementWireSchema } from "./liveBlogs.ts";

/** The stories and blog desk's answers (/api/admin/stories, /api/admin/blogs, /api/admin/audit; ADR 080): stories.ts infers its types from these. */

export const staffRefWireSchema = z.object({ id: z.string(), name: z.string() });

/** A story as the desk sees it: the spec's article wire (same names) plus the desk's fields. */
export const storyWireSchema = articleWireSchema.extend({
  authorId: z.string().nullable(),
  imageAlt: z.string().nullable(),
  imageCaption: z.string().nullable(),
  imageCredit: z.string().nullable(),
  status: z.enum(STORY_STATUSES),
  /** When a scheduled story goes live (null unless scheduled). */
  publishAt: z.string().nullable(),
  version: z.number(),
  /** One per entry of `pages`, same order. */
  placements: z.array(storyPlacementWireSchema),
  lastEditedBy: staffRefWireSchema.nullable(),
  /** Set when a writer submits it for review; cleared when it is published. */
  submittedAt: z.string().nullable(),
  /** The staff member who created it (writers may edit only their own drafts). */
  createdBy: staffRefWireSchema.nullable(),
  /** The translation group (ADR 077): the source's id, on the source too; null without translations. */
  translationGroup: z.string().nullable(),
  /** A translation whose source's words changed since it was last saved (ADR 079); false on a source. */
  stale: z.boolean(),
});

/** GET /api/admin/stories → data. */
export const storyListWireSchema = z.object({ stories: z.array(storyWireSchema), total: z.number(), hasMore: z.boolean() });

export const revisionWireSchema = z.object({
  id: z.string(),
  version: z.number(),
  at: z.string(),
  by: staffRefWireSchema.nullable(),
  /** Field names of StoryWire that this save changed (e.g. ["title", "content", "status"]). */
  changedFields: z.array(z.string()),
  /** What made this revision: create, update, publish, schedule, unpublish, submit, restore, delete, scheduled-publish. */
  action: z.string(),
});

export const auditEntryWireSchema = z.object({
  id: z.string(),
  at: z.string(),
  staff: staffRefWireSchema.nullable(),
  /** e.g. "story.publish", "POST /api/india-news", "PATCH /api/staff/:id". */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
});

export const auditListWireSchema = z.object({ entries: z.array(auditEntryWireSchema), total: z.number(), hasMore: z.boolean() });

export const presenceEditorWireSchema = z.object({ id: z.string(), name: z.string(), sessionId: z.string(), lastSeen: z.string() });

/** POST .../presence → data. "{holder.name} is editing" when holder is someone else's session. */
export const presenceWireSchema = z.object({
  /** The document kind and id (ADR 067); `storyId` is the same id, as the desk first named it. */
  kind: z.string(),
  documentId: z.string(),
  storyId: z.string(),
  /** The session that holds the story (first to open it or last to take over); null when none. */
  holder: presenceEditorWireSchema.nullable(),
  /** True when the calling session is the holder. */
  youHold: z.boolean(),
  /** Every other live session on the story (not the caller's). */
  others: z.array(presenceEditorWireSchema),
  /** Who took the document over from the calling session (it held it before), while they hold it; else null. */
  takenOverBy: presenceEditorWireSchema.nullable(),
});

/** POST .../preview-token → data. The preview page reads the story by this token (any status), never cached, noindex. */
export const previewTokenWireSchema = z.object({ token: z.string(), expiresAt: z.string() });

/** GET .../translation-gaps → data (ADR 079). */
export const translationGapsWireSchema = z.object({ from: z.enum(EDITION_CODES), into: z.enum(EDITION_CODES), count: z.number() });

/** GET .../{id}/source-changes → data: what changed in the source since the translation was last saved (ADR 079). */
export const sourceChangesWireSchema = z.object({
  sourceId: z.string(),
  sourceLanguage: z.enum(EDITION_CODES),
  /** The source's version the translation was last saved against, and the source's version now. */
  since: z.number().nullable(),
  current: z.number(),
  changes: z.array(
    z.object({
      field: z.enum(ALL_TRANSLATED_FIELDS),
      parts: z.array(z.object({ op: z.enum(["same", "added", "removed"]), text: z.string() })),
    }),
  ),
});
