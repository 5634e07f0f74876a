import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { parseEnv } from "../infra/env.ts";
import { pgliteTemplate, postgresTemplate } from "./databaseTemplate.ts";
import { checkResponseContracts } from "./responseContracts.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server at TEST_DATABASE_URL when TEST_DB_DRIVER=postgres. Both are copies of
 * one migrated template (testing/databaseTemplate.ts, ADR 071) rather than migrated again per file.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_DRIVER !== "postgres") {
    return openDatabase({ pgliteDir: "memory://", pgliteTemplate: await pgliteTemplate() });
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const template = await postgresTemplate(baseUrl);
  const name = `matv_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The API app in process (no web build), on a fresh database and data folder; every JSON answer is checked against its route's declared schema. */
export async function createTestApp(envOverrides: Record<string, string> = {}, options: { apiFastPath?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-test-"));
  const database = await openTestDatabase();
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "error", ...envOverrides });
  const app = await buildApp({ env, database, logger: process.env.DEBUG_LOG === "1", apiFastPath: options.apiFastPath, beforeRoutes: checkResponseContracts });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
