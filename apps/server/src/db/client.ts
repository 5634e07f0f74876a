import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { SERVER_ROOT } from "../infra/paths.ts";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { watchConnections } from "./connectionWatchdog.ts";
import { lockDataFolder } from "./folderLock.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Applies pending migrations; on PostgreSQL under the start-up advisory lock, so instances booting together migrate once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock (PostgreSQL session advisory lock; PGlite has one
   * process, so none): migrations and the first seed happen on one instance at a time. Not re-entrant.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Connection pool figures for the metrics (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database's data folder as a tar (PGlite only): tests copy one migrated database (ADR 071). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, "drizzle");

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  /** An in-memory PGlite starts as a copy of this data folder (a `dumpDataDir` tar) instead of an empty one (tests, ADR 071). */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.pgliteDir ?? "memory://", options.pgliteTemplate);
}

/**
 * How the embedded database is opened, here and by tools reading a stopped server's folder. `template1` is the
 * database PGlite 0.3 used (and this site's data lives in); 0.4 defaults to `postgres`. Shared buffers: 16 MB,
 * where PGlite 0.3 forced 128 MB, most of its 180 MB of WebAssembly memory (ADR 066).
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  database: "template1",
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

/**
 * Creates a new PGlite folder (PostgreSQL's initdb) in a child process that exits when done: initdb peaks at
 * about 740 MB resident with PGlite 0.4, against 170 MB for opening an existing folder, and a process keeps its
 * peak. The server then opens the folder as on any later start.
 */
async function createPgliteFolder(dir: string): Promise<void> {
  const script = `const { PGlite } = await import(process.argv[1]); const db = await PGlite.create(process.argv[2], JSON.parse(process.argv[3])); await db.close();`;
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", script, import.meta.resolve("@electric-sql/pglite"), dir, JSON.stringify(PGLITE_OPTIONS)],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => child.on("error", reject).on("exit", resolve));
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dir} (exit ${code}): ${stderr.trim()}`);
}

async function openPglite(dir: string, template?: Blob): Promise<Database> {
  let release = () => {};
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true });
    release = lockDataFolder(dir);
  }
  let client: PGlite;
  try {
    if (!dir.startsWith("memory://") && !existsSync(path.join(dir, "PG_VERSION"))) await createPgliteFolder(dir);
    client = await PGlite.create(dir, template && dir.startsWith("memory://") ? { ...PGLITE_OPTIONS, loadDataDir: template } : PGLITE_OPTIONS);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    withStartupLock: (work) => work(),
    dumpDataDir: () => client.dumpDataDir("none"),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** pg_advisory_lock key of start-up work (migrations, first seed): any fixed 64-bit number unique to this app. */
export const STARTUP_LOCK_KEY = 4_242_020_261_124n;

/** PostgreSQL cancels a statement running longer than this. */
const STATEMENT_TIMEOUT_MS = 10_000;
/** A connection checked out this long without an answer is cut (the database stopped answering). */
const SILENT_CONNECTION_LIMIT_MS = 15_000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the database is away so callers get a 503 instead of a hung request.
    connectionTimeoutMillis: 2_000,
    // A slow query is stopped by PostgreSQL; a connection that went silent is cut by the watchdog
    // below (not pg's query_timeout: ADR 028).
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const watchdog = watchConnections(pool, { limitMs: SILENT_CONNECTION_LIMIT_MS });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  async function withStartupLock<T>(work: () => Promise<T>): Promise<T> {
    // A client of its own holds the session lock while the work runs on other pooled connections.
    // Waiting for the lock is not a slow statement: no statement_timeout on this session.
    const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await holder.connect();
    holder.on("error", () => {});
    try {
      await holder.query(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
      return await work();
    } finally {
      // Closing the session releases the lock even when unlock fails.
      await holder.query(`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`).catch(() => {});
      await holder.end().catch(() => {});
    }
  }
  return {
    db,
    kind: "postgres",
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await withStartupLock(() => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
    },
    withStartupLock,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      watchdog.stop();
      if (pool.ended) return;
      await pool.end();
    },
  };
}

/** Errors that mean "the database is not reachable right now" rather than "bad query". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  // 57014: a statement PostgreSQL cancelled (statement_timeout), an answer that did not come in time.
  const codes = ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57014", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"];
  if (e.code && codes.includes(e.code)) return true;
  if (e.message && /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(e.message)) return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/**
 * PostgreSQL "data exception" errors (class 22: a NUL byte, an out-of-range number, a malformed
 * date...) come from input the routes let through; they are the client's fault, never a 500.
 */
export function isDataException(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return e.cause ? isDataException(e.cause) : false;
}
