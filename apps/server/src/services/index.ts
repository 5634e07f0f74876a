import type { Database } from "../db/client.ts";
import { createContentCache } from "../lib/cache.ts";
import type { ObjectStorage } from "../lib/storage/index.ts";
import { createAnalyticsService } from "./analytics.ts";
import { createArticlesService } from "./articles.ts";
import { createAuthService } from "./auth.ts";
import { createAuditService } from "./audit.ts";
import { createAuthorsService } from "./authors.ts";
import { createAuthorsDeskService } from "./authorsDesk.ts";
import { createJobQueue } from "./jobs.ts";
import { createPresenceService } from "./presence.ts";
import { createRevisionsService } from "./revisions.ts";
import { createStoriesService } from "./stories.ts";
import { createBlogsService } from "./blogs.ts";
import { createBreakingService } from "./breaking.ts";
import { createCatchUpService } from "./catchUp.ts";
import { createDeepDiveService } from "./deepDive.ts";
import { createSitePagesService } from "./sitePages.ts";
import { createHealthService } from "./health.ts";
import { createHomeFeedsService } from "./homeFeeds.ts";
import { createLiveBlogsService } from "./liveBlogs.ts";
import { createLocationsService } from "./locations.ts";
import { createNewsService } from "./news.ts";
import { createMediaService } from "./media.ts";
import { createNewsletterService, type NewsletterOptions } from "./newsletter.ts";
import { createPetitionsService } from "./petitions.ts";
import { createProgrammesService } from "./programmes.ts";
import { createPushService, type PushServiceOptions } from "./push.ts";
import { createScheduleService } from "./schedule.ts";
import { createSectionListsService } from "./sectionLists.ts";
import { createShowsDeskService } from "./showsDesk.ts";
import { createSiteDocumentsService } from "./siteDocuments.ts";
import { createStaffUsersService } from "./staffUsers.ts";
import { createStorageSweep } from "./storageSweep.ts";
import { createSupportService } from "./support.ts";
import { createVideoService, type VideoServiceOptions } from "./videos.ts";

/** Every service, built once per app. Routes and page loaders (through the load context) use these. */
export function createServices(
  database: Database,
  options: {
    jwtSecret: Uint8Array;
    storage: ObjectStorage;
    videos?: VideoServiceOptions;
    newsletter: Pick<NewsletterOptions, "mailer" | "sendAt" | "onError">;
    onJobError?: (error: unknown, job: { id: string; kind: string }) => void;
    /** A batch of reader analytics that could not be written (it is tried again, ADR 075). */
    onAnalyticsError?: (error: unknown) => void;
    push: Omit<PushServiceOptions, "jobs" | "audit" | "airings">;
  },
) {
  const { db } = database;
  /** The one cache of public reads: services read through it and invalidate the tags of what they write. */
  const cache = createContentCache();
  const articles = createArticlesService(db, cache);
  const audit = createAuditService(db);
  const revisions = createRevisionsService(db);
  /** Durable jobs; main.ts starts the worker loop (tests call jobs.runDue()). */
  const jobs = createJobQueue(db, { onError: options.onJobError });
  const siteDocuments = createSiteDocumentsService(db, cache);
  /** Catch-up (ADR 073): the platform's videos kept, and recordings matched when the schedule, videos or shows change. */
  const catchUp = createCatchUpService(db, cache);
  const videos = createVideoService(db, cache, options.videos ?? { baseUrl: "https://www.googleapis.com/youtube/v3" }, { catchUp });
  const programmes = createProgrammesService(db, cache, { videos });
  return {
    audit,
    jobs,
    presence: createPresenceService(db),
    revisions,
    stories: createStoriesService(db, { cache, articles, audit, revisions, jobs, jwtSecret: options.jwtSecret }),
    /** The same desk for blog posts (ADR 060): same workflow, revisions and jobs; kind "blog". */
    blogDesk: createStoriesService(db, { cache, articles, audit, revisions, jobs, jwtSecret: options.jwtSecret, kind: "blog" }),
    cache,
    /** Uploaded and seeded files (lib/storage): local disk or S3-compatible. */
    storage: options.storage,
    storageSweep: createStorageSweep(db, options.storage),
    auth: createAuthService(db, options.jwtSecret),
    analytics: createAnalyticsService(db, { onError: options.onAnalyticsError }),
    articles,
    authors: createAuthorsService(db),
    authorsDesk: createAuthorsDeskService(db, { cache, audit }),
    blogs: createBlogsService(db, cache),
    breaking: createBreakingService(db, cache),
    deepDive: createDeepDiveService(db, cache),
    sitePages: createSitePagesService(db),
    health: createHealthService(database),
    homeFeeds: createHomeFeedsService(db, cache, articles, siteDocuments),
    liveBlogs: createLiveBlogsService(db, { cache, audit }),
    locations: createLocationsService(),
    news: createNewsService(db, cache),
    media: createMediaService(db, options.storage),
    newsletter: createNewsletterService(db, {
      ...options.newsletter,
      topStories: (limit) => articles.listPublishedByPage("TopStories", { limit }),
      story: (id) => articles.getPublished(id),
    }),
    petitions: createPetitionsService(db, cache),
    catchUp,
    programmes,
    schedule: createScheduleService(db, cache, catchUp),
    showsDesk: createShowsDeskService(db, { cache, audit, catchUp }),
    /** Web Push alerts and show reminders (ADR 074), delivered by the job queue. */
    push: createPushService(db, { ...options.push, jobs, audit, airings: programmes.showAirings }),
    sectionLists: createSectionListsService(db, cache, { revisions, audit }),
    siteDocuments,
    staffUsers: createStaffUsersService(db),
    support: createSupportService(db, options.storage),
    videos,
  };
}

export type Services = ReturnType<typeof createServices>;
