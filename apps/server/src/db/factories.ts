import { buildEditorSlug, readTimeMinutes } from "@matv/shared";
import { newObjectId } from "../infra/ids.ts";
import type { articles, authors, channelVideos, liveBlogEntries, liveBlogs, scheduleSlots, shows } from "./schema.ts";

/** Data factories shared by the demo seed and the tests: every field has a believable default. */

export type ArticleInsert = typeof articles.$inferInsert;
export type AuthorInsert = typeof authors.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export function buildArticle(overrides: Partial<ArticleInsert> = {}): ArticleInsert & { id: string } {
  const n = next();
  const pages = overrides.pages ?? ["LatestNews"];
  // null stays null (a story never published); undefined gets a believable time.
  const publishedAt = overrides.publishedAt === undefined ? new Date(Date.now() - n * 37 * 60_000) : overrides.publishedAt;
  const createdAt = publishedAt ?? new Date();
  const content = overrides.content ?? `<p>Paragraph one of test article ${n}.</p><p>Paragraph two with more words.</p>`;
  return {
    id: newObjectId(createdAt),
    title: `Test article number ${n}`,
    subtitle: `Subtitle ${n}`,
    summary: `Summary of test article ${n}.`,
    author: "Staff Reporter",
    category: "News",
    tags: ["News"],
    imageUrl: null,
    status: "published",
    createdAt,
    updatedAt: createdAt,
    readTime: readTimeMinutes(content),
    ...overrides,
    pages,
    placements: overrides.placements ?? {},
    content,
    publishedAt,
  } as ArticleInsert & { id: string };
}

export function buildAuthor(overrides: Partial<AuthorInsert> = {}): AuthorInsert & { id: string } {
  const n = next();
  return {
    id: newObjectId(),
    name: `Author ${n}`,
    bio: `Bio of author ${n}.`,
    title: "Correspondent",
    category: "WORLD",
    socialLinks: {},
    ...overrides,
  } as AuthorInsert & { id: string };
}

/** A blog post (ADR 060): an article row of kind "blog"; `publishDate` is its published time. */
export function buildBlog(overrides: Partial<ArticleInsert> & { publishDate?: Date | null } = {}): ArticleInsert & { id: string } {
  const n = next();
  const { publishDate: wanted, ...rest } = overrides;
  const publishDate = wanted === undefined ? new Date(Date.now() - n * 3 * 3_600_000) : wanted;
  const content = rest.content ?? `<p>Blog post ${n} body.</p>`;
  return buildArticle({
    title: `Blog post ${n}`,
    summary: `Summary of blog post ${n}.`,
    category: null,
    tags: [],
    pages: ["WorldNews"],
    content,
    ...rest,
    kind: "blog",
    publishedAt: publishDate,
  });
}

/** A desk story (ADR 047): a draft article written by a staff member, with alt text for its image. */
export function buildStory(overrides: Partial<ArticleInsert> & { createdBy: string }): ArticleInsert & { id: string } {
  return buildArticle({ status: "draft", publishedAt: null, pages: [], version: 1, updatedBy: overrides.createdBy, imageAlt: null, ...overrides });
}

export type LiveBlogInsert = typeof liveBlogs.$inferInsert;
export type LiveBlogEntryInsert = typeof liveBlogEntries.$inferInsert;

/** A live blog (ADR 061), live since an hour ago, placed nowhere; the slug follows the title as the service writes it. */
export function buildLiveBlog(overrides: Partial<LiveBlogInsert> = {}): LiveBlogInsert & { id: string } {
  const n = next();
  const title = overrides.title ?? `Live blog ${n}`;
  const createdAt = overrides.createdAt ?? overrides.coverageStartAt ?? new Date(Date.now() - 3_600_000);
  return {
    id: newObjectId(createdAt),
    summary: "",
    status: "live",
    pages: [],
    placements: {},
    coverageStartAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
    title,
    slug: buildEditorSlug(title),
  } as LiveBlogInsert & { id: string };
}

/** One entry of a live blog; its id starts with its creation second, as the service's ids do (the update check relies on it). */
export function buildLiveBlogEntry(overrides: Partial<LiveBlogEntryInsert> & { liveBlogId: string }): LiveBlogEntryInsert & { id: string } {
  const n = next();
  const createdAt = overrides.createdAt ?? new Date(Date.now() - n * 60_000);
  return {
    id: newObjectId(createdAt),
    title: "",
    body: `<p>Update ${n}.</p>`,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  } as LiveBlogEntryInsert & { id: string };
}

export type ShowInsert = typeof shows.$inferInsert;
export type ScheduleSlotInsert = typeof scheduleSlots.$inferInsert;
export type ChannelVideoInsert = typeof channelVideos.$inferInsert;

/** One of the channel's programmes (ADR 073). */
export function buildShow(overrides: Partial<ShowInsert> = {}): ShowInsert & { id: string } {
  const n = next();
  return {
    id: newObjectId(),
    slug: `test-show-${n}`,
    name: `Test Show ${n}`,
    description: `What test show ${n} is about.`,
    presenters: [`Presenter ${n}`],
    matchWords: [`Test Show ${n}`],
    language: "en",
    ...overrides,
  };
}

/** One airing on the schedule: an hour from `startsAt` unless told. */
export function buildScheduleSlot(overrides: Partial<ScheduleSlotInsert> & { startsAt: Date }): ScheduleSlotInsert & { id: string } {
  const n = next();
  return {
    id: newObjectId(),
    title: `Programme ${n}`,
    endsAt: new Date(overrides.startsAt.getTime() + 3_600_000),
    ...overrides,
  };
}

/** A video as the platform listed it. */
export function buildChannelVideo(overrides: Partial<ChannelVideoInsert> & { publishedAt: Date }): ChannelVideoInsert {
  const n = next();
  return {
    videoId: `vid${String(n).padStart(8, "0")}`,
    title: `Video ${n}`,
    description: `About video ${n}.`,
    thumbnail: "/logo.jpg",
    channelTitle: "MATV",
    ...overrides,
  };
}
