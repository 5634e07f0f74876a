/**
 * Live blog polling (ADR 061): 2,000 readers checking every 10 s = 200 update checks a second
 * (open model, constant rate, from a load generator in its own process) against one instance, while an
 * editor posts an entry every 10 s (each post invalidates the blog). Prints p50/p99 of the checks and the
 * database reads of the blog's state per 10 s interval (the service counts them), and writes
 * bench/results/liveblog-polling-latest.json. Goals: p99 < 50 ms, at most one query per interval.
 *
 * The server is the API app in this process (apps/server/src/app.ts via createTestApp, run by tsx), on
 * PGlite, or PostgreSQL with TEST_DATABASE_URL. Env: BENCH_SECONDS (default 60), BENCH_READERS (2000),
 * BENCH_PORT (default 3231).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createTestApp } from "../apps/server/src/testing/testApp.ts";
import { constantRateInFreshProcess } from "./lib/constantRate.ts";
import { ROOT } from "./lib/servers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const READERS = Number(process.env.BENCH_READERS ?? 2000);
const INTERVAL_MS = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 3231);

const t = await createTestApp({}, { apiFastPath: true });
try {
  const staff = await t.app.services.staffUsers.upsert({ email: "bench-live@matv.local", password: "bench live password", role: "editor", name: "Bench" });
  const actor = { id: staff.id, role: "editor" as const };
  const blog = await t.app.services.liveBlogs.create({ title: "Bench election night" }, actor);
  const body = (n: number) => `<p>Update ${n}: ${"Counting continues across the constituencies tonight. ".repeat(5)}</p>`;
  let posted = 0;
  const first = await t.app.services.liveBlogs.addEntry(blog._id, { body: body(posted++) }, actor);
  for (let i = 0; i < 30; i++) await t.app.services.liveBlogs.addEntry(blog._id, { body: body(posted++) }, actor);
  await t.app.listen({ port: PORT, host: "127.0.0.1" });

  // Readers who opened the page a while ago: their check carries new entries, the heaviest common answer.
  const url = `http://127.0.0.1:${PORT}/api/liveblogs/${blog._id}/entries?after=${first._id}`;
  const loadsPerInterval: number[] = [];
  let lastLoads = t.app.services.liveBlogs.stateLoads;
  const writer = setInterval(() => {
    const now = t.app.services.liveBlogs.stateLoads;
    loadsPerInterval.push(now - lastLoads);
    lastLoads = now;
    void t.app.services.liveBlogs.addEntry(blog._id, { body: body(posted++) }, actor);
  }, INTERVAL_MS);
  const rate = READERS / (INTERVAL_MS / 1000);
  const result = await constantRateInFreshProcess(url, { rate, seconds: SECONDS });
  clearInterval(writer);

  const figures = {
    at: new Date().toISOString(),
    database: process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite",
    readers: READERS,
    checksPerSecond: rate,
    seconds: SECONDS,
    sent: result.sent,
    completed: result.completed,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    entriesPosted: loadsPerInterval.length,
    stateLoadsPerInterval: loadsPerInterval,
    maxStateLoadsPerInterval: Math.max(0, ...loadsPerInterval),
    goals: { p99Ms: 50, queriesPerInterval: 1 },
  };
  const met = figures.p99 < 50 && figures.maxStateLoadsPerInterval <= 1 && figures.non2xx === 0 && figures.errors === 0;
  console.log(
    `live blog polling: ${READERS} readers every ${INTERVAL_MS / 1000} s (${rate}/s) for ${SECONDS} s on ${figures.database}: ` +
      `p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, max ${figures.max.toFixed(1)} ms, ` +
      `${figures.completed}/${figures.sent} answered, non-2xx ${figures.non2xx}, errors ${figures.errors}; ` +
      `state queries per interval ${JSON.stringify(loadsPerInterval)} -> ${met ? "goals met" : "GOALS NOT MET"}`,
  );
  writeFileSync(path.join(ROOT, "bench/results/liveblog-polling-latest.json"), `${JSON.stringify({ ...figures, met }, null, 2)}\n`);
} finally {
  await t.close();
}
