/**
 * Image memory (ADR 069): resident memory of the server process while it takes the hostile images of an outside
 * audit, one request and then two at once (from two addresses), each shape on a fresh server: five progressive
 * 7071 x 7071 JPEGs of about 600 KB as anonymous support attachments, a real 7071 x 7071 AVIF of under 1 KB, a
 * progressive 7071 x 7071 JPEG and a 16-bit RGBA 12000 x 4166 PNG as staff uploads, and the shapes still taken
 * (the same PNG as an attachment, a baseline 7071 x 7071 JPEG upload).
 *
 *   npx tsx bench/imageMemory.ts                                (the current build)
 *   BENCH_BASELINE_REV=<commit> npx tsx bench/imageMemory.ts    (that commit's server too, in the same run: before/after)
 *
 * The server is the production build on PGlite without demo content (needs the web build: `npm run build -w
 * @matv/web`). Resident memory is read from /proc/PID/status every 10 ms while the requests run; "idle" is just
 * before them, after a warm-up request of the same path without the image. Env: BENCH_PORT (default 3273), BENCH_SHAPES (comma list of shape names to run).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { orientedJpeg, progressiveJpeg, solidAvif, zeroPng } from "../apps/server/src/testing/hostileFiles.ts";
import { multipartBody, supportFields } from "../apps/server/src/testing/petitionFixtures.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3273);
const ADMIN = { email: "bench-admin@matv.local", password: "bench-admin-password-1" };
const WEB_BUILD_DIR = path.join(ROOT, "apps/web/build");

interface Shape {
  name: string;
  path: "support" | "upload";
  files: () => Promise<Array<{ name: string; bytes: Buffer }>>;
}

const SHAPES: Shape[] = [
  {
    name: "support: 5 progressive JPEGs 7071x7071",
    path: "support",
    files: async () => {
      const jpeg = await progressiveJpeg();
      return Array.from({ length: 5 }, (_, i) => ({ name: `scan-${i}.jpg`, bytes: jpeg }));
    },
  },
  { name: "upload: AVIF 7071x7071", path: "upload", files: async () => [{ name: "tiny.avif", bytes: await solidAvif() }] },
  { name: "upload: progressive JPEG 7071x7071", path: "upload", files: async () => [{ name: "big.jpg", bytes: await progressiveJpeg() }] },
  {
    name: "upload: 16-bit RGBA PNG 12000x4166",
    path: "upload",
    files: async () => [{ name: "deep.png", bytes: zeroPng(12000, 4166, { bitDepth: 16, channels: 4 }) }],
  },
  {
    name: "support: 16-bit RGBA PNG 12000x4166",
    path: "support",
    files: async () => [{ name: "plan.png", bytes: zeroPng(12000, 4166, { bitDepth: 16, channels: 4 }) }],
  },
  { name: "upload: baseline JPEG 7071x7071", path: "upload", files: async () => [{ name: "poster.jpg", bytes: await orientedJpeg(7071, 7071, 1) }] },
];

function resident(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { now: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/**
 * Bundles the server of `rev` (its server and shared sources, from git) with that commit's own build script, in
 * a folder whose node_modules are this checkout's packages except @matv/shared, which is that commit's.
 */
function baselineServer(rev: string): { nodeArgs: string[]; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "matv-bench-baseline-"));
  const archive = execFileSync("git", ["archive", rev, "apps/server", "packages/shared", "tsconfig.base.json"], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  mkdirSync(path.join(dir, "node_modules/@matv"), { recursive: true });
  for (const name of readdirSync(path.join(ROOT, "node_modules"))) {
    if (name !== "@matv") symlinkSync(path.join(ROOT, "node_modules", name), path.join(dir, "node_modules", name));
  }
  symlinkSync(path.join(dir, "packages/shared"), path.join(dir, "node_modules/@matv/shared"));
  execFileSync(process.execPath, [path.join(dir, "apps/server/build.mjs")], { cwd: dir, stdio: "inherit" });
  return { nodeArgs: [path.join(dir, "apps/server/dist/main.js")], dir };
}

