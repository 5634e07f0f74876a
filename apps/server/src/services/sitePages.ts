import {
  articlePath,
  buildEditorSlug,
  CATEGORY_SECTIONS,
  DEFAULT_EDITION,
  editionByCode,
  type EditionCode,
  editionPath,
  extractArticleId,
  isObjectId,
  isStorableText,
  sectionByPageName,
  type DistributionItem,
  type SectionArticle,
  type SectionListPage,
} from "@matv/shared";
import { and, arrayContains, desc, eq, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, authors, deepDiveCards } from "../db/schema.ts";
import { recordReadTags } from "../infra/cache.ts";
import { tag } from "../infra/cacheTags.ts";
import { articleColumns, type ArticleRow, toArticleWire } from "./articleMapper.ts";
import { editionFirst, inEdition, isPublic, isPublicBlog, ofLanguage } from "./articles.ts";
import { ARTICLE_ORDER, listArticles, pageOfArticles } from "./articleLists.ts";

const toSectionArticle = (row: ArticleRow): SectionArticle => ({ ...toArticleWire(row), detailId: row.slug || row.id });
/** buildEditorSlug(title) in SQL: lower case, every run of other characters one hyphen, none at either end. */
const editorSlugOfTitle = sql`trim(both '-' from regexp_replace(lower(${articles.title}), '[^a-z0-9]+', '-', 'g'))`;

/**
 * Where an article is read: its first category section's detail route, else its canonical /articles/{title-id}
 * (never the stored desk slug: the article page finds a story by the id its address ends with), in the edition
 * of its language (a Hindi story under /hi, ADR 077).
 */
export function articleSitePath(row: Pick<ArticleRow, "id" | "slug" | "pages" | "title" | "language">): string {
  const section = row.pages.map((p) => sectionByPageName(p)).find(Boolean);
  if (!section) return articlePath({ _id: row.id, title: row.title, language: row.language });
  return editionPath(editionByCode(row.language), `${section.path}/${encodeURIComponent(row.slug || row.id)}`);
}

/**
 * Reads for the section pages and for distribution (RSS feeds, sitemaps). Published rows only.
 */
