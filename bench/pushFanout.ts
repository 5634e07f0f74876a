/**
 * Breaking-news alerts (ADR 074): one instance sends an alert to BENCH_SUBSCRIPTIONS (100,000) devices through a
 * fake push service on loopback (RFC 8030, answering 201), while readers load a cached page at a constant rate.
 * Prints and writes bench/results/push-fanout-latest.json:
 *   - fan-out: seconds from the editor's 202 to status "sent" (goal < 60 s), the server's CPU seconds meanwhile,
 *     deliveries the fake counted;
 *   - memory: the server's RSS idle (after warm-up) and its peak during the send (goal: at most +100 MB);
 *   - cached page p99 before the send (same run) and during it (goal < 20 ms);
 *   - the reader pages' scripts: script files on the article and a listing (goal 0) and the alerts card's
 *     inline script, raw and brotli (goal <= 2 KB compressed).
 * The real server (built, as production runs it) on PGlite, or PostgreSQL with TEST_DATABASE_URL. The
 * subscriptions are written into the database before the server starts (100 device key pairs, distinct
 * endpoints). Env: BENCH_SUBSCRIPTIONS, BENCH_RATE (page requests a second, default 50), BENCH_PORT.
 */
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { pushSubscriptions } from "../apps/server/src/db/schema.ts";
import { newObjectId } from "../apps/server/src/infra/ids.ts";
import { startFakePushService } from "../apps/server/src/testing/fakePushService.ts";
import { constantRateInFreshProcess } from "./lib/constantRate.ts";
import { freshPostgresDatabase, processCpuMs, ROOT } from "./lib/servers.ts";

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3241);
const ADMIN = { email: "bench-push@matv.local", password: "bench push password 2026" };

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const fake = await startFakePushService({ keepBodies: false });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-bench-push-"));
const databaseUrl = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL, "matv_bench_push") : undefined;

// The subscriptions, written before the server starts (the embedded database has one process at a time).
{
  const database = await openDatabase({ url: databaseUrl, pgliteDir: path.join(dataDir, "pglite") });
  await database.migrate();
  const devices = Array.from({ length: 100 }, () => ({
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  }));
  const started = Date.now();
  for (let from = 0; from < SUBSCRIPTIONS; from += 2000) {
    const rows = Array.from({ length: Math.min(2000, SUBSCRIPTIONS - from) }, (_, i) => ({
      id: newObjectId(),
      endpoint: `${fake.origin}/push/d${from + i}`,
      ...devices[(from + i) % devices.length]!,
      topics: ["breaking"],
      language: "en",
    }));
    await database.db.insert(pushSubscriptions).values(rows);
  }
  console.log(`${SUBSCRIPTIONS} subscriptions written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

const server = await startSiteServer({
  port: PORT,
  quiet: true,
  env: {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUSH_SERVICE_ORIGINS: fake.origin,
  },
});
const pid = server.process.pid!;
try {
  const base = server.base;
  // The reader pages' scripts.
  // Static pages carry the card inside their one islands script; hydrated pages (home) carry it alone.
  const scriptsOf = async (url: string) => {
    const html = await (await fetch(`${base}${url}`)).text();
    const files = [...html.matchAll(/<script[^>]*\bsrc=/g)].length;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const card = inline.find((code) => code.includes('"push-card"')) ?? "";
    return {
      files,
      inlineBrotli: inline.map((code) => brotliCompressSync(code).length),
      scriptWithCard: { raw: Buffer.byteLength(card), brotli: brotliCompressSync(card).length },
    };
  };
  const listing = "/india-news";
  const listingHtml = await (await fetch(`${base}${listing}`)).text();
  const detail = /href="(\/india-news\/[0-9a-f]{24}|\/india-news\/[^"]+-[0-9a-f]{24})"/.exec(listingHtml)?.[1];
  const login = (await (
    await fetch(`${base}/api/users/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${login.token}`, "content-type": "application/json" };
  const stories = (await (await fetch(`${base}/api/admin/stories?status=published&limit=1`, { headers: auth })).json()) as {
    data: { stories: Array<{ _id: string; title: string }> };
  };
  const { articlePath } = await import("@matv/shared");
  const article = articlePath(stories.data.stories[0]!);
  const pages = {
    article: await scriptsOf(article),
    listing: await scriptsOf(listing),
    detail: detail ? await scriptsOf(detail) : null,
    home: await scriptsOf("/"),
  };
  console.log("reader pages:", JSON.stringify(pages));

  // Warm up, then the idle figures.
  await constantRateInFreshProcess(`${base}${listing}`, { rate: RATE, seconds: 5 });
  const idleRss = rssMb(pid);
  const before = await constantRateInFreshProcess(`${base}${listing}`, { rate: RATE, seconds: 10 });
  console.log(`idle RSS ${idleRss} MB; cached page before the send: p50 ${before.p50} ms, p99 ${before.p99} ms`);

  // The send, with readers loading the page throughout.
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 100);
  const during = constantRateInFreshProcess(`${base}${listing}`, { rate: RATE, seconds: 40 });
  const started = performance.now();
  const cpuBefore = processCpuMs(pid);
  const sent = await fetch(`${base}/api/admin/push`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ title: "Bench: floods close the M25", body: "Drivers are told to stay at home.", url: article, topic: "breaking" }),
  });
  const { _id } = (await sent.json()) as { _id: string };
  let status: { status: string; sent: number; failed: number; targets: number } = { status: "queued", sent: 0, failed: 0, targets: 0 };
  while (status.status === "queued" || status.status === "sending") {
    await new Promise((r) => setTimeout(r, 250));
    status = (await (await fetch(`${base}/api/admin/push/${_id}`, { headers: auth })).json()) as typeof status;
    if (performance.now() - started > 300_000) break;
  }
  const fanoutSeconds = Math.round((performance.now() - started) / 100) / 10;
  // CPU the server spent on the send (both its threads; the readers' 50 requests a second included): on a machine
  // shared with other work the wall time above is mostly waiting for a core.
  const serverCpuSeconds = Math.round((processCpuMs(pid) - cpuBefore) / 100) / 10;
  const load = await during;
  clearInterval(sampler);
  const figures = {
    at: new Date().toISOString(),
    database: databaseUrl ? "PostgreSQL" : "PGlite",
    subscriptions: SUBSCRIPTIONS,
    fanoutSeconds,
    serverCpuSeconds,
    status: status.status,
    sent: status.sent,
    failed: status.failed,
    fakeReceived: fake.count,
    idleRssMb: idleRss,
    peakRssMb: peakRss,
    rssAboveIdleMb: peakRss - idleRss,
    cachedPage: {
      url: listing,
      rate: RATE,
      before: { p50: before.p50, p99: before.p99 },
      during: { p50: load.p50, p99: load.p99, max: load.max, non2xx: load.non2xx },
    },
    readerPages: pages,
    load: os.loadavg().map((l) => Math.round(l * 10) / 10),
  };
  console.log(JSON.stringify(figures, null, 2));
  writeFileSync(path.join(ROOT, "bench/results/push-fanout-latest.json"), `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  server.process.kill("SIGTERM");
  await server.exited;
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
