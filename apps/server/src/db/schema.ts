import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

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

/** One table for every news feed, home section and category list; `pages` says where it appears. */
export const articles = pgTable(
  "articles",
  {
    id: id(),
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
    status: text("status").$type<ContentStatus>().notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
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
  },
  (t) => [
    index("articles_pages_gin").using("gin", t.pages),
    index("articles_published_at_idx").on(t.publishedAt.desc()),
    index("articles_status_idx").on(t.status, t.deletedAt),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("authors_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    title: text("title").notNull(),
    summary: text("summary"),
    author: text("author"),
    imageUrl: text("image_url"),
    content: text("content").notNull().default(""),
    pages: textArray("pages"),
    status: text("status").$type<ContentStatus>().notNull().default("published"),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("blogs_pages_gin").using("gin", t.pages)],
);

export const staffUsers = pgTable(
  "staff_users",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<"admin" | "editor">().notNull(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("staff_users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`)],
);
