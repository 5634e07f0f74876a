import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";
import { seedDemoContent, type SeedResult } from "../db/seed.ts";
import type { Env } from "./env.ts";
import type { ObjectStorage } from "./storage/index.ts";

/** What GET /api/health/ready reports: false from SIGTERM on, so the load balancer stops sending (ADR 052). */
export interface Readiness {
  draining: boolean;
}

/**
 * Migrations, then the first seed, each under the start-up lock: any number of instances booting at
 * once on an empty database migrate it once and seed it once (the others find the work done).
 */
export async function prepareDatabase(database: Database, env: Env, storage: ObjectStorage): Promise<SeedResult> {
  await database.migrate();
  return database.withStartupLock(() =>
    seedDemoContent(database, { storage, demo: env.SEED_DEMO, adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD }),
  );
}

/** Settings that work on one instance but not on several behind a load balancer. */
export function clusterWarnings(env: Env): string[] {
  if (!env.DATABASE_URL) return [];
  const warnings: string[] = [];
  if (!env.REDIS_URL) warnings.push("DATABASE_URL is set but REDIS_URL is not: with more than one instance, caches and rate limits are per instance.");
  if (!env.JWT_SECRET)
    warnings.push("DATABASE_URL is set but JWT_SECRET is not: each instance signs sessions with its own DATA_DIR secret, so staff logins fail on the others.");
  if (!env.S3_BUCKET) warnings.push("DATABASE_URL is set but S3_BUCKET is not: uploads are stored on this instance's disk only.");
  if (!env.VAPID_PUBLIC_KEY)
    warnings.push(
      "DATABASE_URL is set but VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not: each instance has its own DATA_DIR keys, so alerts sent by one reach no browser that subscribed through another.",
    );
  return warnings;
}

/**
 * SIGTERM: report not ready at once, keep answering for SHUTDOWN_DRAIN_SECONDS while the load balancer
 * takes the instance out, then close (requests in flight finish; later ones get 503).
 */
export function drainAndClose(app: FastifyInstance, readiness: Readiness, drainSeconds: number): Promise<void> {
  readiness.draining = true;
  app.log.info({ drainSeconds }, "draining: not ready, still answering");
  return new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000)).then(() => {
    app.log.info("closing: finishing requests in flight");
    return app.close();
  });
}
