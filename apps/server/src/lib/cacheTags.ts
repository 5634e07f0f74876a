/**
 * The one vocabulary of cache tags. A cached read (services.cache.get) and a cached page carry the tags
 * of what they were built from; a write invalidates exactly the tags of what it touched, never
 * "everything". Keys and tags are made here only, never as ad-hoc strings elsewhere.
 */
export const tag = {
  /** One story (article) by id: its page, its API answers, a 404 that may become a page. */
  story: (id: string) => `story:${id}`,
  /** A home feed or section list by page name (TopStories, IndiaNews, WorldRecommended...). */
  page: (pageName: string) => `page:${pageName}`,
  /** Lists across every story: /api/news pages, search, trending, featured. */
  storyLists: "story-lists",
  /** RSS feeds and sitemaps. */
  feeds: "feeds",
  sitemaps: "sitemaps",
  /** A site document by key (homepage, matv, live-tv, ...). */
  document: (key: string) => `doc:${key}`,
  blogs: "blogs",
  blog: (id: string) => `blog:${id}`,
  authors: "authors",
  author: (id: string) => `author:${id}`,
  deepDive: "deep-dive",
  petitions: "petitions",
  videos: "videos",
  /** The programme schedule (every day and on now/next). */
  schedule: "schedule",
} as const;

/** Everything a story write touches: the story, every page it is on or was on, the cross-story lists, feeds and sitemaps. */
export function storyTags(id: string, pages: Iterable<string>, previousPages: Iterable<string> = []): string[] {
  const tags = new Set<string>([tag.story(id), tag.storyLists, tag.feeds, tag.sitemaps]);
  for (const page of pages) tags.add(tag.page(page));
  for (const page of previousPages) tags.add(tag.page(page));
  return [...tags];
}
