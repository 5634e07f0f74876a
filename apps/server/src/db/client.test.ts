import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, openDatabase } from "./client.ts";

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
