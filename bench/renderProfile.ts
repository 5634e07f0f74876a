/**
 * Uncached page renders (PAGE_CACHE_SECONDS=0): requests per second and server CPU per request for home, an article and
 * /world, as production runs (plain `node` on the bundle, LOG_LEVEL=info, its log written to a pipe the bench reads
 * and drops), and optionally a CPU profile of the same load (ADR 071).
 *
 *   npm run bench:render -w @matv/bench
 *
 * BENCH_BEFORE_BUNDLE=/path/to/apps/server/dist/main.js adds an older build of the server (same web build, same data)
 * measured in the same rounds, interleaved: the before/after of a change in one run; BENCH_BEFORE_WEB_BUILD=/path/to/apps/web/build
 * gives that server an older web build too (the page render is mostly the web build's: without it, a "before" renders
 * with today's pages); BENCH_BEFORE_NODE_ARGS (node's
 * arguments, space-separated, e.g. `apps/server/dist/main.js` for the bundle without the start command's V8 flags)
 * does the same for another command line. BENCH_CPU_PROF=1 writes a
 * `--cpu-prof` profile per server into bench/results/tmp and prints the functions with the most self time and the
 * share per package. Env: BENCH_SECONDS (per target per round, default 8), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3941).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureServerBuild, SERVER_ENV, SERVER_NODE_ARGS, SERVER_NODE_FLAGS } from "../scripts/serverCommand.mjs";
import { autocannon } from "./lib/loadGenerator.ts";
import { processCpuMs, ROOT } from "./lib/servers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const BEFORE_BUNDLE = process.env.BENCH_BEFORE_BUNDLE;
/** The "before" server's node arguments: an older bundle with today's flags, or BENCH_BEFORE_NODE_ARGS as given. */
const BEFORE_ARGS = process.env.BENCH_BEFORE_NODE_ARGS?.split(" ").filter(Boolean) ?? (BEFORE_BUNDLE ? [...SERVER_NODE_FLAGS, BEFORE_BUNDLE] : undefined);
const WEB_BUILD = path.join(ROOT, "apps/web/build");
const BEFORE_WEB_BUILD = process.env.BENCH_BEFORE_WEB_BUILD ?? WEB_BUILD;
const PROFILE = process.env.BENCH_CPU_PROF === "1";
const TMP = path.join(ROOT, "bench/results/tmp");

interface Server {
  name: string;
  base: string;
  pid: number;
  logBytes: () => number;
  stop(): Promise<void>;
  profileDir: string;
}

