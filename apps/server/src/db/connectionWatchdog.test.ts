import { EventEmitter } from "node:events";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "./client.ts";
import { CONNECTION_CUT_MESSAGE, watchConnections } from "./connectionWatchdog.ts";

function fakeClient() {
  return { connection: { stream: { destroy: vi.fn() } } };
}

describe("watchConnections", () => {
  it("cuts a connection checked out past the limit, with an error callers answer 503 to", () => {
    let now = 0;
    const pool = new EventEmitter();
    const watchdog = watchConnections(pool as unknown as pg.Pool, { limitMs: 15_000, now: () => now });
    const client = fakeClient();
    pool.emit("acquire", client);
    now = 14_999;
    watchdog.check();
    expect(client.connection.stream.destroy).not.toHaveBeenCalled();
    now = 15_000;
    watchdog.check();
    expect(client.connection.stream.destroy).toHaveBeenCalledTimes(1);
    const error = client.connection.stream.destroy.mock.calls[0]![0] as Error & { code: string };
    expect(error.message).toBe(CONNECTION_CUT_MESSAGE);
    expect(error.code).toBe("ETIMEDOUT");
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Cut once: the pool drops the client after its query fails.
    now = 40_000;
    watchdog.check();
    expect(client.connection.stream.destroy).toHaveBeenCalledTimes(1);
    watchdog.stop();
  });

  it("leaves released and removed connections alone, and times each checkout from its own start", () => {
    let now = 0;
    const pool = new EventEmitter();
    const watchdog = watchConnections(pool as unknown as pg.Pool, { limitMs: 1_000, now: () => now });
    const released = fakeClient();
    const removed = fakeClient();
    const reused = fakeClient();
    for (const client of [released, removed, reused]) pool.emit("acquire", client);
    now = 500;
    pool.emit("release", undefined, released);
    pool.emit("remove", removed);
    pool.emit("release", undefined, reused);
    pool.emit("acquire", reused);
    now = 1_400;
    watchdog.check();
    for (const client of [released, removed, reused]) expect(client.connection.stream.destroy).not.toHaveBeenCalled();
    now = 1_500;
    watchdog.check();
    expect(reused.connection.stream.destroy).toHaveBeenCalledTimes(1);
    watchdog.stop();
  });
});

// Once, on the PostgreSQL run: a real connection that stops answering (the server is busy in pg_sleep,
// standing in for a database that went silent) is cut, and the pool goes on serving.
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("watchConnections on PostgreSQL", () => {
  it("fails the silent query as unavailable within the limit and keeps the pool usable", async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    pool.on("error", () => {});
    const watchdog = watchConnections(pool, { limitMs: 300, intervalMs: 50 });
    try {
      const started = Date.now();
      const error = await pool.query("select pg_sleep(5)").then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
      const { rows } = await pool.query("select 1 as one");
      expect(rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBeLessThanOrEqual(1);
    } finally {
      watchdog.stop();
      await pool.end();
    }
  });
});
