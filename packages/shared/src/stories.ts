import type {
  auditEntryWireSchema,
  auditListWireSchema,
  presenceEditorWireSchema,
  presenceWireSchema,
  previewTokenWireSchema,
  revisionWireSchema,
  staffRefWireSchema,
  storyListWireSchema,
  storyWireSchema,
} from "./contracts/desk.ts";
import { z } from "zod";
import { EDITION_CODES } from "./editions.ts";
import type { storyPlacementWireSchema } from "./contracts/liveBlogs.ts";
import { boundedText, objectIdSchema } from "./schemas.ts";
import { editorSlugSchema, linkOrImageSchema } from "./sectionLists.ts";
import { PAGE_NAMES, resolvePageName } from "./sections.ts";

/**
 * The stories desk's contract (ADR 047): request schemas and wire shapes shared by the API
 * (/api/admin/stories, /api/admin/audit) and the staff pages. A story is an article row; its wire
 * shape is the spec's article plus what the desk needs.
 */

export const STORY_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** Presence: a session quiet for longer than this counts as gone. The browser beats every PRESENCE_HEARTBEAT_MS. */
export const PRESENCE_TIMEOUT_MS = 30_000;
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** Preview tokens live this long. */
export const PREVIEW_TOKEN_TTL_MS = 15 * 60_000;

export const STORY_LIST_DEFAULT_LIMIT = 20;
export const STORY_TAGS_MAX = 30;
export const STORY_PLACEMENTS_MAX = 40;

/** Texts the server sends for role and workflow refusals (403/409); the desk may show them as they are. */
export const STORY_MESSAGES = {
  writerPublish: "Writers cannot publish stories. Submit the story for review instead.",
  writerUnpublish: "Writers cannot unpublish stories.",
  writerDelete: "Writers cannot delete stories.",
  writerOthers: "Writers can edit only their own stories.",
  writerPublished: "Writers cannot edit a published or scheduled story. Ask an editor.",
  writerRestore: "Writers cannot restore revisions of a published or scheduled story.",
  writerAudit: "Only admins can read the audit log.",
  staffOnlyEditors: "Writers cannot do this. Ask an editor.",
  stale: "Someone else saved this story since you opened it.",
  notFound: "Story not found",
  revisionNotFound: "Revision not found",
  imageAltRequired: "Describe the image for readers who cannot see it (alt text is required).",
  authorUnknown: "Choose an active author.",
  slugTaken: "Another story already uses this slug.",
  publishAtPast: "must be a date and time",
  previewInvalid: "This preview link has expired or is not valid.",
} as const;

