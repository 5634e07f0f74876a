import type { PageLoadContext, PageLogger, SiteReader } from "@matv/shared";
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

/** A page request's context: the reader, the newsletter signup, the origin and the request's logger. */
export function pageLoadContext(services: Services, site: SiteReader, origin: string, log: PageLogger): PageLoadContext {
  return { site, newsletter: delegate(services.newsletter, "subscribe", "confirm", "unsubscribe"), origin, log };
}
