import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/seed.ts";
import { startBriefingSchedule } from "./services/newsletter.ts";
import path from "node:path";
import { EnvError, parseEnv } from "./lib/env.ts";

/** Starts the whole site: env, database and migrations, demo seed on an empty database, then listen. */
async function main() {
  const env = parseEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pglite") });
  await database.migrate();
  const seed = await seedDemoContent(database, { dataDir: env.dataDir, adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD });

  const app = await buildApp({ env, database, web: env.NODE_ENV === "development" ? "development" : "production" });
  // The durable job worker (scheduled publishing, ADR 046) polls until the app closes, then the database closes.
  app.services.jobs.start();
  app.addHook("onClose", async () => {
    await app.services.jobs.stop();
    await database.close();
  });

  let closing = false;
  let stopBriefings = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopBriefings();
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    // Requests in flight complete; new ones get 503 (return503OnClosing) until the socket closes.
    app.close().then(
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
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
