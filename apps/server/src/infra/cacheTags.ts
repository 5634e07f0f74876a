import { WORLD_RECOMMENDED_PAGE } from "@matv/shared";

/**
 * The one vocabulary of cache tags and keys. A cached read (services.cache.get) and a cached page carry the
 * tags of what they were built from; a write invalidates exactly the tags of what it touched, never
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
  /** A site document by key (homepage, matv, live-scores, live-tv). */
  document: (key: string) => `doc:${key}`,
  blogs: "blogs",
  blog: (id: string) => `blog:${id}`,
  authors: "authors",
  author: (id: string) => `author:${id}`,
  deepDive: "deep-dive",
  petitions: "petitions",
  /** The channel's videos as kept (video pages, episodes, demo catalogue). */
  videos: "videos",
  /** The channel's shows (list, pages, calendars). */
  shows: "shows",
  /** The programme schedule (every day and on now/next). */
  schedule: "schedule",
  /** The breaking-news banner (every page shows it). */
  breaking: "breaking",
  /** One live blog: its state, reader page and API answers. */
  liveBlog: (id: string) => `liveblog:${id}`,
  /** Lists of live blogs (the home page's LIVE cards). */
  liveBlogs: "liveblogs",
} as const;

/** Tags every page carries (the banner in its layout): they do not make a page "tracked" (web/pageCache.ts). */
export const AMBIENT_PAGE_TAGS: readonly string[] = [tag.breaking];

/** Everything a story write touches: the story, every page it is on or was on, the cross-story lists, feeds and sitemaps. */
export function storyTags(id: string, pages: Iterable<string>, previousPages: Iterable<string> = []): string[] {
  const tags = new Set<string>([tag.story(id), tag.storyLists, tag.feeds, tag.sitemaps]);
  for (const page of pages) tags.add(tag.page(page));
  for (const page of previousPages) tags.add(tag.page(page));
  return [...tags];
}

/**
 * A cached read's identity: its key, the tags whose invalidation forgets it, and for key spaces a client
 * chooses (searches, ids) the family whose entries are bounded together (least recently used out).
 */
export interface CacheKey {
  readonly key: string;
  readonly tags: readonly string[];
  readonly family?: { readonly name: string; readonly maxEntries: number };
}

/** At most this many entries per client-chosen key family. */
const ONE_STORY = { name: "story", maxEntries: 2000 } as const;
const SEARCHES = { name: "search", maxEntries: 1000 } as const;
/** One per 15 s window: the last few are all that is ever read. */
const SCHEDULE_NOW = { name: "schedule-now", maxEntries: 4 } as const;
const SCHEDULE_DAYS = { name: "schedule-day", maxEntries: 60 } as const;
/** Client-chosen show slugs, video ids and calendars (a calendar per show and origin). */
const SHOW_PAGES = { name: "show-page", maxEntries: 200 } as const;
const VIDEO_PAGES = { name: "video-page", maxEntries: 1000 } as const;
const CALENDARS = { name: "calendar", maxEntries: 200 } as const;
/** Client-chosen live blog ids, `after` and `before` ids. */
const LIVE_BLOG_STATES = { name: "liveblog-state", maxEntries: 200 } as const;
const LIVE_BLOG_VIEWS = { name: "liveblog-view", maxEntries: 4000 } as const;

const k = (key: string, tags: readonly string[], family?: CacheKey["family"]): CacheKey => (family ? { key, tags, family } : { key, tags });