/** What a desk document is (ADR 060): the same editor and workflow for stories and blog posts. */
export const DOCUMENT_KINDS = ["story", "blog"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DeskMessages = { [K in keyof typeof STORY_MESSAGES]: string };

/** The same refusals, worded for blog posts. */
export const BLOG_MESSAGES: DeskMessages = {
  ...STORY_MESSAGES,
  writerPublish: "Writers cannot publish blog posts. Submit the post for review instead.",
  writerUnpublish: "Writers cannot unpublish blog posts.",
  writerDelete: "Writers cannot delete blog posts.",
  writerOthers: "Writers can edit only their own blog posts.",
  writerPublished: "Writers cannot edit a published or scheduled blog post. Ask an editor.",
  writerRestore: "Writers cannot restore revisions of a published or scheduled blog post.",
  stale: "Someone else saved this blog post since you opened it.",
  notFound: "Blog post not found",
  slugTaken: "Another story or blog post already uses this slug.",
};

export const DESK_MESSAGES: Record<DocumentKind, DeskMessages> = { story: STORY_MESSAGES, blog: BLOG_MESSAGES };

/** The fields each kind's editor offers (the others keep their defaults). */
export const BLOG_EDITABLE_FIELDS = [
  "title",
  "summary",
  "content",
  "authorId",
  "imageUrl",
  "imageAlt",
  "imageCaption",
  "imageCredit",
  "slug",
  "placements",
] as const;

/** A page name from the registry (TopStories, IndiaNews...) or its key (top-stories, india-news). */
export const placementPageSchema = z.string({ message: "must be a page name" }).transform((v, ctx) => {
  const page = resolvePageName(v.trim());
  if (!page) {
    ctx.addIssue({ code: "custom", message: `must be one of ${PAGE_NAMES.join(", ")}` });
    return z.NEVER;
  }
  return page;
});

/**
 * Where a story appears and where in that list. `position` is 0-based within the page (lower first);
 * omitted = after the placed ones (newest first among those). Pinned items come before all others.
 */
export const storyPlacementSchema = z.object({
  page: placementPageSchema,
  position: z.number({ message: "must be a number" }).int().min(0).max(10_000).nullable().optional(),
  pinned: z.boolean({ message: "must be true or false" }).default(false),
});
export type StoryPlacementInput = z.input<typeof storyPlacementSchema>;

/** Where a story (or a live blog) is listed: at most STORY_PLACEMENTS_MAX places. */
export const storyPlacementsSchema = z
  .array(storyPlacementSchema)
  .max(STORY_PLACEMENTS_MAX, { message: `must hold at most ${STORY_PLACEMENTS_MAX} placements` });

/** The editable fields. Everything but title is optional; PUT changes only the fields it carries. */
const storyFields = {
  title: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(300, { message: "must be at most 300 characters" }),
  subtitle: boundedText(500).nullable().optional(),
  summary: boundedText(1000).nullable().optional(),
  /** HTML; the server stores what the one sanitiser keeps (unchanged when it already passes). */
  content: z.string({ message: "must be text" }).max(500_000, { message: "must be at most 500000 characters" }).optional(),
  /** An authors-table id; the wire's `author` is that author's name. null = no byline. */
  authorId: objectIdSchema.nullable().optional(),
  category: boundedText(100).nullable().optional(),
  tags: z
    .array(boundedText(60).min(1, { message: "must not be empty" }), { message: "must be a list" })
    .max(STORY_TAGS_MAX, { message: `must hold at most ${STORY_TAGS_MAX} tags` })
    .optional(),
  imageUrl: linkOrImageSchema.nullable().optional(),
  /** Required (non-empty) whenever imageUrl is set: the server answers 400 field "imageAlt". */
  imageAlt: boundedText(300).nullable().optional(),
  imageCaption: boundedText(500).nullable().optional(),
  imageCredit: boundedText(200).nullable().optional(),
  /** Blank = generated from the title by the editor slug rule; must be unique. */
  slug: editorSlugSchema.nullable().optional(),
  isLive: z.boolean({ message: "must be true or false" }).optional(),
  isBreaking: z.boolean({ message: "must be true or false" }).optional(),
  featured: z.boolean({ message: "must be true or false" }).optional(),
  isTrending: z.boolean({ message: "must be true or false" }).optional(),
  isEyewitness: z.boolean({ message: "must be true or false" }).optional(),
  isVideo: z.boolean({ message: "must be true or false" }).optional(),
  videoDuration: boundedText(20).nullable().optional(),
  placements: storyPlacementsSchema.optional(),
};

/** POST /api/admin/stories: a new draft. */
export const storyCreateSchema = z.object(storyFields);
export type StoryCreateInput = z.input<typeof storyCreateSchema>;

/** POST /api/admin/blogs: a new draft blog post; only the fields a blog post has (ADR 060). */
export const blogCreateSchema = storyCreateSchema.pick(
  Object.fromEntries(BLOG_EDITABLE_FIELDS.map((f) => [f, true])) as { [K in (typeof BLOG_EDITABLE_FIELDS)[number]]: true },
);
export type BlogCreateInput = z.input<typeof blogCreateSchema>;

/** PUT /api/admin/stories/{id}: the fields to change plus the version the editor loaded (409 when stale). */
export const storyUpdateSchema = z.object({
  ...storyFields,
  title: storyFields.title.optional(),
  version: z.number({ message: "is required" }).int({ message: "must be a whole number" }).min(1, { message: "must be at least 1" }),
});
export type StoryUpdateInput = z.input<typeof storyUpdateSchema>;

/** PUT /api/admin/blogs/{id}: a blog post's fields to change plus the version the editor loaded. */
export const blogUpdateSchema = storyUpdateSchema.pick({
  ...(Object.fromEntries(BLOG_EDITABLE_FIELDS.map((f) => [f, true])) as { [K in (typeof BLOG_EDITABLE_FIELDS)[number]]: true }),
  version: true,
});

/** POST /api/admin/stories/{id}/publish: publishAt in the future schedules; past or absent publishes now. */
export const storyPublishSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, message: "must be an ISO date and time" }).nullable().optional(),
});
export type StoryPublishInput = z.input<typeof storyPublishSchema>;

