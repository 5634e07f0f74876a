/**
 * Reader analytics (ADR 075), three budgets, before and after in the same run:
 *   1. page: the cached article page with counting on and off (ANALYTICS_COUNTING), two servers on one PostgreSQL
 *      database, interleaved rounds of autocannon from 1,000 client addresses; counting may cost at most 5%.
 *   2. beacons: 2,000 `POST /api/analytics/events` a second (open model) on one instance for BENCH_SECONDS from
 *      2,000 addresses; p99 under 20 ms, resident memory before, peak (VmHWM) and after, every beacon written.
 *   3. dashboard: a year of rollups for a site of a million page views a day generated into a fresh database, then
 *      each staff answer for a 30-day range, in process (median of 5 after one warm-up); each under 200 ms.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:analytics -w @matv/bench
 *
 * BENCH_ONLY=page|beacons|dashboard runs one part; BENCH_SECONDS (default 10), BENCH_ROUNDS (default 3),
 * BENCH_PORT (default 3941). Writes bench/results/analytics-latest.json.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import http from "node:http";
import path from "node:path";
import { type SiteServer, startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createAnalyticsReports } from "../apps/server/src/services/analyticsReports.ts";
import { ukDayOf } from "../packages/shared/src/schedule.ts";
import { articlePath } from "../packages/shared/src/slug.ts";
import { quantile } from "./lib/constantRate.ts";
import { autocannon } from "./lib/loadGenerator.ts";
import { freshPostgresDatabase, processCpuMs, ROOT } from "./lib/servers.ts";

const BASE_URL = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!BASE_URL) throw new Error("bench:analytics needs TEST_DATABASE_URL (PostgreSQL)");
const ONLY = process.env.BENCH_ONLY;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const results: Record<string, unknown> = { at: new Date().toISOString() };
const address = (n: number) => `100.${64 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const memoryMb = (pid: number, field: "VmRSS" | "VmHWM") =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

async function stop(server: SiteServer) {
  server.process.kill("SIGTERM");
  await server.exited;
}

async function featuredPath(base: string): Promise<{ path: string; id: string }> {
  const { data } = (await (await fetch(`${base}/api/news/featured`)).json()) as { data: { _id: string; title: string } };
  return { path: articlePath(data), id: data._id };
}

async function pageCost(databaseUrl: string) {
  const env = { DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: "300", LOG_LEVEL: "error" };
  const on = await startSiteServer({ port: PORT, env: { ...env, DATA_DIR: path.join(ROOT, "bench/results/tmp/analytics-on") }, core: 0, quiet: true });
  const off = await startSiteServer({
    port: PORT + 1,
    env: { ...env, ANALYTICS_COUNTING: "false", DATA_DIR: path.join(ROOT, "bench/results/tmp/analytics-off") },
    core: 0,
    quiet: true,
  });
  const { path: page } = await featuredPath(on.base);
  let n = 0;
  const requests = [
    { setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": address(n++ % 1000) } }) },
  ];
  const run = async (server: SiteServer) => {
    const cpu = processCpuMs(server.process.pid!);
    const r = await autocannon({ url: `${server.base}${page}`, connections: 20, duration: SECONDS, headers: { "user-agent": BROWSER }, requests });
    return {
      rps: Math.round(r.requests.average),
      p99: r.latency.p99,
      non2xx: r.non2xx,
      cpuUs: Math.round(((processCpuMs(server.process.pid!) - cpu) * 1000) / r.requests.total),
    };
  };
  for (const server of [on, off]) await autocannon({ url: `${server.base}${page}`, connections: 20, duration: 2, headers: { "user-agent": BROWSER } });
  const rows: Record<"on" | "off", Array<Awaited<ReturnType<typeof run>>>> = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always meets a warmer machine.
    for (const name of round % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) rows[name].push(await run(name === "on" ? on : off));
  }
  await Promise.all([stop(on), stop(off)]);
  const summary = (list: typeof rows.on) => ({
    rps: median(list.map((r) => r.rps)),
    p99: median(list.map((r) => r.p99)),
    cpuUs: median(list.map((r) => r.cpuUs)),
    rounds: list,
  });
  const result = { page, off: summary(rows.off), on: summary(rows.on) };
  const cost = 1 - result.on.rps / result.off.rps;
  results.page = { ...result, costPercent: Math.round(cost * 1000) / 10, goalMet: cost <= 0.05 };
  console.log(
    `cached article page: counting off ${result.off.rps} req/s (${result.off.cpuUs} µs CPU/req), on ${result.on.rps} req/s (${result.on.cpuUs} µs), cost ${(cost * 100).toFixed(1)}%`,
  );
}

async function beacons(databaseUrl: string) {
  // No demo content (its first seed takes minutes on a busy machine): one published story, written here.
  const server = await startSiteServer({
    port: PORT + 2,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "error", SEED_DEMO: "false", DATA_DIR: path.join(ROOT, "bench/results/tmp/analytics-beacons") },
    core: 0,
    quiet: true,
  });
  const id = "b0000000000000000000beac";
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("insert into articles (id, title, status, published_at) values ($1, 'Beaconed story', 'published', now()) on conflict do nothing", [id]);
  await client.end();
  const url = new URL(`${server.base}/api/analytics/events`);
  const bodies = [
    JSON.stringify({ events: [{ type: "live" }] }),
    JSON.stringify({ events: [{ type: "share", articleId: id, platform: "whatsapp" }] }),
    JSON.stringify({ events: [{ type: "vital", name: "lcp", value: 1834, path: "/" }] }),
    JSON.stringify({ events: [{ type: "play", videoId: "benchVideo01" }] }),
  ];
  const rate = 2000;
  const total = rate * SECONDS;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const pid = server.process.pid!;
  const rssBefore = memoryMb(pid, "VmRSS");
  const latencies: number[] = [];
  let sent = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (i: number, dueAt: number) => {
    const body = bodies[i % bodies.length]!;
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            "content-length": Buffer.byteLength(body),
            "user-agent": BROWSER,
            "x-forwarded-for": address(i % 2000),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - dueAt);
            if (response.statusCode !== 202) failed++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        failed++;
        resolve();
      });
      request.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const start = performance.now();
  const interval = 1000 / rate;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) send(sent, start + sent++ * interval);
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const peak = memoryMb(pid, "VmHWM");
  await new Promise((r) => setTimeout(r, 4000));
  const rssAfter = memoryMb(pid, "VmRSS");
  await stop(server);
  // Every accepted beacon is in the rollups (the server wrote the rest as it stopped).
  const database = await openDatabase({ url: databaseUrl });
  const reports = createAnalyticsReports(database.db, Date.now);
  const day = ukDayOf(Date.now());
  const overview = await reports.overview({ from: day, to: day });
  await database.close();
  const written = overview.shares.reduce((n, s) => n + s.count, 0) + overview.videoPlays;
  const sorted = latencies.sort((a, b) => a - b);
  results.beacons = {
    rate,
    seconds: SECONDS,
    sent,
    answered: latencies.length,
    failed,
    achievedRate: Math.round(latencies.length / elapsed),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: Math.round(sorted.at(-1)! * 10) / 10,
    rssBeforeMb: rssBefore,
    peakMb: peak,
    rssAfterMb: rssAfter,
    sharesAndPlaysWritten: written,
    sharesAndPlaysSent: Math.ceil(total / 4) + Math.ceil((total - 3) / 4),
    goalMet: quantile(sorted, 0.99) < 20 && failed === 0,
  };
  console.log("beacons:", JSON.stringify(results.beacons));
}

/** A year of rollups as a site of a million page views a day writes them (ADR 075's rows), straight into the table. */
async function dashboard(databaseUrl: string, reuse: boolean) {
  const database = await openDatabase({ url: databaseUrl });
  await database.migrate();
  // Generation on a connection of its own: the app's pool stops statements after 10 s (ADR 028).
  const generator = new pg.Client({ connectionString: databaseUrl });
  await generator.connect();
  const exec = (text: string) => generator.query(text);
  const started = Date.now();
  if (!reuse) await generateYear(exec);
  const rows = (await exec("select count(*)::int as n from analytics_rollups")).rows[0].n as number;
  await generator.end();
  const generatedSeconds = Math.round((Date.now() - started) / 1000);
  await measureDashboard(database, rows, generatedSeconds);
}

