import type { Database } from "../db/client.ts";
import { createContentCache } from "../lib/cache.ts";
import type { ObjectStorage } from "../lib/storage/index.ts";
import { createAnalyticsService } from "./analytics.ts";
import { createArticlesService } from "./articles.ts";
import { createAuthService } from "./auth.ts";
import { createAuthorsService } from "./authors.ts";
import { createBlogsService } from "./blogs.ts";
import { createDeepDiveService } from "./deepDive.ts";
import { createSitePagesService } from "./sitePages.ts";
import { createHealthService } from "./health.ts";
import { createHomeFeedsService } from "./homeFeeds.ts";
import { createLocationsService } from "./locations.ts";
import { createNewsService } from "./news.ts";
import { createMediaService } from "./media.ts";
import { createNewsletterService } from "./newsletter.ts";
import { createPetitionsService } from "./petitions.ts";
import { createSectionListsService } from "./sectionLists.ts";
import { createSiteDocumentsService } from "./siteDocuments.ts";
import { createStaffUsersService } from "./staffUsers.ts";
import { createStorageSweep } from "./storageSweep.ts";
import { createSupportService } from "./support.ts";
import { createVideoService, type VideoServiceOptions } from "./videos.ts";

/** Every service, built once per app. Routes and page loaders (through the load context) use these. */
export function createServices(database: Database, options: { jwtSecret: Uint8Array; storage: ObjectStorage; videos?: VideoServiceOptions }) {
  const { db } = database;
  /** Public read cache; every content write calls services.cache.invalidate(). */
  const cache = createContentCache();
  const articles = createArticlesService(db, cache);
  return {
    cache,
    /** Uploaded and seeded files (lib/storage): local disk or S3-compatible. */
    storage: options.storage,
    storageSweep: createStorageSweep(db, options.storage),
    auth: createAuthService(db, options.jwtSecret),
    analytics: createAnalyticsService(db),
    articles,
    authors: createAuthorsService(db),
    blogs: createBlogsService(db),
    deepDive: createDeepDiveService(db),
    sitePages: createSitePagesService(db),
    health: createHealthService(database),
    homeFeeds: createHomeFeedsService(db, articles),
    locations: createLocationsService(),
    news: createNewsService(db),
    media: createMediaService(db, options.storage),
    newsletter: createNewsletterService(db),
    petitions: createPetitionsService(db),
    sectionLists: createSectionListsService(db),
    siteDocuments: createSiteDocumentsService(db),
    staffUsers: createStaffUsersService(db),
    support: createSupportService(db, options.storage),
    videos: createVideoService(db, options.videos ?? { baseUrl: "https://www.googleapis.com/youtube/v3" }),
  };
}

export type Services = ReturnType<typeof createServices>;
