import { spawn } from "node:child_process";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { FolderInUseError } from "./db/folderLock.ts";
import path from "node:path";
import { EnvError, parseEnv } from "./infra/env.ts";
import { clusterWarnings, drainAndClose, prepareDatabase } from "./infra/lifecycle.ts";
import { createStorage } from "./infra/storage/index.ts";
import { backgroundTasks, createScheduler } from "./services/background.ts";

/** The argument that makes this file prepare the database and exit (the child `main` starts first). */
const PREPARE_ONLY = "--prepare-database";

/**
 * Migrations and the first seed, in a child process that exits when done (ADR 087): the demo seed (images
 * resized, thousands of rows) peaks far above what serving needs, and a process keeps its peak. Cluster-safe:
 * they run under a PostgreSQL advisory lock (ADR 052). The child prints what the seed did itself, so `npm start`
 * can run the same child while the site builds (scripts/start.mjs) and show the same lines.
 */
async function prepareInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_ONLY], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => child.on("error", reject).on("exit", resolve));
  if (code !== 0) process.exit(code ?? 1); // the child said why
}

/** The child's work: open, migrate, seed, close, and say what the seed did (shown once: a generated password). */
async function prepareOnly() {
  const env = parseEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pglite") });
  try {
    const seed = await prepareDatabase(database, env, createStorage(env));
    if (seed.seeded) console.log(`Demo content seeded into the ${database.kind === "pglite" ? `embedded database at ${env.dataDir}` : "PostgreSQL database"}.`);
    if (seed.staff) {
      console.log(
        `Staff account: ${seed.staff.email} / ${seed.staff.generated ? `${seed.staff.password} (generated; shown only now)` : "(password from ADMIN_PASSWORD)"}`,
      );
    }
  } finally {
    await database.close();
  }
}

/** Starts the whole site: env, database and migrations, demo seed on an empty database, then listen. */
async function main() {
  const env = parseEnv();
  for (const warning of clusterWarnings(env)) console.warn(`Warning: ${warning}`);
  await prepareInChild();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pglite") });
  const storage = createStorage(env);

  const app = await buildApp({ env, database, storage, web: env.NODE_ENV === "development" ? "development" : "production" });
  let url = `http://localhost:${env.PORT}`;
  // Every background task (durable jobs, alerts, the daily briefing, the storage sweep, reader analytics) on one
  // scheduler (services/background.ts);
  // it stops when the app closes, then the database closes.
  const scheduler = createScheduler(
    backgroundTasks(app.services, {
      origin: () => env.PUBLIC_URL?.replace(/\/$/, "") ?? url,
      onSwept: (removed) => app.log.info({ removed }, "removed orphan objects"),
    }),
    { onError: (task, err) => app.log.warn({ err, task }, "background task failed") },
  );
  // Work queued on this instance (an alert's batches) runs now rather than at the next poll.
  app.services.jobs.onWake(() => scheduler.wake(["jobs", "leased-jobs"]));
  // Show reminders: one scan job for the cluster (its key), rescheduling itself every 5 minutes (ADR 074).
  await app.services.push.startReminders();
  app.addHook("onClose", async () => {
    await scheduler.stop();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
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
  url = `http://localhost:${typeof address === "object" && address ? address.port : env.PORT}`;
  scheduler.start();
  console.log(`MATV is running at ${url}`);
}

(process.argv.includes(PREPARE_ONLY) ? prepareOnly() : main()).catch((error) => {
  if (error instanceof EnvError || error instanceof FolderInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
