import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ["apps/server/src/**/*.test.ts"],
    environment: "node",
    env,
    // Each file's database is a copy of one migrated template, made here before the workers start (ADR 071).
    globalSetup: ["apps/server/src/testing/globalSetup.ts"],
    testTimeout: 30_000,
    // A beforeAll that seeds the whole demo (images, password hashes) passed 60 s on a machine at load 25.
    hookTimeout: 120_000,
    pool: "forks",
  },
});

// One Vitest run, three projects: pure rules, the API in process, and browser-free React units.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on this two-core machine, every file after
    // the other. Files spend part of their time waiting (timers, sockets, child processes), so three workers keep
    // both cores busy (ADR 071); VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      // 30 s as for the API: the property-based rules take 1-2 s alone and 7-8 s on a machine whose other work shares its cores.
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      // The repository's own checks (scripts/*.mjs), run on small trees.
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node", testTimeout: 30_000 } },
      serverProject("server", { TEST_DB_DRIVER: "pglite" }),
      // The same API tests on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-pg", { TEST_DB_DRIVER: "postgres" })] : []),
      {
        test: {
          name: "web",
          include: ["apps/web/app/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // Components render with the English catalogue when a test gives no page texts (ADR 076).
          setupFiles: ["apps/web/app/i18n/testSetup.ts", "apps/web/app/lib/analyticsBeacon.testSetup.ts"],
          testTimeout: 30_000,
        },
        esbuild: { jsx: "automatic" },
      },
    ],
  },
});
