import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_OPTIONS } from "../db/client.ts";

/**
 * Test databases are copies of one migrated database, made once per set of migrations (ADR 071): a PGlite
 * data folder dumped to a file in the system's temporary folder, and a template database on PostgreSQL.
 * Creating a PGlite database (its initdb) and migrating it took most of a test file's set-up; loading the
 * dump takes a fraction of that, and `CREATE DATABASE ... TEMPLATE` copies files instead of replaying SQL.
 * The name carries a fingerprint of the migrations, the PGlite version and its options, so a branch with other
 * migrations (or another engineer's run on this machine) gets its own copy and never a stale one.
 */

const TEMPLATE_PREFIX = "matv-test-pglite-";
/** Copies for other migration sets are removed once this old (other runs may still be using recent ones). */
const STALE_TEMPLATE_MS = 24 * 60 * 60_000;

let fingerprintMemo: string | undefined;
/** Hash of what the migrated database depends on: every migration file, the PGlite version and its options. */
export function migrationsFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const hash = createHash("sha256");
  const files = readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  for (const name of [...files, "meta/_journal.json"]) hash.update(name).update(readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  // The package does not export its package.json: found beside its entry point (dist/index.js).
  const pgliteManifest = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "../package.json");
  const pgliteVersion = (JSON.parse(readFileSync(pgliteManifest, "utf8")) as { version: string }).version;
  hash.update(pgliteVersion).update(JSON.stringify(PGLITE_OPTIONS));
  return (fingerprintMemo = hash.digest("hex").slice(0, 16));
}

let pgliteMemo: Promise<Blob> | undefined;
/** The migrated PGlite data folder as an uncompressed tar (PGlite's `loadDataDir` input), made on first use. */
export function pgliteTemplate(): Promise<Blob> {
  return (pgliteMemo ??= loadOrMakePgliteTemplate().catch((err: unknown) => {
    pgliteMemo = undefined;
    throw err;
  }));
}

async function loadOrMakePgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${migrationsFingerprint()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet on this machine for these migrations.
  }
  const database = await openDatabase({ pgliteDir: "memory://" });
  let dump: Blob;
  try {
    await database.migrate();
    dump = await database.dumpDataDir!();
  } finally {
    await database.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written whole under another name, then renamed: a worker reading it concurrently never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  removeStaleTemplates(file);
  return new Blob([bytes]);
}

function removeStaleTemplates(current: string): void {
  const dir = path.dirname(current);
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(TEMPLATE_PREFIX) || path.join(dir, name) === current) continue;
    try {
      if (Date.now() - statSync(path.join(dir, name)).mtimeMs > STALE_TEMPLATE_MS) rmSync(path.join(dir, name), { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/** pg_advisory_lock key for making the PostgreSQL template (any fixed number unique to this use). */
const TEMPLATE_LOCK_KEY = 4_242_020_261_071n;

/**
 * The name of a migrated template database on the PostgreSQL server at `baseUrl`, made on first use under an
 * advisory lock (test workers start together). It is migrated under a temporary name and renamed when complete,
 * so nobody copies a half-migrated template, and no session stays connected to it (a template must have none).
 */
export async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `matv_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query(`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`);
    try {
      if (await exists()) return name;
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query(`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`).catch(() => {});
    }
  } finally {
    await admin.end();
  }
}