async function send(base: string, shape: Shape, files: Array<{ name: string; bytes: Buffer }>, from: string, token: string): Promise<number> {
  const body =
    shape.path === "support"
      ? multipartBody(supportFields(), files)
      : multipartBody(
          {},
          files.map((f) => ({ ...f, field: "file" })),
        );
  const url = shape.path === "support" ? "/api/diaspora-support" : "/api/upload";
  const headers: Record<string, string> = { ...body.headers, "x-forwarded-for": from };
  if (shape.path === "upload") headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${url}`, { method: "POST", headers, body: new Uint8Array(body.payload), signal: AbortSignal.timeout(120_000) });
  await res.arrayBuffer();
  return res.status;
}

/** Runs `requests` while sampling the process's resident memory; the peak and the answers. */
async function sampled(pid: number, requests: () => Promise<number[]>) {
  const idle = resident(pid).now;
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, resident(pid).now)), 10);
  const started = performance.now();
  const statuses = await requests();
  clearInterval(timer);
  return { idle, peak: Math.max(peak, resident(pid).now), statuses, ms: Math.round(performance.now() - started) };
}

async function measure(version: string, nodeArgs: string[] | undefined, shape: Shape) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-bench-images-"));
  const server = await startSiteServer({
    port: PORT,
    quiet: true,
    ...(nodeArgs ? { nodeArgs } : {}),
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SUPPORT_ATTACHMENTS_PER_DAY: "1000",
      WEB_BUILD_DIR,
      // The production command's malloc settings, for the baseline too.
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "65536",
    },
  });
  try {
    const pid = server.process.pid!;
    const login = await fetch(`${server.base}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    // Warm-up: the first support request loads the location lists (about 70 MB), the first upload libvips'
    // code; neither is the image's cost.
    const warm = shape.path === "support" ? [] : [{ name: "warm.png", bytes: zeroPng(64, 64, { bitDepth: 8, channels: 3 }) }];
    await send(server.base, shape, warm, "203.0.113.250", token);
    const files = await shape.files();
    await new Promise((r) => setTimeout(r, 2000));
    const one = await sampled(pid, async () => [await send(server.base, shape, files, "203.0.113.1", token)]);
    await new Promise((r) => setTimeout(r, 2000));
    const two = await sampled(pid, () => Promise.all(["203.0.113.2", "203.0.113.3"].map((from) => send(server.base, shape, files, from, token))));
    return { version, shape: shape.name, bytes: files.reduce((n, f) => n + f.bytes.length, 0), one, two, hwm: resident(pid).peak };
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(WEB_BUILD_DIR, "server/index.js"))) throw new Error("No web build: run `npm run build -w @matv/web` first.");
const wanted = process.env.BENCH_SHAPES?.split(",").map((s) => s.trim());
const shapes = wanted ? SHAPES.filter((s) => wanted.some((w) => s.name.includes(w))) : SHAPES;
const rev = process.env.BENCH_BASELINE_REV;
const baseline = rev ? baselineServer(rev) : null;
const rows: Array<Awaited<ReturnType<typeof measure>>> = [];
try {
  for (const shape of shapes) {
    if (baseline) rows.push(await measure(`before (${rev!.slice(0, 7)})`, baseline.nodeArgs, shape));
    rows.push(await measure("after", undefined, shape));
    const row = rows.at(-1)!;
    console.error(`${shape.name}: done (${row.one.statuses} / ${row.two.statuses})`);
  }
} finally {
  if (baseline) rmSync(baseline.dir, { recursive: true, force: true });
}

console.log(
  `\nImage memory, ${new Date().toISOString().slice(0, 16)}, load average ${os.loadavg()[0]!.toFixed(1)}; RSS in MB (idle just before, peak while running)\n`,
);
console.log("| shape | server | bytes sent | one request: status, idle -> peak (+delta), ms | two at once: statuses, idle -> peak (+delta), ms | VmHWM |");
console.log("| --- | --- | ---: | --- | --- | ---: |");
for (const r of rows) {
  const cell = (m: typeof r.one) => `${m.statuses.join(", ")}: ${m.idle} -> ${m.peak} (+${m.peak - m.idle}), ${m.ms} ms`;
  console.log(`| ${r.shape} | ${r.version} | ${Math.round(r.bytes / 1024).toLocaleString("en-GB")} KB | ${cell(r.one)} | ${cell(r.two)} | ${r.hwm} |`);
}
