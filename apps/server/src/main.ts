import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { FolderInUseError } from "./db/folderLock.ts";
import path from "node:path";
import { EnvError, parseEnv } from "./lib/env.ts";
import { clusterWarnings, drainAndClose, prepareDatabase, scheduleStorageSweep } from "./lib/lifecycle.ts";
import { createStorage } from "./lib/storage/index.ts";
import { startBriefingSchedule } from "./services/newsletter.ts";

/** Starts the whole site: env, database and migrations, demo seed on an empty database, then listen. */
async function main() {
  const env = parseEnv();
  for (const warning of clusterWarnings(env)) console.warn(`Warning: ${warning}`);
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pglite") });
  const storage = createStorage(env);
  // Cluster-safe: migrations and the first seed run under a PostgreSQL advisory lock (ADR 052).
  const seed = await prepareDatabase(database, env, storage);

  const app = await buildApp({ env, database, storage, web: env.NODE_ENV === "development" ? "development" : "production" });
  // The durable job worker (scheduled publishing, ADR 046) polls until the app closes, then the database closes.
  app.services.jobs.start();
  app.services.analytics.start();
  // Show reminders: one scan job for the cluster (its key), rescheduling itself every 5 minutes (ADR 074).
  await app.services.push.startReminders();
  app.addHook("onClose", async () => {
    await app.services.jobs.stop();
    await database.close();
  });
  scheduleStorageSweep(app);

  let closing = false;
  let stopBriefings = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopBriefings();
    app.log.info({ signal }, "shutting down");
    // SIGTERM drains first (ready turns 503, requests still answered); SIGINT (Ctrl-C) closes at once.
    drainAndClose(app, app.readiness, signal === "SIGTERM" ? env.SHUTDOWN_DRAIN_SECONDS : 0).then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  // The daily newsletter briefing: every instance checks, one sends (services/newsletter.ts).
  stopBriefings = startBriefingSchedule(app.services.newsletter, env.PUBLIC_URL?.replace(/\/$/, "") ?? url, (err) =>
    app.log.warn({ err }, "daily briefing not sent"),
  );
  if (seed.seeded) console.log(`Demo content seeded into the ${database.kind === "pglite" ? `embedded database at ${env.dataDir}` : "PostgreSQL database"}.`);
  if (seed.staff) {
    console.log(
      `Staff account: ${seed.staff.email} / ${seed.staff.generated ? `${seed.staff.password} (generated; shown only now)` : "(password from ADMIN_PASSWORD)"}`,
    );
  }
  console.log(`MATV is running at ${url}`);
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof FolderInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
