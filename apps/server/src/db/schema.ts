import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { EditionCode } from "@matv/shared";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const id = () => varchar("id", { length: 24 }).primaryKey();
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Content status: only `published` rows (and never deleted ones) reach public calls. */
export type ContentStatus = "published" | "draft";
/** A story's status (ADR 047): scheduled and unpublished rows are as invisible to readers as drafts. */
export type StoryStatus = "draft" | "scheduled" | "published" | "unpublished";
/** Where a story sits in each of its pages: position (0 first, null = after the ordered ones) and pinning. */
export type StoryPlacementMap = Record<string, { position: number | null; pinned: boolean }>;
/** What a desk document is (ADR 060): a story, or a blog post (shown only on category blog lists and /blog/{id}). */
export type DocumentKind = "story" | "blog";

/** One table for every news feed, home section and category list; `pages` says where it appears. */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    /** Stories feed every news surface; blog posts only the blog calls (ADR 060). */
    kind: text("kind").$type<DocumentKind>().notNull().default("story"),
    slug: text("slug"),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    summary: text("summary"),
    content: text("content").notNull().default(""),
    author: text("author"),
    category: text("category"),
    pages: textArray("pages"),
    tags: textArray("tags"),
    imageUrl: text("image_url"),
    source: text("source"),
    location: text("location"),
    status: text("status").$type<StoryStatus>().notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a scheduled story goes live (the jobs table holds the durable trigger). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The byline's author; `author` keeps the name every read shows. */
    authorId: varchar("author_id", { length: 24 }).references(() => authors.id, { onDelete: "set null" }),
    imageAlt: text("image_alt"),
    imageCaption: text("image_caption"),
    imageCredit: text("image_credit"),
    /** Optimistic locking for the desk: a save names the version it loaded (409 when stale). */
    version: integer("version").notNull().default(1),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdBy: varchar("created_by", { length: 24 }),
    updatedBy: varchar("updated_by", { length: 24 }),
    /** Per page of `pages`: order and pinning (pinned first, then position, then newest). */
    placements: jsonb("placements").$type<StoryPlacementMap>().notNull().default({}),
    isLive: boolean("is_live").notNull().default(false),
    isBreaking: boolean("is_breaking").notNull().default(false),
    isTrending: boolean("is_trending").notNull().default(false),
    isEyewitness: boolean("is_eyewitness").notNull().default(false),
    isVideo: boolean("is_video").notNull().default(false),
    videoDuration: text("video_duration"),
    featured: boolean("featured").notNull().default(false),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    readTime: integer("read_time").notNull().default(1),
    /** World-news editor items point somewhere (spec 001 §3 "World news admin"). */
    link: text("link"),
    /** Kept up to date by a trigger (migration 0002): English stems plus exact words (Hindi, names). */
    searchVector: tsvector("search_vector"),
    /** The story's language: an edition code of the registry (ADR 076); its address and lists follow it. */
    language: text("language").$type<EditionCode>().notNull().default("en"),
    /**
     * Translations share a group: the id of the group's first story (the source), on the source too; null for
     * a story with no translation (ADR 077).
     */
    translationGroup: varchar("translation_group", { length: 24 }),
    /**
     * On a translation: the version of its source (the group's first story) it was last saved against; a newer
     * source revision that changed the translated words makes it stale (ADR 079). Null on a source.
     */
    sourceVersion: integer("source_version"),
  },
  (t) => [
    index("articles_pages_gin").using("gin", t.pages),
    index("articles_translation_group_idx").on(t.translationGroup),
    index("articles_language_idx").on(t.language),
    index("articles_search_gin").using("gin", t.searchVector),
    index("articles_published_at_idx").on(t.publishedAt.desc()),
    index("articles_status_idx").on(t.status, t.deletedAt),
    index("articles_updated_at_idx").on(t.updatedAt.desc()),
    index("articles_author_id_idx").on(t.authorId),
    index("articles_kind_idx").on(t.kind),
    /** A writer's own stories (the analytics they may read, ADR 075). */
    index("articles_created_by_idx").on(t.createdBy),
  ],
);

