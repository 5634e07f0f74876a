import type { TestProject } from "vitest/node";
import { pgliteTemplate, postgresTemplate } from "./databaseTemplate.ts";

/** Makes the migrated template once, before the test workers start, so they do not race to make it (ADR 071). */
export async function setup(project: TestProject): Promise<void> {
  if (project.config.env?.TEST_DB_DRIVER === "postgres") {
    if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL);
    return;
  }
  await pgliteTemplate();
}
