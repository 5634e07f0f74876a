/**
 * HTTP benchmark: our server on PostgreSQL with the demo data, and in the same run a plain node:http
 * server answering fixed bodies of the same size. Server pinned to core 0, load generator on core 1.
 *
 *   npm run bench -w @matv/bench          (needs TEST_DATABASE_URL or BENCH_DATABASE_URL, else PGlite)
 */
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { freshPostgresDatabase, processCpuMs, ROOT, startPlainServerProcess } from "./lib/servers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Rounds over every target, interleaved; each row is the median round (steadier on a busy machine). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const SITE_PORT = 3901;
const PLAIN_PORT = 3902;

interface Row {
  target: string;
  url: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  bytes: number;
  /** Server CPU time per answered request (user + system), µs: steady even when other work shares the machine. */
  cpuUsPerReq: number;
}

async function measure(target: string, url: string, serverPid: number, warmUp = true): Promise<Row> {
  // Warm-up fills caches and JIT before the measured run.
  if (warmUp) await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = processCpuMs(serverPid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const cpuMs = processCpuMs(serverPid) - cpuBefore;
  return {
    target,
    url: new URL(url).pathname + new URL(url).search,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    cpuUsPerReq: Math.round((cpuMs * 1000) / Math.max(1, result.requests.total)),
  };
}

async function main() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const dataDir = path.join(ROOT, "bench/results/tmp/data");
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (baseUrl) env.DATABASE_URL = await freshPostgresDatabase(baseUrl, "matv_bench");
  const site = await startSiteServer({ port: SITE_PORT, env, core: 0 });
  const base = `http://127.0.0.1:${SITE_PORT}`;
  try {
    const listing = await (await fetch(`${base}/api/home-contents/published/pages/world?limit=1`)).json();
    const article = listing.data[0];
    const articleHtml = await (await fetch(`${base}/articles/${article.slug}`)).text();
    const topStories = await (await fetch(`${base}/api/home-contents/published/pages/top-stories`)).text();
    // The baseline runs as its own process on the server's core, so both are measured alike.
    const plain = await startPlainServerProcess(PLAIN_PORT, { json: topStories, html: articleHtml }, 0);

    const targets: Array<[string, string]> = [
      ["plain node:http, JSON of the same size", `http://127.0.0.1:${PLAIN_PORT}/json`],
      ["plain node:http, HTML of the article's size", `http://127.0.0.1:${PLAIN_PORT}/html`],
      ["API: top stories", `${base}/api/home-contents/published/pages/top-stories`],
      ["API: one article", `${base}/api/home-contents/published/${article._id}`],
      ["API: news list (page 1, 10)", `${base}/api/news?page=1&limit=10`],
      ["API: news search (q=cricket)", `${base}/api/news/search?q=cricket`],
      ["API: news search (Hindi, q=चुनाव)", `${base}/api/news/search?q=${encodeURIComponent("चुनाव")}`],
      ["page: home", `${base}/`],
      ["page: category (world)", `${base}/world`],
      ["page: article", `${base}/articles/${article.slug}`],
    ];
    const rounds: Row[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [name, url]] of targets.entries()) {
        rounds[i]!.push(await measure(name, url, url.includes(`:${PLAIN_PORT}/`) ? plain.pid! : site.process.pid!, round === 0));
        process.stderr.write(".");
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const rows: Row[] = rounds.map((runs) => ({
      ...runs[0]!,
      reqPerSec: median(runs.map((r) => r.reqPerSec)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      cpuUsPerReq: median(runs.map((r) => r.cpuUsPerReq)),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    }));
    plain.kill();
    process.stderr.write("\n");

    const plainJson = rows[0]!;
    const plainHtml = rows[1]!;
    console.log(`\nHTTP benchmark: ${SECONDS}s per target, ${CONNECTIONS} connections, ${ROUNDS} round(s) (median), database ${baseUrl ? "PostgreSQL" : "PGlite"}`);
    console.log(
      "target".padEnd(46),
      "req/s".padStart(8),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "vs plain".padStart(9),
      "CPU µs/req".padStart(11),
      "CPU vs plain".padStart(13),
      "non-2xx".padStart(8),
    );
    for (const r of rows) {
      // Page rows compare with the plain HTML answer, API rows with the plain JSON answer.
      const baseline = r.target.startsWith("page") ? plainHtml : plainJson;
      console.log(
        r.target.padEnd(46),
        String(r.reqPerSec).padStart(8),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        `${Math.round((r.reqPerSec / baseline.reqPerSec) * 100)}%`.padStart(9),
        String(r.cpuUsPerReq).padStart(11),
        `${Math.round((baseline.cpuUsPerReq / Math.max(1, r.cpuUsPerReq)) * 100)}%`.padStart(13),
        String(r.non2xx).padStart(8),
      );
    }
    mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(
      path.join(ROOT, "bench/results/http-latest.json"),
      JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS, database: baseUrl ? "postgres" : "pglite", rows }, null, 2),
    );
  } finally {
    site.process.kill("SIGTERM");
  }
}

await main();
