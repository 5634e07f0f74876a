/**
 * Memory benchmark: peak resident memory (VmHWM) of the server process over the HTTP bench's load: the
 * cached rounds (API answers and pages, as bench/http.ts measures them) on one server, then the uncached
 * article render at a constant 200 req/s on a server with the page cache off (the same data), as
 * bench/http.ts runs them. Budgets (ADR 034): 250 MB on PostgreSQL, 400 MB on the embedded PGlite.
 *
 *   npm run bench:memory -w @matv/bench            (PGlite; TEST_DATABASE_URL or BENCH_DATABASE_URL: PostgreSQL)
 *
 * BENCH_MEMORY_BEFORE_NODE_ARGS (node's arguments, space-separated, e.g. `apps/server/dist/main.js`: the bundle
 * without the start command's V8 flags, ADR 086) measures that command line too, in the same run.
 * BENCH_MEMORY_BASELINE=1 measures, in the same run, the command production used before ADR 034 (tsx on the
 * TypeScript sources with --initial-old-space-size=256). BENCH_MEMORY_SECONDS: seconds per cached target
 * (default 3); BENCH_RENDER_SECONDS: seconds of the constant-rate render after a 10 s warm-up (default 30);
 * BENCH_PORT (default 3921); BENCH_DB_NAME: the PostgreSQL database's name prefix (default matv_memory).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { type SiteServer, startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../scripts/serverCommand.mjs";
import { constantRateInFreshProcess } from "./lib/constantRate.ts";
import { autocannon } from "./lib/loadGenerator.ts";
import { freshPostgresDatabase, ROOT } from "./lib/servers.ts";

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 3);
const RENDER_RATE = 200;
const RENDER_WARM_UP_SECONDS = 10;
const RENDER_SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3921);
const BUDGET_MB = { PostgreSQL: 250, PGlite: 400 };
const BASELINE_ARGS = ["--initial-old-space-size=256", "--import", "tsx", "apps/server/src/main.ts"];

/** Peak and current resident memory of a process, MB (Linux /proc). */
function residentMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { peak: Math.round(kb("VmHWM") / 1024), now: Math.round(kb("VmRSS") / 1024) };
}

async function stop(server: SiteServer): Promise<void> {
  server.process.kill("SIGTERM");
  await server.exited;
}

interface Run {
  command: string;
  cachedPeak: number;
  renderPeak: number;
  renderP99: number;
}

/** Both phases for one command line; each server's VmHWM is read just before it stops. */
async function measure(command: string, nodeArgs: readonly string[] | undefined, env: Record<string, string>, port: number): Promise<Run> {
  const site = await startSiteServer({ port, env, core: 0, nodeArgs });
  const b = site.base;
  const article = (await (await fetch(`${b}/api/home-contents/published/pages/world?limit=1`)).json()).data[0];
  const targets: Array<{ path: string; headers?: Record<string, string> }> = [
    { path: "/api/home-contents/published/pages/top-stories" },
    { path: `/api/home-contents/published/${article._id}` },
    { path: "/api/news?page=1&limit=10" },
    { path: "/api/news/search?q=cricket" },
    { path: `/api/news/search?q=${encodeURIComponent("चुनाव")}` },
    { path: "/api/news?page=6&limit=10" },
    { path: "/" },
    { path: "/world" },
    { path: `/articles/${article.slug}` },
    { path: "/", headers: { "accept-encoding": "br" } },
    { path: "/world", headers: { "accept-encoding": "br" } },
    { path: `/articles/${article.slug}`, headers: { "accept-encoding": "br" } },
  ];
  for (const t of targets) {
    await autocannon({ url: `${b}${t.path}`, connections: 20, duration: SECONDS, headers: t.headers });
    process.stderr.write(".");
  }
  const cachedPeak = residentMb(site.process.pid!).peak;
  await stop(site);

  const render = await startSiteServer({ port, env: { ...env, PAGE_CACHE_SECONDS: "0" }, core: 0, nodeArgs });
  const url = `${render.base}/articles/${article.slug}`;
  await constantRateInFreshProcess(url, { rate: RENDER_RATE, seconds: RENDER_WARM_UP_SECONDS });
  const result = await constantRateInFreshProcess(url, { rate: RENDER_RATE, seconds: RENDER_SECONDS });
  const renderPeak = residentMb(render.process.pid!).peak;
  await stop(render);
  process.stderr.write("\n");
  return { command, cachedPeak, renderPeak, renderP99: result.p99 };
}

async function main() {
  // The load generator (this process) on core 1, the servers on core 0, as in bench/http.ts.
  spawnSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const database = baseUrl ? "PostgreSQL" : "PGlite";
  const commands: Array<[string, readonly string[] | undefined]> = [[`node ${SERVER_NODE_ARGS.join(" ")} (built)`, undefined]];
  // The same bundle with other node arguments (e.g. `apps/server/dist/main.js`: without the start command's V8 flags).
  const before = process.env.BENCH_MEMORY_BEFORE_NODE_ARGS?.split(" ").filter(Boolean);
  if (before) commands.push([`node ${before.join(" ")} (before)`, before]);
  if (process.env.BENCH_MEMORY_BASELINE) commands.push([`node ${BASELINE_ARGS.join(" ")} (before ADR 034)`, BASELINE_ARGS]);
  const runs: Run[] = [];
  for (const [i, [command, nodeArgs]] of commands.entries()) {
    // A fresh database for each command: the seed itself is part of a first start's memory.
    const dataDir = path.join(ROOT, `bench/results/tmp/data-memory-${PORT + i}`);
    rmSync(dataDir, { recursive: true, force: true });
    // The start command's malloc settings for every command but the one before ADR 034 (which had none).
    const env: Record<string, string> = { ...(nodeArgs === BASELINE_ARGS ? {} : SERVER_ENV), DATA_DIR: dataDir };
    if (baseUrl) env.DATABASE_URL = await freshPostgresDatabase(baseUrl, `${process.env.BENCH_DB_NAME ?? "matv_memory"}_${i}`);
    const run = await measure(command, nodeArgs, env, PORT + i);
    runs.push(run);
    process.stderr.write(`${command}: cached rounds ${run.cachedPeak} MB, render ${run.renderPeak} MB\n`);
  }
  const budget = BUDGET_MB[database];
  console.log(`\nMemory benchmark, database ${database}: peak RSS (VmHWM) per server process, budget ${budget} MB`);
  console.log("command".padEnd(72), "cached rounds MB".padStart(17), "200 req/s render MB".padStart(20), "render p99 ms".padStart(14));
  for (const r of runs) {
    console.log(r.command.padEnd(72), String(r.cachedPeak).padStart(17), String(r.renderPeak).padStart(20), String(r.renderP99).padStart(14));
  }
  const built = runs[0]!;
  const peak = Math.max(built.cachedPeak, built.renderPeak);
  console.log(`built server peak ${peak} MB: ${peak <= budget ? "within" : "OVER"} the ${budget} MB budget`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