/** The one typed builder of cache keys: every services.cache.get names its key here. */
export const cacheKey = {
  /** /api/news pages (category: a section key, page name or label, any of them: every story list changes with a story). */
  newsList: (page: number, limit: number, category = "", language = "en") => k(`news:list:${page}:${limit}:${category}:${language}`, [tag.storyLists]),
  newsCategory: (category: string, page: number, limit: number) => k(`news:category:${category}:${page}:${limit}`, [tag.storyLists]),
  newsSearch: (params: object) => k(`news:search:${JSON.stringify(params)}`, [tag.storyLists], SEARCHES),
  newsTrending: (limit: number) => k(`news:trending:${limit}`, [tag.storyLists]),
  newsFeatured: () => k("news:featured", [tag.storyLists]),
  /** One published story, by id, optionally as listed on one page. */
  story: (id: string, pageName = "") => k(`story:${id}:${pageName}`, [tag.story(id)], ONE_STORY),
  /** Published contents, every page or one page (by page name), paged. */
  contents: (page: number, limit: number) => k(`contents:all:${page}:${limit}`, [tag.storyLists]),
  contentsOfPage: (pageName: string, page: number, limit: number) => k(`contents:page:${pageName}:${page}:${limit}`, [tag.page(pageName)]),
  /** The first `limit` stories of a page in the editor's order: home sections, /api/home-contents, related stories. */
  pageList: (pageName: string, limit: number, language = "en") => k(`page-list:${pageName}:${limit}:${language}`, [tag.page(pageName)]),
  /** A section list (GET /api/{category}); world carries both of its lists. */
  sectionList: (pageName: string) => k(`section:${pageName}`, [tag.page(pageName)]),
  worldLists: (pageName: string) => k(`section:world:${pageName}`, [tag.page(pageName), tag.page(WORLD_RECOMMENDED_PAGE)]),
  sportsFeed: () => k("feed:sports", [tag.page("Sports"), tag.document("live-scores")]),
  technologyFeed: (page: number, limit: number) => k(`feed:technology:${page}:${limit}`, [tag.page("Technology")]),
  blogs: (pageName = "", limit = 100) => k(`blogs:${pageName}:${limit}`, [tag.blogs]),
  deepDive: () => k("deep-dive", [tag.deepDive]),
  /** An edition's own published deep-dive cards (the home section's first ones there, ADR 083). */
  deepDiveEdition: (edition: string) => k(`deep-dive:${edition}`, [tag.deepDive]),
  /** The home page's petition promo: the current petition's title, summary, image and state. */
  petitionPromo: (language: string) => k(`petition:promo:${language}`, [tag.petitions]),
  document: (key: string) => k(`doc:${key}`, [tag.document(key)]),
  /** One UK day of the programme schedule, and on now/next per 15 s window. */
  scheduleDay: (date: string) => k(`schedule:day:${date}`, [tag.schedule], SCHEDULE_DAYS),
  scheduleNow: (bucket: number) => k(`schedule:now:${bucket}`, [tag.schedule], SCHEDULE_NOW),
  /** The programmes (ADR 073): every show with its next airing, one show's page, a video's page, a calendar. */
  shows: () => k("shows:list", [tag.shows, tag.schedule]),
  showPage: (slug: string) => k(`shows:page:${slug}`, [tag.shows, tag.schedule, tag.videos], SHOW_PAGES),
  latestEpisodes: () => k("shows:latest-episodes", [tag.shows, tag.schedule, tag.videos]),
  videoPage: (videoId: string) => k(`videos:page:${videoId}`, [tag.videos, tag.shows, tag.schedule], VIDEO_PAGES),
  calendar: (slug: string, origin: string) => k(`calendar:${slug}:${origin}`, [tag.shows, tag.schedule], CALENDARS),
  /** The seeded demo videos (no platform key): what /videos lists. */
  demoVideos: () => k("videos:demo", [tag.videos]),
  /** The breaking-news banner as stored (live or expired). */
  breaking: () => k("breaking", [tag.breaking]),
  /** A live blog's whole state (one query), and the views derived from it: a page of entries, an update check. */
  liveBlogState: (id: string) => k(`liveblog:state:${id}`, [tag.liveBlog(id)], LIVE_BLOG_STATES),
  liveBlogPage: (id: string, before: string) => k(`liveblog:page:${id}:${before}`, [tag.liveBlog(id)], LIVE_BLOG_VIEWS),
  liveBlogUpdates: (id: string, after: string) => k(`liveblog:after:${id}:${after}`, [tag.liveBlog(id)], LIVE_BLOG_VIEWS),
  liveBlogsOnPage: (pageName: string) => k(`liveblogs:page:${pageName}`, [tag.liveBlogs, tag.page(pageName)]),
} as const;

/** What a blog post's write makes stale: the post, the blog lists and the sitemaps (never a news page). */
export function blogTags(id: string): string[] {
  return [tag.blog(id), tag.blogs, tag.sitemaps];
}
