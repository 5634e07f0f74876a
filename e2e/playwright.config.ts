import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { ensureServerBuild, SERVER_ENV, SERVER_NODE_ARGS } from "../scripts/serverCommand.mjs";
import { CHROMIUM_ARGS, E2E_ADMIN, E2E_ALERTS_PUSH_PORT, E2E_PUSH_PORT } from "./fixtures/constants.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, ".data-e2e");
// webServer runs the built server: bundle it first if its sources changed (a no-op check otherwise).
ensureServerBuild();

/** Browser tests in Debian's Chromium against the real server, on a fresh data folder. */
export default defineConfig({
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  // The specs share one seeded server. Readers' specs run first; the editors' specs change content, so
  // they run after them; hostile content (it replaces whole lists) runs last.
  projects: [
    // live-player points the channel stream at its own test stream, which live.spec also sets: it runs after it.
    { name: "site", testDir: "./specs", testIgnore: ["**/admin*.spec.ts", "**/live-player.spec.ts", "**/distribution-links.spec.ts"] },
    { name: "editors", testDir: "./specs", testMatch: ["**/admin*.spec.ts", "**/live-player.spec.ts"], dependencies: ["site"] },
    // Crawls every sitemap and feed once the editors' specs have added their stories, blogs and deep dives.
    { name: "links", testDir: "./specs", testMatch: ["**/distribution-links.spec.ts"], dependencies: ["editors"] },
    { name: "hostile", testDir: "./hostile", dependencies: ["links"] },
  ],
  webServer: {
    command: ["node", ...SERVER_NODE_ARGS].join(" "),
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      ...SERVER_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The suite signs in dozens of staff accounts from one loopback address within minutes.
      LOGIN_ADDRESS_LIMIT: "1000",
      // ...and the e2e admin account itself many times (each worker, and again after a test revokes its tokens).
      LOGIN_ACCOUNT_LIMIT: "1000",
      // Alerts go only to the push specs' fake push services on loopback (ADR 074).
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${E2E_PUSH_PORT},http://127.0.0.1:${E2E_ALERTS_PUSH_PORT}`,
      // ...and a few specs try wrong passwords on shared accounts on purpose.
      LOGIN_ACCOUNT_FAILURES: "1000",
    },
  },
});
