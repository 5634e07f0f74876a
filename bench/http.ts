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
import { freshPostgresDatabase, ROOT, startPlainServer } from "./lib/servers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
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
}

async function measure(target: string, url: string): Promise<Row> {
  // Warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    target,
    url: new URL(url).pathname + new URL(url).search,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
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
    const plain = await startPlainServer(PLAIN_PORT, { json: topStories, html: articleHtml });

    const targets: Array<[string, string]> = [
      ["plain node:http, JSON of the same size", `http://127.0.0.1:${PLAIN_PORT}/json`],
      ["plain node:http, HTML of the article's size", `http://127.0.0.1:${PLAIN_PORT}/html`],
      ["API: top stories", `${base}/api/home-contents/published/pages/top-stories`],
      ["API: one article", `${base}/api/home-contents/published/${article._id}`],
      ["page: home", `${base}/`],
      ["page: category (world)", `${base}/world`],
      ["page: article", `${base}/articles/${article.slug}`],
    ];
    const rows: Row[] = [];
    for (const [name, url] of targets) {
      rows.push(await measure(name, url));
      process.stderr.write(".");
    }
    plain.close();
    process.stderr.write("\n");

    const plainJson = rows[0]!.reqPerSec;
    const plainHtml = rows[1]!.reqPerSec;
    console.log(`\nHTTP benchmark: ${SECONDS}s per target, ${CONNECTIONS} connections, database ${baseUrl ? "PostgreSQL" : "PGlite"}`);
    console.log("target".padEnd(46), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "vs plain".padStart(9), "non-2xx".padStart(8));
    for (const r of rows) {
      const baseline = r.target.startsWith("page") ? plainHtml : plainJson;
      console.log(r.target.padEnd(46), String(r.reqPerSec).padStart(8), String(r.p50).padStart(8), String(r.p99).padStart(8), `${Math.round((r.reqPerSec / baseline) * 100)}%`.padStart(9), String(r.non2xx).padStart(8));
    }
    mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(
      path.join(ROOT, "bench/results/http-latest.json"),
      JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, database: baseUrl ? "postgres" : "pglite", rows }, null, 2),
    );
  } finally {
    site.process.kill("SIGTERM");
  }
}

await main();