/** Starts one server build on its own seeded PGlite folder, pinned to core 0, and waits for its health check. */
async function startServer(name: string, serverArgs: readonly string[], port: number, webBuild: string): Promise<Server> {
  const dataDir = path.join(TMP, `render-${name}`);
  const profileDir = path.join(TMP, `profile-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const nodeArgs = [...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...serverArgs];
  const child = spawn("taskset", ["-c", "0", process.execPath, ...nodeArgs], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PAGE_CACHE_SECONDS: "0",
      WEB_BUILD_DIR: webBuild,
    },
  });
  let logBytes = 0;
  child.stdout!.on("data", (chunk: Buffer) => (logBytes += chunk.length));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited before answering`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${name} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  // taskset's child is node: the pid whose CPU is read.
  const pid =
    Number(
      spawnSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" })
        .stdout.trim()
        .split("\n")[0],
    ) || child.pid!;
  return {
    name,
    base,
    pid,
    logBytes: () => logBytes,
    profileDir,
    async stop() {
      process.kill(pid, "SIGTERM");
      await exited;
    },
  };
}

interface Row {
  reqPerSec: number;
  cpuUsPerReq: number;
  logBytesPerReq: number;
  non2xx: number;
}

async function measure(server: Server, url: string): Promise<Row> {
  const cpuBefore = processCpuMs(server.pid);
  const logBefore = server.logBytes();
  const result = await autocannon({ url: `${server.base}${url}`, connections: CONNECTIONS, duration: SECONDS });
  const requests = Math.max(1, result.requests.total);
  return {
    reqPerSec: Math.round(result.requests.average),
    cpuUsPerReq: Math.round(((processCpuMs(server.pid) - cpuBefore) * 1000) / requests),
    logBytesPerReq: Math.round((server.logBytes() - logBefore) / requests),
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Self time per function and per package from the `--cpu-prof` files of one server. */
function summariseProfile(dir: string): void {
  const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  if (!files.length) return console.log(`  (no profile in ${dir})`);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { nodes: ProfileNode[] };
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      if (!hits) continue;
      total += hits;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url.replace(/^file:\/\//, "").replace(ROOT + "/", "");
      const fn = `${functionName || "(anonymous)"} ${where ? `${where}:${lineNumber + 1}` : ""}`.trim();
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
      const pkg =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
        (where.includes("apps/server/dist")
          ? "server bundle"
          : where.includes("apps/web/build")
            ? "web build"
            : where
              ? "node internals"
              : functionName || "(program)");
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
    }
  }
  const pct = (n: number) => `${((n / Math.max(1, total)) * 100).toFixed(1)}%`;
  console.log("  self time by package:");
  for (const [pkg, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${pct(hits).padStart(6)}  ${pkg}`);
  console.log("  self time by function (top 25):");
  for (const [fn, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${pct(hits).padStart(6)}  ${fn}`);
}

spawnSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
ensureServerBuild();
rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });
const servers: Server[] = [];
try {
  servers.push(await startServer("after", SERVER_NODE_ARGS, PORT, WEB_BUILD));
  if (BEFORE_ARGS) servers.push(await startServer("before", BEFORE_ARGS, PORT + 1, BEFORE_WEB_BUILD));
  // Each server seeded its own data (other ids): each reads its own first World story.
  const articleUrl = new Map<Server, string>();
  for (const server of servers) {
    const article = (await (await fetch(`${server.base}/api/home-contents/published/pages/world?limit=1`)).json()).data[0];
    articleUrl.set(server, `/articles/${article.slug}`);
  }
  const targets = [
    { name: "home", url: () => "/" },
    { name: "article", url: (server: Server) => articleUrl.get(server)! },
    { name: "world", url: () => "/world" },
  ];
  for (const server of servers)
    for (const target of targets) await autocannon({ url: `${server.base}${target.url(server)}`, connections: CONNECTIONS, duration: 2 });
  const rows = new Map<string, Row[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      // Before and after one right after the other, the order turning each round.
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const server of order) {
        const key = `${target.name} ${server.name}`;
        rows.set(key, [...(rows.get(key) ?? []), await measure(server, target.url(server))]);
        process.stderr.write(".");
      }
    }
  }
  process.stderr.write("\n");
  console.log(`\nUncached renders (PAGE_CACHE_SECONDS=0, LOG_LEVEL=info), ${SECONDS}s x ${ROUNDS} rounds (median), ${CONNECTIONS} connections, PGlite`);
  console.log("target".padEnd(18), "req/s".padStart(7), "CPU us/req".padStart(11), "log B/req".padStart(10), "non-2xx".padStart(8));
  for (const [key, list] of rows) {
    const row = {
      reqPerSec: median(list.map((r) => r.reqPerSec)),
      cpu: median(list.map((r) => r.cpuUsPerReq)),
      log: median(list.map((r) => r.logBytesPerReq)),
    };
    console.log(
      key.padEnd(18),
      String(row.reqPerSec).padStart(7),
      String(row.cpu).padStart(11),
      String(row.log).padStart(10),
      String(list.reduce((s, r) => s + r.non2xx, 0)).padStart(8),
    );
  }
} finally {
  for (const server of servers) await server.stop();
}
if (PROFILE) {
  for (const server of servers) {
    console.log(`\nCPU profile, ${server.name} (all targets together):`);
    summariseProfile(server.profileDir);
  }
}
