import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A fresh PostgreSQL database for the benchmark (dropped and created again each run). */
export async function freshPostgresDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The baseline: plain node:http answering fixed bodies, as fast as Node can answer at all, in its own
 * process pinned to `core`, so its CPU time per request can be read.
 */
export async function startPlainServerProcess(port: number, bodies: { json: string; html: string; list: string }, core: number): Promise<ChildProcess> {
  const dir = path.join(ROOT, "bench/results/tmp");
  mkdirSync(dir, { recursive: true });
  const jsonFile = path.join(dir, "plain.json");
  const htmlFile = path.join(dir, "plain.html");
  const listFile = path.join(dir, "plain-list.json");
  writeFileSync(jsonFile, bodies.json);
  writeFileSync(htmlFile, bodies.html);
  writeFileSync(listFile, bodies.list);
  const child = spawn(
    "taskset",
    ["-c", String(core), process.execPath, path.join(ROOT, "bench/lib/plainServer.mjs"), String(port), jsonFile, htmlFile, listFile],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`plain server exited with ${code}`)));
  });
  return child;
}

/** User + system CPU time of a process so far, in milliseconds (Linux /proc; clock ticks are 10 ms). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
