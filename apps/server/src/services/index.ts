import type { Database } from "../db/client.ts";
import { createContentCache } from "../infra/cache.ts";
import type { ObjectStorage } from "../infra/storage/index.ts";
import { createAnalyticsService } from "./analytics.ts";
import { createArticlesService } from "./articles.ts";
import { createAuthService } from "./auth.ts";
import { createAuditService } from "./audit.ts";
import { createAuthorsService } from "./authors.ts";
import { authorKind, createAuthorsDeskService } from "./authorsDesk.ts";
import { jobHandlers, leasedJobHandlers } from "./background.ts";
import { createDocuments } from "./documents/model.ts";
import { createPresence } from "./documents/presence.ts";
import { createJobQueue } from "./jobs.ts";
import { articleKind, createStoriesService } from "./stories.ts";
import { invalidateTranslationGroups } from "./translations.ts";
import { createBlogsService } from "./blogs.ts";
import { breakingKind, createBreakingService } from "./breaking.ts";
import { createCatchUpService } from "./catchUp.ts";
import { createDeepDiveService, deepDiveKind } from "./deepDive.ts";
import { createSitePagesService } from "./sitePages.ts";
import { createHealthService } from "./health.ts";
import { createHomeFeedsService } from "./homeFeeds.ts";
import { createLiveBlogsService, liveBlogEntryKind, liveBlogKind } from "./liveBlogs.ts";
import { createLocationsService } from "./locations.ts";
import { createNewsService } from "./news.ts";
import { createMediaService } from "./media.ts";
import { createNewsletterService, type NewsletterOptions } from "./newsletter.ts";
import { createPetitionsService, petitionKind } from "./petitions.ts";
import { createProgrammesService } from "./programmes.ts";
import { createPushService, type PushServiceOptions } from "./push.ts";
import { createScheduleService, scheduleWeekKind } from "./schedule.ts";
import { createSectionListsService, sectionListKind } from "./sectionLists.ts";
import { createShowsDeskService, showKind } from "./showsDesk.ts";
import { createSiteDocumentsService, homepageKind, liveScoresKind, matvKind } from "./siteDocuments.ts";
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
    onListenerError?: (error: unknown) => void;
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
  /** Every document kind (ADR 067), declared once each beside its desk. */
  const kinds = {
    story: articleKind("story"),
    blog: articleKind("blog"),
    liveBlog: liveBlogKind,
    liveBlogEntry: liveBlogEntryKind,
    author: authorKind,
    petition: petitionKind,
    deepDive: deepDiveKind,
    scheduleWeek: scheduleWeekKind,
    breaking: breakingKind,
    homepage: homepageKind,
    matv: matvKind,
    liveScores: liveScoresKind,
    sectionList: sectionListKind,
    show: showKind,
  };
  /** Durable jobs, run by the handlers of services/background.ts (the scheduler main.ts starts calls runDue; tests call it). */
  const jobs = createJobQueue(db, { handlers: () => handlers, leased: () => leased, onError: options.onJobError });
  /** The one save path of every editable thing (services/documents). */
  const documents = createDocuments(db, { kinds: Object.values(kinds), cache, audit, jobs, onListenerError: options.onListenerError });
  const siteDocuments = createSiteDocumentsService(db, cache, documents);
  invalidateTranslationGroups(db, documents, cache);
  /** Catch-up (ADR 073): the platform's videos kept, and recordings matched when the schedule, videos or shows change. */
  const catchUp = createCatchUpService(db, cache);
  const videos = createVideoService(db, cache, { ...(options.videos ?? { baseUrl: "https://www.googleapis.com/youtube/v3" }), documents }, { catchUp });
  const programmes = createProgrammesService(db, cache, { videos });
  /** Web Push alerts and show reminders (ADR 074), delivered by the job queue. */
  const push = createPushService(db, { ...options.push, jobs, audit, airings: programmes.showAirings });
  const handlers = jobHandlers(documents, push);
  const leased = leasedJobHandlers(push);
  const jwtSecret = options.jwtSecret;
  return {
    audit,
    jobs,
    documents,
    presence: createPresence(db, documents),
    stories: createStoriesService(db, { articles, documents, kind: kinds.story, jwtSecret }),
    /** The same desk for blog posts (ADR 060): same workflow, revisions and jobs; kind "blog". */
    blogDesk: createStoriesService(db, { articles, documents, kind: kinds.blog, jwtSecret }),
    cache,
    /** Uploaded and seeded files (lib/storage): local disk or S3-compatible. */
    storage: options.storage,
    storageSweep: createStorageSweep(db, options.storage),
    auth: createAuthService(db, options.jwtSecret, audit),
    analytics: createAnalyticsService(db, { onError: options.onAnalyticsError }),
    articles,
    authors: createAuthorsService(db),
    authorsDesk: createAuthorsDeskService(db, { documents }),
    blogs: createBlogsService(db, cache),
    breaking: createBreakingService(db, cache, documents),
    deepDive: createDeepDiveService(db, cache, documents),
    sitePages: createSitePagesService(db),
    health: createHealthService(database),
    homeFeeds: createHomeFeedsService(db, cache, articles, siteDocuments),
    liveBlogs: createLiveBlogsService(db, { cache, documents }),
    locations: createLocationsService(),
    news: createNewsService(db, cache),
    media: createMediaService(db, options.storage, audit),
    newsletter: createNewsletterService(db, {
      ...options.newsletter,
      topStories: (limit, language) => articles.listPublishedByPage("TopStories", { limit, language }),
      story: (id) => articles.getPublished(id),
      audit,
    }),
    petitions: createPetitionsService(db, cache, documents),
    catchUp,
    programmes,
    push,
    schedule: createScheduleService(db, cache, documents, catchUp),
    showsDesk: createShowsDeskService(db, { documents }),
    sectionLists: createSectionListsService(db, cache, { documents, story: kinds.story }),
    siteDocuments,
    staffUsers: createStaffUsersService(db, audit),
    support: createSupportService(db, options.storage, audit),
    videos,
  };
}

export type Services = ReturnType<typeof createServices>;