/** GET /api/admin/stories query. `section` is a page name or key; `q` searches title, summary and slug. */
export const storyListQuerySchema = z.object({
  status: z.enum(STORY_STATUSES, { message: `must be one of ${STORY_STATUSES.join(", ")}` }).optional(),
  q: boundedText(200).optional(),
  section: placementPageSchema.optional(),
  authorId: objectIdSchema.optional(),
  /** Stories in this language (an edition code, ADR 076). */
  language: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).optional(),
  /** "true": only translations whose source changed since they were saved (ADR 079). */
  stale: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  /** Stories with no published translation into this language (the dashboard's gap, ADR 079). */
  untranslated: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).optional(),
  page: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(100, { message: "must be at most 100" })
    .default(STORY_LIST_DEFAULT_LIMIT),
});
export type StoryListQuery = z.input<typeof storyListQuerySchema>;

/** POST /api/admin/stories/{id}/presence: heartbeat of one editor tab. takeOver makes this tab the holder. */
export const presenceHeartbeatSchema = z.object({
  sessionId: z.string({ message: "is required" }).trim().min(8, { message: "must be at least 8 characters" }).max(100),
  takeOver: z.boolean({ message: "must be true or false" }).optional(),
});
export type PresenceHeartbeatInput = z.input<typeof presenceHeartbeatSchema>;
/** DELETE /api/admin/stories/{id}/presence?sessionId=...: the tab closes (sent with keepalive). */
export const presenceReleaseQuerySchema = z.object({ sessionId: presenceHeartbeatSchema.shape.sessionId });

/** GET /api/admin/audit query (admins only). */
export const auditListQuerySchema = z.object({
  entityType: boundedText(40).optional(),
  entityId: boundedText(100).optional(),
  staffId: objectIdSchema.optional(),
  page: storyListQuerySchema.shape.page,
  limit: storyListQuerySchema.shape.limit,
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export type StaffRefWire = z.infer<typeof staffRefWireSchema>;

export type StoryPlacementWire = z.infer<typeof storyPlacementWireSchema>;

/** A story as the desk sees it: the spec's article wire (same names) plus the desk's fields. */
export type StoryWire = z.infer<typeof storyWireSchema>;

/** GET /api/admin/stories → data. */
export type StoryListWire = z.infer<typeof storyListWireSchema>;

/** 409 on PUT: the error body carries the story as now stored, so the editor can show what changed. */
export interface StoryConflictBody {
  success: false;
  data: null;
  error: string;
  message: string;
  field: "version";
  current: StoryWire;
}

export type RevisionWire = z.infer<typeof revisionWireSchema>;

export type AuditEntryWire = z.infer<typeof auditEntryWireSchema>;

export type AuditListWire = z.infer<typeof auditListWireSchema>;

export type PresenceEditorWire = z.infer<typeof presenceEditorWireSchema>;

/** POST .../presence → data. "{holder.name} is editing" when holder is someone else's session. */
export type PresenceWire = z.infer<typeof presenceWireSchema>;

/** POST .../preview-token → data. The preview page reads the story by this token (any status), never cached, noindex. */
export type PreviewTokenWire = z.infer<typeof previewTokenWireSchema>;

/** The names the changed-fields list and the diff view use, in display order. */
export const STORY_EDITABLE_FIELDS = [
  "title",
  "subtitle",
  "summary",
  "content",
  "authorId",
  "category",
  "tags",
  "imageUrl",
  "imageAlt",
  "imageCaption",
  "imageCredit",
  "slug",
  "isLive",
  "isBreaking",
  "featured",
  "isTrending",
  "isEyewitness",
  "isVideo",
  "videoDuration",
  "placements",
] as const satisfies readonly (keyof typeof storyFields)[];
export type StoryEditableField = (typeof STORY_EDITABLE_FIELDS)[number];
