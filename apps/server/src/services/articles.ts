import { type ArticleWire, DEFAULT_EDITION, type EditionCode, RELATED_ARTICLES_LIMIT, type ArticlePage } from "@matv/shared";
import { and, arrayContains, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, authors } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadTags } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { articleColumns, toArticleWire, toAuthorWire } from "./articleMapper.ts";
import { ARTICLE_ORDER, listArticles } from "./articleLists.ts";

/** Stories only: blog posts share the table and the desk but reach readers only through the blog calls (ADR 060). */
export const isStory = eq(articles.kind, "story");
/** Only published, not deleted stories are ever public on the news surfaces. */
export const isPublic = and(isStory, eq(articles.status, "published"), isNull(articles.deletedAt));
/** A published, not deleted blog post. */
export const isPublicBlog = and(eq(articles.kind, "blog"), eq(articles.status, "published"), isNull(articles.deletedAt));

/** Stories written in `language` only (the news and search calls' `lang`). */
export function ofLanguage(language: EditionCode): SQL {
  return eq(articles.language, language);
}

/**
 * What an edition lists (ADR 077): the default edition its own stories, as before editions existed; any other
 * edition its own stories and, to fill its sections, the default edition's, except those translated into it
 * (the translation stands in for its source). Order with `editionFirst` so its own come first.
 */
export function inEdition(language: EditionCode): SQL {
  if (language === DEFAULT_EDITION.code) return ofLanguage(language);
  return or(
    ofLanguage(language),
    and(
      ofLanguage(DEFAULT_EDITION.code),
      sql`not exists (select 1 from articles t where t.translation_group = "articles"."translation_group" and t.language = ${language}
        and t.status = 'published' and t.deleted_at is null)`,
    ),
  ) as SQL;
}

/** The edition's own stories before the ones that fill it (nothing for the default edition). */
export function editionFirst(language: EditionCode): SQL[] {
  return language === DEFAULT_EDITION.code ? [] : [sql`(${articles.language} = ${language}) desc`];
}

/** One published story by id, uncached (the services cache it under cacheKey.story). */
export async function findPublishedStory(db: Db, id: string): Promise<ArticleWire | null> {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.id, id), isPublic))
    .limit(1);
  return row ? toArticleWire(row) : null;
}

export interface PageListOptions {
  limit: number;
  offset?: number;
  excludeId?: string;
  /** The edition listing it (default: the default edition, the spec's answers). */
  language?: EditionCode;
}

export function createArticlesService(db: Db, cache: ContentCache) {
  async function loadPage(pageName: string, options: PageListOptions): Promise<ArticleWire[]> {
    const language = options.language ?? DEFAULT_EDITION.code;
    const where = and(
      isPublic,
      inEdition(language),
      arrayContains(articles.pages, [pageName]),
      options.excludeId ? ne(articles.id, options.excludeId) : undefined,
    );
    // The edition's own stories first; then the page's hand-made order (ADR 068, 077).
    return (await listArticles(db, where, [...editionFirst(language), ...ARTICLE_ORDER.placed(pageName)], options)).map(toArticleWire);
  }

  // Prepared once: the article page reads this on every uncached render (PostgreSQL plans it once per connection).
  const articleWithAuthor = db
    .select({ article: articleColumns, author: authors })
    .from(articles)
    .leftJoin(authors, eq(sql`lower(${authors.name})`, sql`lower(${articles.author})`))
    .where(and(eq(articles.id, sql.placeholder("id")), isPublic))
    .limit(1)
    .prepare("article_page");

  /** One published story, through the cache (a miss too: publishing the story invalidates its tag). */
  function getPublished(id: string): Promise<ArticleWire | null> {
    return cache.get(cacheKey.story(id), LIST_CACHE_TTL_MS, () => findPublishedStory(db, id));
  }

  /**
   * A page's published stories in the editor's order: the home sections, `/api/home-contents` and the article
   * page's related stories. The first ones (no offset) through the cache, tagged with the page.
   */
  function listPublishedByPage(pageName: string, options: PageListOptions): Promise<ArticleWire[]> {
    const first = !options.offset && !options.excludeId;
    const language = options.language ?? DEFAULT_EDITION.code;
    return cache.get(cacheKey.pageList(pageName, options.limit, language), first ? LIST_CACHE_TTL_MS : 0, () => loadPage(pageName, options));
  }

  /**
   * Everything the article page shows: the article and its author's profile (one query, read every time)
   * and up to 5 related stories from its first page's cached list, with only what their links show (the
   * page's data is encoded again by React Router on every render).
   */
  async function getArticlePage(id: string): Promise<ArticlePage | null> {
    // Read directly (every render), so the page says what it read itself: also when not found, so that
    // publishing the story drops a cached 404.
    recordReadTags([tag.story(id)]);
    const [row] = await articleWithAuthor.execute({ id });
    if (!row) return null;
    const article = toArticleWire(row.article);
    const firstPage = article.pages[0];
    // Related stories of the story's own edition (a Hindi story's are Hindi first).
    const list = firstPage ? await listPublishedByPage(firstPage, { limit: RELATED_ARTICLES_LIMIT, language: article.language }) : [];
    const related = list
      .filter((a) => a._id !== article._id)
      .slice(0, 5)
      .map(({ _id, title, imageUrl, language }) => ({ _id, title, imageUrl, language }));
    return { article, author: row.author ? toAuthorWire(row.author) : null, related };
  }

  return { getPublished, listPublishedByPage, getArticlePage };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