async function generateYear(exec: (text: string) => Promise<unknown>) {
  // 400 stories a day, each read for 2 days; 1M views a day spread over them (a long tail).
  // One writer in forty wrote each story (the writer's view filters by created_by, no foreign key).
  await exec(`insert into articles (id, title, category, author, status, published_at, created_by)
    select lpad(to_hex(g), 24, '0'), 'Bench story ' || g, (array['UK','India','World','Sport','Business','Entertainment'])[1 + g % 6],
      'Author ' || (g % 40), 'published', now() - ((g / 400) || ' days')::interval, 'bench-writer-' || (g % 40)
    from generate_series(1, 400 * 396) g on conflict do nothing`);
  const days = `generate_series(0, 395) d`;
  const dayBucket = `date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London' - (d || ' days')::interval`;
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', m.metric, ${dayBucket}, '', m.dim, m.n from ${days}, (values
      ('views', '', 1000000), ('visitors', '', 420000), ('play', '', 9000), ('live', '', 60000), ('live_minutes', '', 1440), ('live_peak', '', 3100),
      ('source', 'google', 380000), ('source', 'whatsapp', 240000), ('source', 'direct', 180000), ('source', 'facebook', 80000), ('source', 'x', 30000),
      ('source', 'instagram', 15000), ('source', 'youtube', 10000), ('source', 'newsletter', 25000), ('source', 'push', 12000), ('source', 'other', 8000),
      ('share', 'whatsapp', 4000), ('share', 'facebook', 1500), ('share', 'twitter', 800), ('share', 'copy', 600), ('share', 'native', 900), ('share', 'linkedin', 100)
    ) as m(metric, dim, n)`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', 'domain', ${dayBucket}, '', 'site' || s || '.example', 100 from ${days}, generate_series(1, 50) s`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', 'section', ${dayBucket}, '', c, 150000 from ${days}, unnest(array['UK','India','World','Sport','Business','Entertainment']) c`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', 'author', ${dayBucket}, '', 'Author ' || a, 20000 + a from ${days}, generate_series(0, 39) a`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', 'vital', ${dayBucket}, '', t || '|' || v.m || '|' || (b * v.w), 10 + b from ${days},
      unnest(array['home','article','section','liveblog','video','show','page','staff']) t, (values ('lcp', 50), ('inp', 10)) v(m, w), generate_series(10, 80) b`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', 'vital_rating', ${dayBucket}, '', t || '|' || m || '|' || r, 300 from ${days},
      unnest(array['home','article','section','liveblog','video','show','page','staff']) t, unnest(array['lcp','inp','cls']) m, unnest(array['good','ni','poor']) r`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'hour', m, date_trunc('hour', now()) - (h || ' hours')::interval, '', '', 40000 from generate_series(0, 396 * 24) h, unnest(array['views','play','live','live_peak','live_minutes']) m`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'minute', m, date_trunc('minute', now()) - (x || ' minutes')::interval, '', '', 700 from generate_series(0, 396 * 1440) x, unnest(array['views','live']) m`);
  // Stories: views per hour over their first day, and per day views, visitors, four sources and two share networks.
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'hour', 'views', date_trunc('hour', now()) - ((g / 400) * 24 + h || ' hours')::interval, lpad(to_hex(g), 24, '0'), '', 50 + (g * 7 + h) % 200
    from generate_series(1, 400 * 396) g, generate_series(0, 23) h`);
  await exec(`insert into analytics_rollups (grain, metric, bucket, story_id, dim, count)
    select 'day', m.metric, date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London' - ((g / 400 + k) || ' days')::interval,
      lpad(to_hex(g), 24, '0'), m.dim, (m.n * (1 + g % 9))
    from generate_series(1, 400 * 396) g, generate_series(0, 1) k, (values ('views', '', 1200), ('visitors', '', 700), ('source', 'google', 500), ('source', 'whatsapp', 300),
      ('source', 'direct', 300), ('source', 'facebook', 100), ('share', 'whatsapp', 12), ('share', 'facebook', 4)) as m(metric, dim, n)
    on conflict do nothing`);
  // Raw events of the last 2 hours (what "now" reads; older raw rows sit outside its index range).
  await exec(`insert into analytics_events (type, story_id, path, template, source, visitor, occurred_at)
    select 'view', lpad(to_hex(1 + g % 800), 24, '0'), '/articles/x', 'article', (array['google','whatsapp','direct'])[1 + g % 3], lpad(to_hex(g % 30000), 16, '0'),
      now() - ((g % 7200) || ' seconds')::interval
    from generate_series(1, 84000) g`);
  await exec("analyze");
}

