import { cookieValue, type PageLoadContext, type PageLogger, type SiteReader, STAFF_PAGE_COOKIE, storyListQuerySchema } from "@matv/shared";
import type { Services } from "../services/index.ts";

/** The named methods of a service, bound, so a loader can call nothing else on it. */
function delegate<S, K extends keyof S>(service: S, ...methods: K[]): Pick<S, K> {
  const picked = {} as Pick<S, K>;
  for (const method of methods) {
    const fn = service[method];
    picked[method] = (typeof fn === "function" ? fn.bind(service) : fn) as S[K];
  }
  return picked;
}

/**
 * The read-only face of the services that page loaders get (ADR 038): each method delegates to the service of
 * the same name, so caching and rules stay in the services. Built once per app.
 */
export function siteReader(services: Services): SiteReader {
  return {
    articles: delegate(services.articles, "getArticlePage", "listPublishedByPage"),
    authors: delegate(services.authors, "list", "getByName", "currentNameOf", "content", "archiveFacets", "isFollowing"),
    blogs: delegate(services.blogs, "getPublished", "listPublished"),
    breaking: delegate(services.breaking, "current"),
    deepDive: delegate(services.deepDive, "get", "homeStories"),
    homeFeeds: delegate(services.homeFeeds, "sports", "technology"),
    liveBlogs: delegate(services.liveBlogs, "page", "placedOn"),
    locations: delegate(services.locations, "listCountries"),
    news: delegate(services.news, "search"),
    petitions: delegate(services.petitions, "getCurrent", "promo", "stats"),
    programmes: delegate(services.programmes, "listShows", "showPage", "videoPage", "latestEpisodes", "calendar"),
    schedule: delegate(services.schedule, "day", "nowAndNext"),
    stories: delegate(services.stories, "getPreview"),
    siteDocuments: delegate(services.siteDocuments, "getHomepage", "getMatv"),
    sitePages: delegate(
      services.sitePages,
      "listSection",
      "getSectionArticle",
      "feedItems",
      "sitemapItems",
      "sitemapAuthors",
      "sectionsLastModified",
      "otherPages",
    ),
    videos: delegate(services.videos, "listVideos", "liveTv", "getLiveTvConfig"),
  };
}

/**
 * The staff pages' reads (ADR 070): the account the staff page cookie's token names, checked as every API call
 * checks a bearer token (signature, expiry, revocation, disabled), and the desks' first list.
 */
function staffPages(services: Services): PageLoadContext["staff"] {
  return {
    async fromCookies(cookieHeader) {
      const token = cookieValue(cookieHeader, STAFF_PAGE_COOKIE);
      if (!token || token.length > 4096) return null;
      return services.auth.verifyToken(token).catch(() => null);
    },
    async listStories(_user, kind, query) {
      const parsed = storyListQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      return (kind === "blog" ? services.blogDesk : services.stories).list(parsed.data);
    },
  };
}

/** A page request's context: the reader, the newsletter signup, the origin, the request's logger and the staff pages' reads. */
export function pageLoadContext(services: Services, site: SiteReader, origin: string, log: PageLogger): PageLoadContext {
  return { site, newsletter: delegate(services.newsletter, "subscribe", "confirm", "unsubscribe", "changeLanguage"), origin, log, staff: staffPages(services) };
}
