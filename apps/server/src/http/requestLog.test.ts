import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../testing/testApp.ts";
import { WEB_BUILD_DIR } from "../web/plugin.ts";
import { parseEnv } from "../infra/env.ts";

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;
const DEBUG = 20;
let database: Database;
const dataDirs: string[] = [];
const apps: FastifyInstance[] = [];

const built = existsSync(path.join(WEB_BUILD_DIR, "server/index.js"));

async function appLogging(level: "info" | "debug", web?: "production") {
  const lines: LogLine[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-log-"));
  dataDirs.push(dataDir);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: level }),
    database,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    web,
  });
  await app.ready();
  apps.push(app);
  return { app, lines, requestLines: () => lines.filter((l) => l.req) };
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("request log", () => {
  it("writes one info line per request, once answered, with method, path, status and time", async () => {
    const { app, requestLines } = await appLogging("info");
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "not an address" } });
    const lines = requestLines();
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => [l.level, l.msg, l.req!.method, l.req!.url, l.res!.statusCode])).toEqual([
      [INFO, "request completed", "GET", "/api/health", 200],
      [INFO, "request completed", "POST", "/api/newsletter", 400],
    ]);
    expect(lines.every((l) => typeof l.responseTime === "number")).toBe(true);
  });

  it("writes no info line for an answer the API fast path replays, and a debug line when asked for", async () => {
    const quiet = await appLogging("info");
    const first = await quiet.app.inject({ method: "GET", url: "/api/news/trending" });
    expect(first.statusCode).toBe(200);
    const before = quiet.app.apiFastPath!.hits;
    const replayed = await quiet.app.inject({ method: "GET", url: "/api/news/trending" });
    expect(replayed.body).toBe(first.body);
    expect(quiet.app.apiFastPath!.hits).toBe(before + 1);
    expect(quiet.requestLines().map((l) => l.req!.url)).toEqual(["/api/news/trending"]);

    const verbose = await appLogging("debug");
    await verbose.app.inject({ method: "GET", url: "/api/news/trending" });
    await verbose.app.inject({ method: "GET", url: "/api/news/trending" });
    expect(verbose.requestLines().map((l) => l.level)).toEqual([INFO, DEBUG]);
  });

  // The web build (npm run build -w @matv/web) serves the pages.
  it.skipIf(!built)("writes no info line for a page served from the page cache", async () => {
    const { app, requestLines } = await appLogging("info", "production");
    const first = await app.inject({ url: "/about" });
    const second = await app.inject({ url: "/about" });
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    expect(requestLines().map((l) => [l.req!.url, l.res!.statusCode])).toEqual([["/about", 200]]);
  });
});