export const authors = pgTable(
  "authors",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email"),
    bio: text("bio"),
    avatar: text("avatar"),
    title: text("title"),
    category: text("category"),
    socialLinks: jsonb("social_links").$type<{ twitter?: string; linkedin?: string; website?: string }>().notNull().default({}),
    followersCount: integer("followers_count").notNull().default(0),
    joinedDate: timestamp("joined_date", { withTimezone: true }).notNull().defaultNow(),
    location: text("location"),
    expertise: textArray("expertise"),
    status: text("status").$type<"active" | "inactive">().notNull().default("active"),
    /** Optimistic locking for the authors desk: a save names the version it loaded (409 when stale). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("authors_name_lower_idx").on(sql`lower(${t.name})`)],
);

/** An author's earlier names: `/author/{former name}` answers 301 to the author's current name (ADR 056). */
export const authorFormerNames = pgTable(
  "author_former_names",
  {
    /** lower(name): one owner per former name; an author given that name later takes it over. */
    nameKey: text("name_key").primaryKey(),
    name: text("name").notNull(),
    authorId: varchar("author_id", { length: 24 })
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("author_former_names_author_idx").on(t.authorId)],
);

export const staffUsers = pgTable(
  "staff_users",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<"admin" | "editor" | "writer">().notNull(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Tokens carry the version they were issued under; bumping it (password change, disable, enable, logout) revokes them all (ADR 041). */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("staff_users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * Newsletter readers (ADR 055): double opt-in. Only `confirmed` rows receive mail; the unsubscribe token is
 * in every email; subscribing again after unsubscribing needs a new confirmation.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status").$type<"pending" | "confirmed" | "unsubscribed">().notNull().default("pending"),
    /** Sent in the confirmation email; cleared once confirmed. */
    confirmToken: text("confirm_token"),
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Which edition's daily briefing the reader gets (ADR 076); chosen at sign-up, changed from the email. */
    language: text("language").$type<EditionCode>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_confirm_token_idx").on(t.confirmToken),
    uniqueIndex("newsletter_unsubscribe_token_idx").on(t.unsubscribeToken),
    index("newsletter_status_idx").on(t.status),
  ],
);

/** A reader follows an author once per browser (anonymous reader id cookie). */
export const authorFollows = pgTable(
  "author_follows",
  {
    id: id(),
    authorId: varchar("author_id", { length: 24 })
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
    readerId: varchar("reader_id", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("author_follows_unique").on(t.authorId, t.readerId)],
);

/**
 * Reader analytics (ADR 075). Nothing here names a reader: `visitor` and `reader_key` are hashes salted with the
 * day's salt, which is deleted after its day, so they cannot be linked to an address, a browser or each other.
 */
/** Raw events (counted page views, shares, video plays), kept 7 days: the "now" panel reads them. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").$type<"view" | "share" | "play">().notNull(),
    /** The story (article or live blog) the event is about, if any. */
    storyId: varchar("story_id", { length: 24 }),
    path: text("path"),
    template: text("template"),
    source: text("source"),
    platform: text("platform"),
    visitor: varchar("visitor", { length: 16 }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("analytics_events_at_idx").on(t.occurredAt), index("analytics_events_story_idx").on(t.storyId, t.occurredAt)],
);

/** When a reader's view of a story last counted: once per reader (address, daily-salted) and story per 30 minutes. */
export const analyticsViewMarks = pgTable(
  "analytics_view_marks",
  {
    storyId: varchar("story_id", { length: 24 }).notNull(),
    readerKey: varchar("reader_key", { length: 16 }).notNull(),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.readerKey] }), index("analytics_view_marks_at_idx").on(t.countedAt)],
);

/**
 * The day's visitors, for counting each once a day (site, scope '') and once a day per story (scope = its id);
 * the site row also keeps the source that brought the visitor, so their next pages on the site keep it.
 * Deleted with the day's salt.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: text("day").notNull(),
    scope: varchar("scope", { length: 24 }).notNull(),
    visitor: varchar("visitor", { length: 16 }).notNull(),
    source: text("source"),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.visitor] })],
);

/** One random salt per UK day, shared by every instance; deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Counts per minute, hour and day (kept 13 months): `metric` (views, visitors, source, share, play, live...),
 * the story it is about ('' for the whole site) and a dimension (a source, a platform, a vitals bin; '' for none).
 */
