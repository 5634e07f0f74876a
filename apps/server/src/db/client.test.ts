import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, MIGRATIONS_FOLDER, openDatabase } from "./client.ts";

describe("isDatabaseUnavailable", () => {
  it("answers 503 to a database away or too slow, never to a bad query", () => {
    expect(isDatabaseUnavailable({ code: "57014", message: "canceling statement due to statement timeout" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("x", { cause: { code: "57P01" } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: "42601", message: "syntax error" })).toBe(false);
    expect(isDatabaseUnavailable({ code: "22P02", message: "invalid input syntax" })).toBe(false);
  });
});

// Once, on the PostgreSQL run: PostgreSQL itself stops a statement that runs too long (ADR 028).
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("the PostgreSQL pool", () => {
  it("opens its connections with a 10 s statement timeout", async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    try {
      const result = (await database.db.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ statement_timeout: "10s" }]);
    } finally {
      await database.close();
    }
  });

  it("a statement PostgreSQL cancelled for its timeout counts as the database being unavailable", async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, statement_timeout: 100 });
    await client.connect();
    try {
      const error = await client.query("select pg_sleep(2)").then(
        () => null,
        (e: unknown) => e,
      );
      expect((error as { code?: string }).code).toBe("57014");
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await client.end();
    }
  });
});

// Instances booting together on an empty database (ADR 052): without the advisory lock, two of three
// failed with a duplicate key in pg_type.
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("migrations under the start-up lock", () => {
  it("three migrate() calls at once on a fresh database all succeed and apply each migration once", async () => {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `matv_lock_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      const applied = (await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe("the embedded database on disk", () => {
  it("creates a new folder (in a child process), keeps the data across a reopen, and holds the folder lock while open", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "matv-pglite-")), "pglite");
    const first = await openDatabase({ pgliteDir: dir });
    try {
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
      await first.db.execute(sql`create table kept (n int)`);
      await first.db.execute(sql`insert into kept values (7)`);
      const settings = (await first.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(settings.rows).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir });
    try {
      const result = (await again.db.execute(sql`select n from kept`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 180_000); // initdb in a child process: 5-10 s on a quiet machine, over 60 s at load 25 beside two other test workers
});
