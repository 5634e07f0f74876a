import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ["apps/server/src/**/*.test.ts"],
    environment: "node",
    env,
    // PGlite takes ~2 s to start: one per file, files run in parallel on the two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

// One Vitest run, three projects: pure rules, the API in process, and browser-free React units.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"], environment: "node" } },
      serverProject("server", { TEST_DB_DRIVER: "pglite" }),
      // The same API tests on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-pg", { TEST_DB_DRIVER: "postgres" })] : []),
      {
        test: {
          name: "web",
          include: ["apps/web/app/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // Components render with the English catalogue when a test gives no page texts (ADR 076).
          setupFiles: ["apps/web/app/i18n/testSetup.ts"],
        },
        esbuild: { jsx: "automatic" },
      },
    ],
  },
});
