import path from "node:path";
import { openDatabase } from "../db/client.ts";
import { EnvError, parseEnv } from "../infra/env.ts";

/** npm run db:migrate: applies pending migrations and exits (operators who migrate before rolling out). */
try {
  const env = parseEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pglite") });
  await database.migrate();
  await database.close();
  console.log(`Migrations applied to the ${database.kind === "pglite" ? `embedded database at ${env.dataDir}` : "PostgreSQL database"}.`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
