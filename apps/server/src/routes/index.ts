import type { FastifyPluginAsync } from "fastify";
import { authorsRoutes } from "./authors/index.ts";
import { blogsRoutes } from "./blogs/index.ts";
import { deepDiveRoutes } from "./deepdive/index.ts";
import { diasporaSupportRoutes } from "./diaspora-support/index.ts";
import { healthRoutes } from "./health/index.ts";
import { homeContentsRoutes } from "./home-contents/index.ts";
import { liveTvRoutes } from "./live-tv/index.ts";
import { homeFeedsRoutes } from "./home-feeds/index.ts";
import { homepageRoutes } from "./homepage/index.ts";
import { locationsRoutes } from "./locations/index.ts";
import { matvRoutes } from "./matv/index.ts";
import { newsletterRoutes } from "./newsletter/index.ts";
import { petitionsRoutes } from "./petitions/index.ts";
import { signaturesRoutes } from "./signatures/index.ts";
import { supportRequestsRoutes } from "./support-requests/index.ts";
import { usersRoutes } from "./users/index.ts";
import { videosRoutes } from "./videos/index.ts";

/** The API's route table, mounted under /api. One line a resource. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authorsRoutes);
  await app.register(blogsRoutes);
  await app.register(deepDiveRoutes);
  await app.register(diasporaSupportRoutes);
  await app.register(healthRoutes);
  await app.register(homeContentsRoutes);
  await app.register(liveTvRoutes);
  await app.register(homeFeedsRoutes);
  await app.register(homepageRoutes);
  await app.register(locationsRoutes);
  await app.register(matvRoutes);
  await app.register(newsletterRoutes);
  await app.register(petitionsRoutes);
  await app.register(signaturesRoutes);
  await app.register(supportRequestsRoutes);
  await app.register(usersRoutes);
  await app.register(videosRoutes);
};
