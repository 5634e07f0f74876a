import {
  type ArticleWire,
  type AuthorWire,
  buildArticleSlug,
  DEFAULT_AUTHOR_AVATAR,
  DEFAULT_AUTHOR_BIO,
  DEFAULT_AUTHOR_CATEGORY,
  DEFAULT_AUTHOR_TITLE,
} from "@matv/shared";
import { getTableColumns } from "drizzle-orm";
import { articles, type authors } from "../db/schema.ts";
import { sanitizeHtml } from "../lib/sanitizeHtml.ts";

/**
 * Every article column a read needs: all but the search vector, which only the search's WHERE and rank
 * use and which is about three times the size of the body it indexes.
 */
export const { searchVector: _searchVector, ...articleColumns } = getTableColumns(articles);
export type ArticleRow = Omit<typeof articles.$inferSelect, "searchVector">;
type AuthorRow = typeof authors.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Database row → the spec's article wire shape. */
export function toArticleWire(row: ArticleRow): ArticleWire {
  return {
    _id: row.id,
    slug: row.slug || buildArticleSlug(row.title, row.id),
    title: row.title,
    subtitle: row.subtitle,
    summary: row.summary,
    metaDescription: row.summary,
    description: row.summary,
    content: sanitizeHtml(row.content),
    author: row.author,
    category: row.category,
    pages: row.pages,
    tags: row.tags,
    imageUrl: row.imageUrl,
    img: row.imageUrl,
    source: row.source,
    location: row.location,
    publishedAt: iso(row.publishedAt),
    publishDate: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isLive: row.isLive,
    isBreaking: row.isBreaking,
    isTrending: row.isTrending,
    isEyewitness: row.isEyewitness,
    isVideo: row.isVideo,
    videoDuration: row.videoDuration,
    featured: row.featured,
    views: row.views,
    viewCount: row.views,
    likes: row.likes,
    comments: row.comments,
    commentCount: row.comments,
    readTime: row.readTime,
  };
}

/** Database row → the spec's author shape, with the spec's defaults filled in. */
export function toAuthorWire(row: AuthorRow, articlesCount = 0): AuthorWire {
  return {
    _id: row.id,
    name: row.name,
    bio: row.bio || DEFAULT_AUTHOR_BIO,
    avatar: row.avatar || DEFAULT_AUTHOR_AVATAR,
    title: row.title || DEFAULT_AUTHOR_TITLE,
    category: row.category || DEFAULT_AUTHOR_CATEGORY,
    socialLinks: row.socialLinks,
    articlesCount,
    followersCount: row.followersCount,
    joinedDate: row.joinedDate.toISOString(),
    location: row.location,
    expertise: row.expertise,
  };
}
