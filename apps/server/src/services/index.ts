import type { Database } from "../db/client.ts";
import { createArticlesService } from "./articles.ts";
import { createHealthService } from "./health.ts";
import { createNewsletterService } from "./newsletter.ts";
import { createStaffUsersService } from "./staffUsers.ts";

/** Every service, built once per app. Routes and page loaders (through the load context) use these. */
export function createServices(database: Database) {
  const { db } = database;
  return {
    articles: createArticlesService(db),
    health: createHealthService(database),
    newsletter: createNewsletterService(db),
    staffUsers: createStaffUsersService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
