/**
 * Home's HTML weight (ADR 078/084/088): `/` and `/hi` as the server sends them, uncompressed and brotli, and what
 * the uncompressed bytes are: the islands' props (JSON blocks), the page-wide islands block, inline scripts, the
 * rest (markup). `HOME_HTML_BEFORE_BUILD=/abs/path/to/apps/web/build-before` measures an older web build in the same
 * run (the same server build, a fresh PGlite folder each); the copy must sit inside the repository, where its
 * server finds the packages (`build-*` is ignored by git). Starts its own servers (`BENCH_PORT`, `BENCH_BEFORE_PORT`);
 * `HOME_HTML_URL` / `HOME_HTML_BEFORE_URL` measure servers already running instead. Exits 1 when home is over its
 * 100 KB budget uncompressed.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { startSiteServer } from "../e2e/fixtures/siteServer.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3951);
/** The before build's server: `BENCH_PORT` + 10 unless given. */
const BEFORE_PORT = Number(process.env.BENCH_BEFORE_PORT ?? PORT + 10);
const BUDGET_BYTES = 100 * 1024;
const PAGES = ["/", "/hi"];

interface Weight {
  page: string;
  raw: number;
  brotli: number;
  islandProps: number;
  islandsBlock: number;
  inlineScripts: number;
  islands: number;
}

function weigh(page: string, html: string): Weight {
  const bytes = (s: string) => Buffer.byteLength(s);
  let islandProps = 0;
  let islandsBlock = 0;
  let inlineScripts = 0;
  for (const [whole, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attrs!.includes('id="matv-islands"')) islandsBlock += bytes(whole);
    else if (attrs!.includes("application/json")) islandProps += bytes(whole);
    else if (!attrs!.includes("src=")) inlineScripts += bytes(body!);
  }
  return {
    page,
    raw: bytes(html),
    brotli: brotliCompressSync(Buffer.from(html)).length,
    islandProps,
    islandsBlock,
    inlineScripts,
    islands: (html.match(/data-island-name=/g) ?? []).length,
  };
}

async function fetchPages(label: string, base: string): Promise<Array<Weight & { build: string }>> {
  const out = [];
  for (const page of PAGES) {
    const res = await fetch(`${base}${page}`);
    if (!res.ok) throw new Error(`${page}: ${res.status}`);
    out.push({ build: label, ...weigh(page, await res.text()) });
  }
  return out;
}

async function measure(label: string, buildDir: string | undefined, port: number): Promise<Array<Weight & { build: string }>> {
  const running = process.env[label === "before" ? "HOME_HTML_BEFORE_URL" : "HOME_HTML_URL"];
  if (running) return fetchPages(label, running);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "home-html-"));
  const server = await startSiteServer({ port, env: { DATA_DIR: dataDir, ...(buildDir ? { WEB_BUILD_DIR: buildDir } : {}) }, quiet: true });
  try {
    return await fetchPages(label, server.base);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
}

const before = process.env.HOME_HTML_BEFORE_BUILD;
const rows = [
  ...(before || process.env.HOME_HTML_BEFORE_URL ? await measure("before", before, BEFORE_PORT) : []),
  ...(await measure("after", undefined, PORT)),
];
const kb = (n: number) => (n / 1024).toFixed(1);
console.log("| build | page | HTML KB | brotli KB | islands' props KB | islands block KB | inline script KB | islands |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows) {
  console.log(
    `| ${r.build} | \`${r.page}\` | ${kb(r.raw)} | ${kb(r.brotli)} | ${kb(r.islandProps)} | ${kb(r.islandsBlock)} | ${kb(r.inlineScripts)} | ${r.islands} |`,
  );
}
const over = rows.filter((r) => r.build === "after" && r.raw > BUDGET_BYTES);
if (over.length) {
  console.error(`over the 100 KB budget: ${over.map((r) => r.page).join(", ")}`);
  process.exitCode = 1;
}
