import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Row count and a digest of every row of every table in the app's schema: equal fingerprints mean
 * nothing was written (hardening tests compare them before and after hostile requests).
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as {
    rows: Array<{ table_name: string }>;
  };
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name.replace(/"/g, '""')}" t`),
    )) as unknown as {
      rows: Array<{ n: number; digest: string }>;
    };
    const row = result.rows[0]!;
    out[name] = `${row.n}:${row.digest}`;
  }
  return out;
}

/** Every file below a folder, as sorted paths relative to it ("" prefix-free, "/" separated). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return out.sort();
}
