import type { EditionCode } from "./editions.ts";
/**
 * What page loaders may do (ADR 038): read published content through the SiteReader, sign a reader up for the
 * newsletter (the one form a page posts), know the site's origin and log. No auth, no staff, no other writes.
 * The server builds it from its services by delegating each method (apps/server/src/web/loadContext.ts).
 */
import type { BreakingWire } from "./breaking.ts";
import type { StaffPageUser } from "./staffPages.ts";
import type { DocumentKind, StoryListWire } from "./stories.ts";
import type { ArticleWire, AuthorWire, BlogWire } from "./content.ts";
import type { DeepDiveCardWire } from "./deepDive.ts";
import type { PetitionDto, PetitionPromoDto, PetitionStatsDto } from "./petition.ts";
import type {
  ArticlePage,
  AuthorContent,
  AuthorContentQuery,
  DistributionItem,
  LiveTvConfigView,
  NewsList,
  NewsSearchParams,
  SectionArticle,
  SectionListPage,
  SportsFeed,
  TechnologyFeed,
} from "./reads.ts";
import type { HomepageDocument, MatvDocument } from "./siteDocuments.ts";
import type { LocationOption } from "./support.ts";
import type { LiveBlogPageWire, LiveBlogWire } from "./liveBlogs.ts";
import type { ScheduleNowWire, ScheduleSlotWire } from "./schedule.ts";
import type { EpisodeWire, ShowListItemWire, ShowPageWire, VideoPageWire } from "./programmes.ts";
import type { LiveTvResponse, VideosResponse } from "./video.ts";

/** Exactly the reads the page loaders use, named as the services name them. */
export interface SiteReader {
  articles: {
    getArticlePage(id: string): Promise<ArticlePage | null>;
    listPublishedByPage(pageName: string, options: { limit: number; offset?: number; excludeId?: string; language?: EditionCode }): Promise<ArticleWire[]>;
  };
  authors: {
    list(options?: { activeOnly?: boolean }): Promise<AuthorWire[]>;
    getByName(name: string): Promise<AuthorWire | null>;
    /** The current name of the author formerly called `name` (the 301 after a rename), or null. */
    currentNameOf(name: string): Promise<string | null>;
    content(id: string, query: AuthorContentQuery): Promise<AuthorContent | null>;
    archiveFacets(id: string): Promise<{ years: number[]; categories: string[] } | null>;
    isFollowing(authorId: string, readerId: string | undefined): Promise<boolean>;
  };
  blogs: {
    getPublished(id: string, pageName?: string): Promise<BlogWire | null>;
    listPublished(options?: { pageName?: string; limit?: number; offset?: number }): Promise<BlogWire[]>;
  };
  /** The breaking-news banner now (null: none or expired); every page's layout reads it. */
  breaking: { current(): Promise<BreakingWire | null> };
  deepDive: {
    get(id: string): Promise<DeepDiveCardWire | null>;
    /** The home Deep Dive section: the editor's first cards as home items. */
    homeStories(limit: number, edition?: EditionCode): Promise<ArticleWire[]>;
  };
  homeFeeds: {
    sports(): Promise<SportsFeed>;
    technology(options: { page: number; limit: number }): Promise<TechnologyFeed>;
  };
  /** A live blog's page of entries (null: no such blog), and the blogs placed on a page (home's LIVE cards). */
  liveBlogs: {
    page(id: string, before?: string): Promise<LiveBlogPageWire | null>;
    /** The edition's own first, the default edition's filling (ADR 077); the default edition when left out. */
    placedOn(pageName: string, edition?: EditionCode): Promise<LiveBlogWire[]>;
  };
  locations: { listCountries(): LocationOption[] };
  news: { search(params: NewsSearchParams): Promise<NewsList> };
  petitions: {
    /** The current petition; in another edition, a published translation's words on the one petition (ADR 083). */
    getCurrent(language?: EditionCode): Promise<PetitionDto | null>;
    /** The home page's promo block, in an edition's words where a translation is published (cached; forgotten when staff change petitions). */
    promo(language?: EditionCode): Promise<PetitionPromoDto | null>;
    stats(petitionId: string): Promise<PetitionStatsDto>;
  };
  /** The channel's programmes (ADR 073): shows, a show's page, a video's page, the latest episodes, calendars. */
  programmes: {
    listShows(): Promise<ShowListItemWire[]>;
    showPage(slug: string): Promise<ShowPageWire | null>;
    videoPage(videoId: string): Promise<VideoPageWire | null>;
    latestEpisodes(): Promise<Array<EpisodeWire & { showSlug: string; showName: string }>>;
    /** RFC 5545 text of one show's airings, or of the whole schedule (slug null); null for an unknown show. */
    calendar(slug: string | null, origin: string): Promise<string | null>;
  };
  schedule: {
    day(date: string): Promise<ScheduleSlotWire[]>;
    nowAndNext(): Promise<ScheduleNowWire>;
  };
  /** A story before it is published, read from a short-lived preview token (any status; null when the token is not valid). */
  stories: { getPreview(token: string): Promise<ArticlePage | null> };
  siteDocuments: {
    getHomepage(): Promise<HomepageDocument>;
    getMatv(): Promise<MatvDocument>;
  };
  sitePages: {
    listSection(pageName: string, options: { page: number; pageSize: number; language?: EditionCode }): Promise<SectionListPage>;
    getSectionArticle(pageName: string, idOrSlug: string): Promise<SectionArticle | null>;
    feedItems(options: { pageName?: string; limit: number; language?: EditionCode }): Promise<DistributionItem[]>;
    sitemapItems(options: { since?: Date; limit: number }): Promise<DistributionItem[]>;
    sitemapAuthors(): Promise<Array<{ name: string; lastPublished: string | null }>>;
    sectionsLastModified(): Promise<Map<string, string>>;
    otherPages(): Promise<{ blogs: Array<{ id: string; updatedAt: string }>; deepDives: Array<{ id: string; updatedAt: string; language?: EditionCode }> }>;
  };
  videos: {
    listVideos(): Promise<VideosResponse>;
    liveTv(): Promise<LiveTvResponse>;
    getLiveTvConfig(): Promise<LiveTvConfigView>;
  };
}

/** The request's logger (the server's, so page errors land where API errors do). */
export interface PageLogger {
  error(details: object, message?: string): void;
  warn(details: object, message?: string): void;
}

/** What page loaders and actions receive as `context`. */
export interface PageLoadContext {
  site: SiteReader;
  /** The newsletter's page forms: the footer's sign-up and the emailed links' confirm, unsubscribe and language buttons. */
  newsletter: {
    subscribe(email: string, origin: string, language?: EditionCode): Promise<void>;
    confirm(token: string): Promise<{ email: string }>;
    unsubscribe(token: string): Promise<{ email: string }>;
    changeLanguage(token: string, language: EditionCode): Promise<{ email: string; language: EditionCode }>;
  };
  /** Absolute origin for canonical URLs and Open Graph. */
  origin: string;
  log: PageLogger;
  /** Staff pages (ADR 070): who the staff page cookie names (null: none, expired, revoked or disabled), and the first data they show. */
  staff: {
    fromCookies(cookieHeader: string | null): Promise<StaffPageUser | null>;
    /** A desk's story list as GET /api/admin/{stories|blogs} answers the same query; null when the query is not one it takes. */
    listStories(user: StaffPageUser, kind: DocumentKind, query: Record<string, string>): Promise<StoryListWire | null>;
  };
}