async function measureDashboard(database: Awaited<ReturnType<typeof openDatabase>>, rows: number, generatedSeconds: number) {
  const reports = createAnalyticsReports(database.db, Date.now);
  const today = ukDayOf(Date.now());
  const from = ukDayOf(Date.now() - 29 * 86_400_000);
  const story = lpadHex(123);
  const answers: Record<string, () => Promise<unknown>> = {
    realtime: () => reports.realtime(),
    "overview 30 days": () => reports.overview({ from, to: today }),
    "overview today": () => reports.overview({ from: today, to: today }),
    "story (a 2-day-old story)": () => reports.story(story),
    vitals: () => reports.vitals(),
    "overview 30 days, a writer": () => reports.overview({ from, to: today }, { writerId: "bench-writer-7" }),
    "realtime, a writer": () => reports.realtime({ writerId: "bench-writer-7" }),
  };
  const timings: Record<string, number> = {};
  for (const [name, answer] of Object.entries(answers)) {
    await answer();
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await answer();
      runs.push(performance.now() - t0);
    }
    timings[name] = Math.round(median(runs) * 10) / 10;
  }
  await database.close();
  results.dashboard = { rollupRows: rows, generatedSeconds, msMedianOf5: timings, goalMet: Object.values(timings).every((ms) => ms < 200) };
  console.log("dashboard:", JSON.stringify(results.dashboard));
}

function lpadHex(n: number) {
  return n.toString(16).padStart(24, "0");
}

if (!ONLY || ONLY === "page" || ONLY === "beacons") {
  const url = await freshPostgresDatabase(BASE_URL, "matv_bench_analytics");
  if (!ONLY || ONLY === "page") await pageCost(url);
  if (!ONLY || ONLY === "beacons") await beacons(url);
}
if (!ONLY || ONLY === "dashboard") {
  // BENCH_REUSE=1 measures the year generated by an earlier run again (generating it takes minutes).
  const reuse = process.env.BENCH_REUSE === "1";
  const url = new URL(BASE_URL);
  url.pathname = "/matv_bench_analytics_year";
  await dashboard(reuse ? url.toString() : await freshPostgresDatabase(BASE_URL, "matv_bench_analytics_year"), reuse);
}
// A part run alone keeps the other parts' last figures.
const file = path.join(ROOT, "bench/results/analytics-latest.json");
const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
writeFileSync(file, `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`);
