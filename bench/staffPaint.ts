/**
 * When a staff page shows what it is for: the time from navigation to the first frame in which the page's own
 * heading (`main h1`, not the "Loading..." placeholder) is on screen, signed in as an admin, on Lighthouse's mobile
 * profile applied to the browser (4x CPU slowdown, 562.5 ms request latency, 1.47 Mbps down, 0.6 Mbps up: Lighthouse's
 * "devtools" throttling of its slow-4G phone), an empty cache each run, 412x823 at 1.75x; median of BENCH_RUNS.
 * Also first contentful paint and the JavaScript bytes the page loaded. Each page twice in the same run: without the
 * staff page cookie (the browser renders the page, as every staff page did before ADR 070) and with it (the server
 * renders the shell and, where the page allows, its first data).
 *
 *   npm run bench:staff-paint -w @matv/bench      (starts its own server on PGlite with the demo data)
 *
 * Env: BENCH_RUNS (default 5), BENCH_PORT (default 3941), STAFF_PAINT_PAGES (comma list; default the dashboard,
 * the stories list and a story's editor), STAFF_PAINT_DATA_DIR (a PGlite folder this bench seeded before, kept:
 * a first seed can take over two minutes on a busy machine), WEB_BUILD_DIR.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../e2e/fixtures/constants.ts";
import { startSiteServer } from "../e2e/fixtures/siteServer.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const ADMIN = { email: "bench-admin@matv.local", password: "bench-admin-password-1" };
/** Lighthouse's mobile "devtools" throttling (lighthouse/core/config/constants.js: mobileSlow4G with its adjustments). */
const THROTTLING = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8, cpu: 4 };

interface Run {
  usefulMs: number;
  fcpMs: number;
  jsKB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const keptDataDir = process.env.STAFF_PAINT_DATA_DIR;
  const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), "staff-paint-"));
  const server = await startSiteServer({ port: PORT, env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, quiet: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const base = server.base;
    const login = await fetch(`${base}/api/users/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`staff sign-in: ${login.status}`);
    const session = (await login.json()) as { token: string; user: unknown };
    const cookies = login.headers.getSetCookie();
    const story = (await (await fetch(`${base}/api/admin/stories?limit=1`, { headers: { authorization: `Bearer ${session.token}` } })).json()).data.stories[0];
    const pages = process.env.STAFF_PAINT_PAGES?.split(",").map((p) => p.trim()) ?? ["/admin/dashboard", "/admin/stories", `/admin/stories/${story._id}`];
    console.log(`Staff pages, Lighthouse mobile throttling applied, ${RUNS} runs each, medians (signed in)`);
    console.log(["page", "render", "useful paint ms", "FCP ms", "JS KB"].join(" | "));
    for (const page of pages)
      for (const withCookie of [false, true]) {
        if (withCookie && !cookies.length) continue;
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
          // The browser keeps what the sign-in left: the token in local storage and, when the server sets one, its cookie.
          for (const header of withCookie ? cookies : []) {
            const [pair] = header.split(";");
            const [name, ...value] = pair!.split("=");
            await context.addCookies([{ name: name!.trim(), value: value.join("="), url: base }]);
          }
          await context.addInitScript(
            ([token, user]) => {
              localStorage.setItem("token", token!);
              localStorage.setItem("user", user!);
              // The frame that first shows the page's own heading laid out: polled (animation frames requested this early
              // never run), then the next frame's time.
              const poll = setInterval(() => {
                const heading = document.querySelector("main h1");
                if (!heading || heading.getBoundingClientRect().height === 0) return;
                clearInterval(poll);
                requestAnimationFrame(() => ((window as unknown as { usefulPaint: number }).usefulPaint = performance.now()));
              }, 10);
            },
            [session.token, JSON.stringify(session.user)],
          );
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send("Network.enable");
          await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
          await cdp.send("Network.emulateNetworkConditions", {
            offline: false,
            latency: THROTTLING.latency,
            downloadThroughput: THROTTLING.downloadThroughput,
            uploadThroughput: THROTTLING.uploadThroughput,
          });
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpu });
          let jsBytes = 0;
          cdp.on("Network.loadingFinished", (event: { encodedDataLength: number; requestId: string }) => {
            if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
          });
          const scripts = new Set<string>();
          cdp.on("Network.responseReceived", (event: { type: string; requestId: string }) => {
            if (event.type === "Script") scripts.add(event.requestId);
          });
          await tab.goto(`${base}${page}`, { waitUntil: "commit" });
          await tab.waitForFunction(() => (window as unknown as { usefulPaint?: number }).usefulPaint !== undefined, undefined, { timeout: 60_000 });
          const figures = await tab.evaluate(() => ({
            useful: (window as unknown as { usefulPaint: number }).usefulPaint,
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          }));
          await tab.waitForLoadState("networkidle").catch(() => undefined);
          runs.push({ usefulMs: Math.round(figures.useful), fcpMs: Math.round(figures.fcp), jsKB: Math.round(jsBytes / 102.4) / 10 });
          await context.close();
        }
        const label = /\/admin\/stories\/[0-9a-f]{24}$/.test(page) ? "/admin/stories/{id}" : page;
        const render = withCookie ? "server (staff page cookie)" : "browser (token only)";
        console.log([label, render, median(runs.map((r) => r.usefulMs)), median(runs.map((r) => r.fcpMs)), median(runs.map((r) => r.jsKB))].join(" | "));
        console.log(`  runs: ${runs.map((r) => r.usefulMs).join(", ")}`);
      }
  } finally {
    await browser.close();
    server.process.kill("SIGTERM");
    await server.exited;
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
