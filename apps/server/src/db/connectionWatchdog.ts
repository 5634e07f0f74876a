import type pg from "pg";

/** What a query gets when the watchdog cuts its connection: callers answer 503 (see isDatabaseUnavailable). */
export const CONNECTION_CUT_MESSAGE = "Connection terminated: the database did not answer in time";

export interface ConnectionWatchdog {
  /** Cuts every connection checked out for longer than the limit (the interval calls it). */
  check(): void;
  stop(): void;
}

/**
 * Cuts a pooled connection that has been checked out for longer than `limitMs`: its query fails and
 * the caller answers 503, instead of waiting on a database that stopped answering without closing the
 * connection. One timer for the whole pool rather than pg's `query_timeout`, which arms a timer for
 * every query: with it each query's result lived past young-generation collections and was promoted
 * to the old one (about 40 KB per query in isolation), and the full collections that followed were
 * what pushed the uncached render's p99 over its budget (ADR 028). Slow queries on a live database are
 * PostgreSQL's to stop (`statement_timeout`); this only catches the connection that went silent.
 */
export function watchConnections(pool: pg.Pool, options: { limitMs: number; intervalMs?: number; now?: () => number }): ConnectionWatchdog {
  const { limitMs, intervalMs = 1_000, now = Date.now } = options;
  const checkedOutAt = new Map<pg.PoolClient, number>();
  pool.on("acquire", (client) => checkedOutAt.set(client, now()));
  pool.on("release", (_error, client) => checkedOutAt.delete(client));
  pool.on("remove", (client) => checkedOutAt.delete(client as pg.PoolClient));

  function check() {
    const deadline = now() - limitMs;
    for (const [client, at] of checkedOutAt) {
      if (at > deadline) continue;
      checkedOutAt.delete(client);
      // The query in flight fails with this error; the pool then drops the client.
      client.connection.stream.destroy(Object.assign(new Error(CONNECTION_CUT_MESSAGE), { code: "ETIMEDOUT" }));
    }
  }
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    check,
    stop() {
      clearInterval(timer);
      checkedOutAt.clear();
    },
  };
}