export function createSitePagesService(db: Db) {
  /** A section's listing in an edition: its own stories first, then the default edition's filling it (ADR 077). */
  async function listSection(pageName: string, options: { page: number; pageSize: number; language?: EditionCode }): Promise<SectionListPage> {
    recordReadTags([tag.page(pageName)]);
    const language = options.language ?? DEFAULT_EDITION.code;
    const where = and(isPublic, inEdition(language), arrayContains(articles.pages, [pageName]));
    const { rows, total } = await pageOfArticles(db, where, [...editionFirst(language), ...ARTICLE_ORDER.placed(pageName)], {
      page: options.page,
      limit: options.pageSize,
    });
    return { articles: rows.map(toSectionArticle), total, page: options.page, totalPages: Math.max(1, Math.ceil(total / options.pageSize)) };
  }

  /** `/{section}/{id}`: the stored slug, the record id, or an /articles-style slug ending in the id. */
  async function getSectionArticle(pageName: string, idOrSlug: string): Promise<SectionArticle | null> {
    // A story on the page, or a 404 a story published on it may turn into a page.
    recordReadTags([tag.page(pageName)]);
    const key = idOrSlug.trim();
    if (!key || key.length > 300 || !isStorableText(key)) return null;
    const trailing = extractArticleId(key);
    const ids = [isObjectId(key) ? key.toLowerCase() : null, trailing.ok ? trailing.id.toLowerCase() : null].filter((v): v is string => Boolean(v));
    const [row] = await db
      .select(articleColumns)
      .from(articles)
      .where(and(isPublic, arrayContains(articles.pages, [pageName]), or(eq(articles.slug, key), ...ids.map((id) => eq(articles.id, id)))))
      // A stored slug wins over an id match.
      .orderBy(sql`(${articles.slug} = ${key}) desc nulls last`)
      .limit(1);
    if (row) return toSectionArticle(row);
    // An item no list save has given a slug yet: the list APIs report buildEditorSlug(title) for it, so that
    // slug opens it too (the newest first when two titles make the same slug).
    if (buildEditorSlug(key) !== key) return null;
    const unsavedSlug = and(isPublic, arrayContains(articles.pages, [pageName]), or(isNull(articles.slug), eq(articles.slug, "")), eq(editorSlugOfTitle, key));
    const [unsaved] = await listArticles(db, unsavedSlug, ARTICLE_ORDER.placed(pageName), { limit: 1 });
    return unsaved ? toSectionArticle(unsaved) : null;
  }

  function toItem(row: ArticleRow): DistributionItem {
    const wire = toArticleWire(row);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      author: row.author,
      category: row.category,
      imageUrl: row.imageUrl,
      path: articleSitePath(row),
      publishedAt: wire.publishedAt,
      updatedAt: wire.updatedAt,
      language: row.language,
      translations: (row.translations ?? []).map((t) => ({
        language: t.language,
        path: articleSitePath({ id: t._id, slug: t.slug, pages: t.pages, language: t.language, title: t.title }),
      })),
    };
  }

  /** Newest published articles of one language (an edition's feed), all or one section's, for RSS. */
  async function feedItems(options: { pageName?: string; limit: number; language?: EditionCode }): Promise<DistributionItem[]> {
    const where = and(
      isPublic,
      ofLanguage(options.language ?? DEFAULT_EDITION.code),
      isNotNull(articles.publishedAt),
      options.pageName ? arrayContains(articles.pages, [options.pageName]) : undefined,
    );
    return (await listArticles(db, where, ARTICLE_ORDER.newest(), options)).map(toItem);
  }

  /** Every published article (newest first, capped), or those published since a date (Google News). */
  async function sitemapItems(options: { since?: Date; limit: number }): Promise<DistributionItem[]> {
    const where = and(isPublic, isNotNull(articles.publishedAt), options.since ? gte(articles.publishedAt, options.since) : undefined);
    return (await listArticles(db, where, ARTICLE_ORDER.newest(), options)).map(toItem);
  }

  /** Authors with at least one published article (profiles worth indexing), and when they last published. */
  async function sitemapAuthors(): Promise<Array<{ name: string; lastPublished: string | null }>> {
    const rows = await db
      .select({ name: authors.name, last: sql<Date | string | null>`max(${articles.publishedAt})` })
      .from(authors)
      .innerJoin(articles, and(eq(sql`lower(${articles.author})`, sql`lower(${authors.name})`), isPublic))
      .where(eq(authors.status, "active"))
      .groupBy(authors.name)
      .orderBy(authors.name);
    return rows.map((r) => ({ name: r.name, lastPublished: r.last ? new Date(r.last).toISOString() : null }));
  }

  /** When each section last changed (for the section sitemap). */
  async function sectionsLastModified(): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    for (const section of CATEGORY_SECTIONS) {
      const [row] = await db
        .select({ last: sql<Date | string | null>`max(${articles.updatedAt})` })
        .from(articles)
        .where(and(isPublic, arrayContains(articles.pages, [section.pageName])));
      if (row?.last) result.set(section.key, new Date(row.last).toISOString());
    }
    return result;
  }

  /** Published blog ids and deep-dive card ids, for the section sitemap's extra pages. */
  async function otherPages(): Promise<{
    blogs: Array<{ id: string; updatedAt: string }>;
    deepDives: Array<{ id: string; updatedAt: string; language: EditionCode }>;
  }> {
    const blogRows = await db
      .select({ id: articles.id, updatedAt: articles.updatedAt })
      .from(articles)
      .where(isPublicBlog)
      .orderBy(desc(articles.publishedAt))
      .limit(1000);
    const cardRows = await db
      .select({ id: deepDiveCards.id, updatedAt: deepDiveCards.updatedAt, language: deepDiveCards.language })
      .from(deepDiveCards)
      .where(and(eq(deepDiveCards.status, "published"), isNull(deepDiveCards.deletedAt)));
    const iso = (r: { id: string; updatedAt: Date }) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() });
    // A card's language says its edition: a Hindi card's page is /hi/deep-dive/{id} (ADR 083).
    return { blogs: blogRows.map(iso), deepDives: cardRows.map((r) => ({ ...iso(r), language: r.language })) };
  }

  return { listSection, getSectionArticle, feedItems, sitemapItems, sitemapAuthors, sectionsLastModified, otherPages };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
