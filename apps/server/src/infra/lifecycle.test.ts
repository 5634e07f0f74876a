import { afterAll, describe, expect, it } from "vitest";
import { articles, staffUsers } from "../db/schema.ts";
import { createTestApp } from "../testing/testApp.ts";
import { parseEnv } from "./env.ts";
import { clusterWarnings, drainAndClose, prepareDatabase } from "./lifecycle.ts";

describe("drain on SIGTERM", () => {
  it("reports not ready at once, keeps answering for the drain, then closes", async () => {
    const t = await createTestApp();
    try {
      const closed = drainAndClose(t.app, t.app.readiness, 0.5);
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(503);
      expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      let done = false;
      void closed.then(() => (done = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(done).toBe(false);
      await closed;
      expect(done).toBe(true);
    } finally {
      await t.database.close();
    }
  });
});

describe("start-up", () => {
  const apps: Array<Awaited<ReturnType<typeof createTestApp>>> = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it("SEED_DEMO=false seeds no demo content but still makes the first staff account from ADMIN_EMAIL", async () => {
    const t = await createTestApp();
    apps.push(t);
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, SEED_DEMO: "false", ADMIN_EMAIL: "chief@matv.test", ADMIN_PASSWORD: "a long password" });
    const result = await prepareDatabase(t.database, env, t.app.services.storage);
    expect(result.seeded).toBe(false);
    expect(result.staff).toMatchObject({ email: "chief@matv.test", generated: false });
    expect(await t.database.db.select().from(articles)).toHaveLength(0);
    expect((await t.database.db.select().from(staffUsers)).map((u) => u.email)).toEqual(["chief@matv.test"]);
    // A second boot changes nothing.
    expect((await prepareDatabase(t.database, env, t.app.services.storage)).staff).toBeUndefined();
  });

  it("warns when a PostgreSQL deployment lacks what several instances need", () => {
    expect(clusterWarnings(parseEnv({}))).toEqual([]);
    const warnings = clusterWarnings(parseEnv({ DATABASE_URL: "postgres://db/matv" }));
    expect(warnings.join("\n")).toMatch(/REDIS_URL/);
    expect(warnings.join("\n")).toMatch(/JWT_SECRET/);
    expect(warnings.join("\n")).toMatch(/VAPID_PUBLIC_KEY/);
    const vapid = { VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`, VAPID_PRIVATE_KEY: "A".repeat(43) };
    expect(
      clusterWarnings(parseEnv({ DATABASE_URL: "postgres://db/matv", REDIS_URL: "redis://r", JWT_SECRET: "x".repeat(32), S3_BUCKET: "b", ...vapid })),
    ).toEqual([]);
  });
});
