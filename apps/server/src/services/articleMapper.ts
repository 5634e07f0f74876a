import {
  type ArticleWire,
  articlePath,
  type AuthorWire,
  buildArticleSlug,
  type EditionCode,
  DEFAULT_AUTHOR_AVATAR,
  DEFAULT_AUTHOR_BIO,
  DEFAULT_AUTHOR_CATEGORY,
  DEFAULT_AUTHOR_TITLE,
} from "@matv/shared";
import { getTableColumns, sql } from "drizzle-orm";
import { articles, type authors } from "../db/schema.ts";
import { sanitizeHtml } from "../rules/sanitizeHtml.ts";

/**
 * Every article column a read needs: all but the search vector, which only the search's WHERE and rank
 * use and which is about three times the size of the body it indexes.
 */
const { searchVector: _searchVector, ...tableColumns } = getTableColumns(articles);

/** A translation as the row's subquery gives it: enough for its addresses (article page and section page). */
export interface TranslationRow {
  _id: string;
  language: EditionCode;
  title: string;
  slug: string | null;
  pages: string[];
}

/**
 * The story's published translations (the other public stories of its translation group, ADR 077), read with
 * the row itself: one correlated subquery on the group's index, skipped for the stories that have none. The
 * outer row is named in full: inside the subquery a bare column would be the translation's own.
 */
const translations = sql<TranslationRow[] | null>`case when "articles"."translation_group" is null then null else (
  select json_agg(json_build_object('_id', t.id, 'language', t.language, 'title', t.title, 'slug', t.slug, 'pages', t.pages) order by t.language)
  from articles t
  where t.translation_group = "articles"."translation_group" and t.id <> "articles"."id"
    and t.kind = "articles"."kind" and t.status = 'published' and t.deleted_at is null) end`;

export const articleColumns = { ...tableColumns, translations };
export type ArticleRow = Omit<typeof articles.$inferSelect, "searchVector"> & { translations?: TranslationRow[] | null };
type AuthorRow = typeof authors.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Database row → the spec's article wire shape. */
export function toArticleWire(row: ArticleRow): ArticleWire {
  return {
    _id: row.id,
    slug: row.slug || buildArticleSlug(row.title, row.id, row.language),
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
    language: row.language,
    translations: (row.translations ?? []).map((t) => ({ language: t.language, _id: t._id, url: articlePath(t), title: t.title })),
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
