import type { FastifyPluginAsync } from "fastify";
import { healthRoutes } from "./health/index.ts";
import { homeContentsRoutes } from "./home-contents/index.ts";
import { newsletterRoutes } from "./newsletter/index.ts";
import { usersRoutes } from "./users/index.ts";

/** The API's route table, mounted under /api. One line a resource. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(homeContentsRoutes);
  await app.register(newsletterRoutes);
  await app.register(usersRoutes);
};