export const analyticsRollups = pgTable(
  "analytics_rollups",
  {
    grain: text("grain").$type<"minute" | "hour" | "day">().notNull(),
    metric: text("metric").notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    storyId: varchar("story_id", { length: 24 }).notNull().default(""),
    dim: text("dim").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grain, t.metric, t.bucket, t.storyId, t.dim] }),
    index("analytics_rollups_story_idx").on(t.storyId, t.grain, t.metric, t.bucket),
  ],
);

/**
 * Validated JSON documents edited as a whole: `homepage`, `matv`, `live-tv` (spec 001 §3).
 * `version` lets a save detect that someone else saved first (409).
 */
export const siteDocuments = pgTable("site_documents", {
  key: text("key").primaryKey(),
  data: jsonb("data").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: varchar("updated_by", { length: 24 }),
});

/** Deep-dive cards (spec 001 §3 "Deep dive card"). */
export const deepDiveCards = pgTable(
  "deep_dive_cards",
  {
    id: id(),
    title: text("title").notNull().default(""),
    category: text("category"),
    img: text("img"),
    /** Card summary. */
    content: text("content").notNull().default(""),
    heading: text("heading"),
    image: text("image"),
    sections: jsonb("sections").$type<Array<{ subheading: string; paragraph: string; image?: string; video?: string }>>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    status: text("status").$type<ContentStatus>().notNull().default("published"),
    /** Its edition's language and translation group, and the source version a translation was saved against (ADR 079, 083). */
    language: text("language").$type<EditionCode>().notNull().default("en"),
    translationGroup: varchar("translation_group", { length: 24 }),
    sourceVersion: integer("source_version"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("deep_dive_cards_translation_group_idx").on(t.translationGroup)],
);

/** Uploaded images: one row per upload, variants on disk as `{base}-{width}.webp`. */
export const mediaAssets = pgTable("media_assets", {
  id: id(),
  url: text("url").notNull(),
  originalName: text("original_name"),
  mimeType: text("mime_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: varchar("uploaded_by", { length: 24 }),
  createdAt: createdAt(),
});

/** Petitions (spec 001 §3 "Petition"). */
export const petitions = pgTable(
  "petitions",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    decisionMaker: text("decision_maker"),
    imageUrl: text("image_url"),
    /** The Issue story paragraphs and the current-situation bullets. */
    story: jsonb("story").$type<{ paragraphs: string[]; currentSituation: string[] }>().notNull().default({ paragraphs: [], currentSituation: [] }),
    goal: integer("goal").notNull().default(1000),
    deadline: timestamp("deadline", { withTimezone: true }),
    /** `draft`: a translation not yet published (ADR 083), never signed or shown; its source's status governs signing. */
    status: text("status").$type<"open" | "closed" | "draft">().notNull().default("open"),
    /** The one petition GET /api/petitions answers, chosen by an editor (at most one row, partial unique index). */
    isCurrent: boolean("is_current").notNull().default(false),
    /** Its words' language and translation group, and the source version a translation was saved against (ADR 079, 083). */
    language: text("language").$type<EditionCode>().notNull().default("en"),
    translationGroup: varchar("translation_group", { length: 24 }),
    sourceVersion: integer("source_version"),
    /** Bumped on every staff save; a stale version is refused with 409. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("petitions_one_current")
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    index("petitions_translation_group_idx").on(t.translationGroup),
  ],
);

/** One signature per email per petition (case-insensitive). */
export const signatures = pgTable(
  "signatures",
  {
    id: id(),
    petitionId: varchar("petition_id", { length: 24 })
      .notNull()
      .references(() => petitions.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    location: text("location").notNull(),
    displayName: boolean("display_name").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("signatures_petition_email_unique").on(t.petitionId, sql`lower(${t.email})`),
    index("signatures_petition_created_idx").on(t.petitionId, t.createdAt.desc()),
  ],
);

/** Diaspora support requests (spec 001 §3 "Support request") and their staff handling. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: id(),
    reference: text("reference").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    context: text("context").notNull(),
    issueDescription: text("issue_description").notNull(),
    status: text("status").$type<"new" | "in_progress" | "resolved">().notNull().default("new"),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("support_requests_reference_unique").on(t.reference), index("support_requests_status_idx").on(t.status, t.createdAt.desc())],
);

/** Attachments are stored outside the public folder (DATA_DIR/private) and served to staff only. */
export const supportAttachments = pgTable("support_attachments", {
  id: id(),
  requestId: varchar("request_id", { length: 24 })
    .notNull()
    .references(() => supportRequests.id, { onDelete: "cascade" }),
  originalName: text("original_name").notNull(),
  storedName: text("stored_name").notNull(),
  mimeType: text("mime_type").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: createdAt(),
});

/** A show's language: what its pages declare (`lang`) and how the Hindi edition picks its programmes. */
export type ShowLanguage = "en" | "hi";

/**
 * One of the channel's programmes (ADR 073): its page `/shows/{slug}`, and the words a recording's title must
 * hold to be attached to one of its airings automatically. Versioned for the shows desk's 409.
 */
export const shows = pgTable(
  "shows",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    presenters: textArray("presenters"),
    imageUrl: text("image_url"),
    matchWords: textArray("match_words"),
    language: text("language").$type<ShowLanguage>().notNull().default("en"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: varchar("updated_by", { length: 24 }),
  },
  (t) => [uniqueIndex("shows_slug_idx").on(t.slug)],
);

/**
 * The channel's videos as the platform listed them (uploads and past live broadcasts), kept after they leave
 * the latest-12 list so a programme's recording keeps its page (ADR 073). Demo videos are rows too when seeded.
 */
export const channelVideos = pgTable(
  "channel_videos",
  {
    videoId: text("video_id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    thumbnail: text("thumbnail").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    duration: text("duration"),
    channelTitle: text("channel_title").notNull().default(""),
    isDemo: boolean("is_demo").notNull().default(false),
    firstSeenAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("channel_videos_published_idx").on(t.publishedAt)],
);

/** The channel's programme schedule (ADR 054): one row per slot, times in UTC; slots never overlap. */
export const scheduleSlots = pgTable(
  "schedule_slots",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    show: text("show").notNull().default(""),
    presenter: text("presenter").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    isLive: boolean("is_live").notNull().default(false),
    imageUrl: text("image_url"),
    /** A past slot's catch-up video on the video platform, attached by hand on the schedule desk. */
    catchUpVideoId: text("catch_up_video_id"),
    /** The programme this slot airs (its page, its match words); null for a one-off. */
    showId: varchar("show_id", { length: 24 }).references(() => shows.id, { onDelete: "set null" }),
    /** The recording found by the match rule (ADR 073), rewritten when the schedule, the videos or the show change. */
    matchedVideoId: text("matched_video_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: varchar("updated_by", { length: 24 }),
  },
  (t) => [index("schedule_slots_starts_at_idx").on(t.startsAt), index("schedule_slots_show_idx").on(t.showId, t.startsAt)],
);

/** One row per newsletter send (daily briefing per UK day, breaking news per story): the unique key makes it once. */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: id(),
    kind: text("kind").$type<"briefing" | "breaking">().notNull(),
    key: text("key").notNull(),
    recipients: integer("recipients").notNull().default(0),
    sentBy: varchar("sent_by", { length: 24 }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_sends_key_unique").on(t.key)],
);

/** Who did what to which record, for every staff write (admins read it at /admin/audit). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    staffId: varchar("staff_id", { length: 24 }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc()), index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc())],
);

/**
 * Durable jobs (ADR 046): a worker on every instance claims due rows with FOR UPDATE SKIP LOCKED and
 * runs the handler in the claiming transaction, so a job's effect and its "done" commit together.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** At most one pending job per key (e.g. story-publish:{id}); rescheduling moves it. */
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"pending" | "done" | "failed" | "cancelled">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("jobs_key_unique").on(t.key), index("jobs_due_idx").on(t.status, t.runAt)],
);

/** Live blog status (ADR 061, 079): `draft` (a translation not yet live, off the site), `live` while coverage runs, `ended` after (still readable). */
export type LiveBlogStatus = "draft" | "live" | "ended";

/** A live blog (ADR 061): placed like a story (`pages` + `placements`), versioned for the editor's 409. */
export const liveBlogs = pgTable(
  "live_blogs",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    status: text("status").$type<LiveBlogStatus>().notNull().default("live"),
    pages: textArray("pages"),
    placements: jsonb("placements").$type<StoryPlacementMap>().notNull().default({}),
    coverageStartAt: timestamp("coverage_start_at", { withTimezone: true }).notNull().defaultNow(),
    coverageEndAt: timestamp("coverage_end_at", { withTimezone: true }),
    /** Its edition's language and translation group, and the source version a translation was saved against (ADR 077, 079). */
    language: text("language").$type<EditionCode>().notNull().default("en"),
    translationGroup: varchar("translation_group", { length: 24 }),
    sourceVersion: integer("source_version"),
    version: integer("version").notNull().default(1),
    createdBy: varchar("created_by", { length: 24 }),
    updatedBy: varchar("updated_by", { length: 24 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("live_blogs_pages_gin").using("gin", t.pages), index("live_blogs_translation_group_idx").on(t.translationGroup)],
);

/** One entry of a live blog: soft-deleted so a reader's open page can drop it; `editedAt` is the "updated" marker. */
export const liveBlogEntries = pgTable(
  "live_blog_entries",
  {
    id: id(),
    liveBlogId: varchar("live_blog_id", { length: 24 })
      .notNull()
      .references(() => liveBlogs.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    youtubeId: text("youtube_id"),
    isKeyEvent: boolean("is_key_event").notNull().default(false),
    pinned: boolean("pinned").notNull().default(false),
    authorId: varchar("author_id", { length: 24 }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("live_blog_entries_blog_idx").on(t.liveBlogId, t.createdAt.desc())],
);

/**
 * A reader's device that asked for alerts (ADR 074). Privacy: the push service's endpoint and the device's keys,
 * its topics, language and creation time; nothing else about the reader (no address, agent or account).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    topics: textArray("topics"),
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint), index("push_subscriptions_topics_gin").using("gin", t.topics)],
);

export type PushAlertStatusColumn = "queued" | "sending" | "sent" | "failed";

/** One alert an editor (or a show reminder) sent to a topic, with its delivery counts (ADR 074). */
export const pushAlerts = pgTable(
  "push_alerts",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    url: text("url").notNull(),
    imageUrl: text("image_url"),
    topic: text("topic").notNull(),
    urgency: text("urgency").$type<"very-low" | "low" | "normal" | "high">().notNull().default("normal"),
    ttlSeconds: integer("ttl_seconds").notNull(),
    status: text("status").$type<PushAlertStatusColumn>().notNull().default("queued"),
    targets: integer("targets").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    pruned: integer("pruned").notNull().default(0),
    opened: integer("opened").notNull().default(0),
    /** Delivery jobs (batches and retries) not yet finished; the alert is done at 0. */
    pendingJobs: integer("pending_jobs").notNull().default(0),
    /** Null for the scheduler's show reminders. */
    createdBy: varchar("created_by", { length: 24 }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("push_alerts_topic_idx").on(t.topic, t.createdAt.desc()), index("push_alerts_created_idx").on(t.createdAt.desc())],
);

/**
 * Every save of every document (ADR 067): who saved which version of which document (kind and id), the
 * action, the fields that changed and a snapshot of the kind's revisioned fields.
 */
export const documentRevisions = pgTable(
  "document_revisions",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** Text, not an id: site documents, list keys and schedule weeks are documents too. */
    documentId: text("document_id").notNull(),
    version: integer("version").notNull(),
    action: text("action").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    changedFields: textArray("changed_fields"),
    staffId: varchar("staff_id", { length: 24 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("document_revisions_kind_document_version_unique").on(t.kind, t.documentId, t.version)],
);

/** Editor tabs open on a document (heartbeats, ADR 067); shared by every instance through the database. */
export const documentPresence = pgTable(
  "document_presence",
  {
    kind: text("kind").notNull(),
    documentId: text("document_id").notNull(),
    sessionId: text("session_id").notNull(),
    staffId: varchar("staff_id", { length: 24 }).notNull(),
    /** Set while this tab holds the document: the earliest live one, or the last to take over. */
    heldSince: timestamp("held_since", { withTimezone: true }),
    /** The session that took the document over from this one, until this one takes it back. */
    takenOverBy: text("taken_over_by"),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.documentId, t.sessionId] })],
);
