/**
 * Story saves through the document model (ADR 067): 20 saves a second (open model: one every 50 ms whatever the
 * answers take) of PUT /api/admin/stories/{id} over loopback, round-robin over 20 stories, each save naming the
 * version it loaded. Each save is one transaction: the row, a revision, an audit entry, then the tags. Prints
 * p50/p99/max and the server's source line counts now and at the commit before the model (BENCH_BASE, dd45eac),
 * and writes bench/results/story-save-latest.json. Goal: p99 < 50 ms on the embedded database.
 *
 * The API app runs in this process (createTestApp, PGlite in memory; PostgreSQL with TEST_DATABASE_URL and
 * TEST_DB_DRIVER=postgres). Env: BENCH_SECONDS (default 30), BENCH_RATE (20), BENCH_PORT (3232), BENCH_BASE.
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createTestApp } from "../apps/server/src/testing/testApp.ts";
import { ROOT } from "./lib/servers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3232);
const BASE = process.env.BENCH_BASE ?? "dd45eac";

/** Lines of apps/server/src without tests, at a commit (or the working tree). */
function serverLines(commit?: string): number {
  const files = (
    commit
      ? execSync(`git ls-tree -r --name-only ${commit} apps/server/src`, { cwd: ROOT })
      : execSync("git ls-files -co --exclude-standard apps/server/src", { cwd: ROOT })
  )
    .toString()
    .split("\n")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  let lines = 0;
  for (const file of files) {
    const text = commit
      ? execSync(`git show ${commit}:${file}`, { cwd: ROOT, maxBuffer: 1 << 26 }).toString()
      : execSync(`cat ${file}`, { cwd: ROOT }).toString();
    lines += text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  }
  return lines;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const t = await createTestApp({ LOG_LEVEL: "silent" });
try {
  await t.app.services.staffUsers.upsert({ email: "bench-save@matv.local", password: "bench save password", role: "editor", name: "Bench" });
  const { token } = await t.app.services.auth.login("bench-save@matv.local", "bench save password");
  const editor = await t.app.services.auth.verifyToken(token);
  const stories = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const story = await t.app.services.stories.create(
        { title: `Bench story ${i}`, content: `<p>${"A paragraph of the bench story. ".repeat(40)}</p>`, placements: [{ page: "TopStories", pinned: false }] },
        editor,
      );
      return { id: story._id, version: story.version };
    }),
  );
  await t.app.listen({ port: PORT, host: "127.0.0.1" });
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  while (performance.now() - started < SECONDS * 1000) {
    const due = started + n * (1000 / RATE);
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const story = stories[n % stories.length]!;
    const body = JSON.stringify({ summary: `Save ${n} of the bench`, subtitle: `Subtitle ${n}`, version: story.version });
    const sent = performance.now();
    n++;
    inFlight.push(
      fetch(`http://127.0.0.1:${PORT}/api/admin/stories/${story.id}`, { method: "PUT", headers, body }).then(async (res) => {
        latencies.push(performance.now() - sent);
        if (res.status !== 200) failures++;
        else story.version = ((await res.json()) as { data: { version: number } }).data.version;
      }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const figures = {
    at: new Date().toISOString(),
    database: process.env.TEST_DB_DRIVER === "postgres" ? "PostgreSQL" : "PGlite",
    ratePerSecond: RATE,
    seconds: SECONDS,
    saves: latencies.length,
    failures,
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    serverLines: { before: serverLines(BASE), after: serverLines(), base: BASE },
  };
  console.log(JSON.stringify(figures, null, 2));
  writeFileSync(path.join(ROOT, "bench/results/story-save-latest.json"), `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await t.close();
}
