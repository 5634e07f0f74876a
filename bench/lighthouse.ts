/**
 * Lighthouse (mobile defaults) on the main page types (and the demo live blog), and on staff pages signed in as an admin
 * (the dashboard, the stories list and a story's editor), median of 5 runs each, in Debian's Chromium.
 *
 *   npm run bench:lighthouse -w @matv/bench      (starts its own server on PGlite with the demo data)
 *
 * Env: WEB_BUILD_DIR (the build the server serves), LIGHTHOUSE_RUNS (default 5), LIGHTHOUSE_PORT (default 3911),
 * LIGHTHOUSE_DATA_DIR (the server's PGlite folder), LIGHTHOUSE_PAGES (comma-separated subset, e.g. "/world,/";
 * "/articles", "/hi/articles" and "/live-updates" name the article pages and the live blog page, "/admin/stories/{id}" the story editor),
 * LIGHTHOUSE_REPORT_DIR (also writes each run's full JSON report there, to read LCP elements and diagnostics),
 * LIGHTHOUSE_REPEAT_VISIT=1 (a returning reader: each page loaded once unmeasured, then every run keeps the browser's
 * cache, so the hashed stylesheet and scripts come from it; ADR 084), LIGHTHOUSE_LIVE_STREAM=1 (the channel's stream set to a
 * local ffmpeg HLS stream, as in the /live browser tests, so /live measures its player rather than the off-air panel; ADR 090).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../e2e/fixtures/constants.ts";
import { type LocalHlsStream, startLocalHlsStream } from "../e2e/fixtures/hlsStream.ts";
import { freePort, ROOT, startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { liveBlogPagePath } from "./liveBlogPage.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3911);
const DATA_DIR = process.env.LIGHTHOUSE_DATA_DIR ?? path.join(ROOT, "bench/results/tmp/lighthouse-data");
const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const REPEAT_VISIT = process.env.LIGHTHOUSE_REPEAT_VISIT === "1";
const LIVE_STREAM = process.env.LIGHTHOUSE_LIVE_STREAM === "1";

/** The admin the bench's server creates on its first seed (ADMIN_EMAIL / ADMIN_PASSWORD), for the staff pages. */
const BENCH_ADMIN = { email: "bench-admin@matv.local", password: "bench-admin-password-1" };

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  totalKB: number;
  requests: number;
}

class RunFailed extends Error {}
const ATTEMPTS = 3;

async function auditWithRetry(url: string, port: number, reportName: string, keepStorage: boolean): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, reportName, keepStorage);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt >= ATTEMPTS) throw error;
      process.stderr.write(`(${reportName}: ${error.message}, again)`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** keepStorage: the staff pages keep the signed-in session's local storage (Lighthouse clears it by default). */
async function audit(url: string, port: number, reportName: string, keepStorage: boolean): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", disableStorageReset: keepStorage });
  const lhr = result!.lhr;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  const audits = lhr.audits;
  const requests = (audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  // A run whose trace failed (NO_NAVSTART and the like, seen on a busy machine) has no performance score:
  // it is measured again instead of counting as 0 in the median.
  if (lhr.categories.performance?.score == null)
    throw new RunFailed(lhr.runtimeError?.code ?? lhr.audits["largest-contentful-paint"]?.errorMessage ?? "no performance score");
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page: new URL(url).pathname,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    jsKB: Math.round(requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 102.4) / 10,
    totalKB: Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 102.4) / 10,
    requests: requests.length,
  };
}

/**
 * A browser signed in as the bench's admin, as the login form leaves it (token and user in local storage), that
 * Lighthouse drives through its debugging port: a persistent context, so the tabs Lighthouse opens share that storage.
 */
async function signedInBrowser(base: string): Promise<{ port: number; clearCache: () => Promise<void>; close: () => Promise<void> }> {
  const login = await fetch(`${base}/api/users/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(BENCH_ADMIN) });
  if (!login.ok) throw new Error(`staff sign-in: ${login.status} (the data folder was seeded with another admin? use a fresh LIGHTHOUSE_DATA_DIR)`);
  const session = (await login.json()) as { token: string; user: unknown };
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "lighthouse-staff-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const page = await context.newPage();
  await page.goto(`${base}/about`);
  await page.evaluate(
    ([token, user]) => (localStorage.setItem("token", token!), localStorage.setItem("user", user!)),
    [session.token, JSON.stringify(session.user)],
  );
  const cdp = await context.newCDPSession(page);
  return {
    port,
    // Lighthouse empties the cache only when it also clears storage: each staff run starts from an empty cache too.
    clearCache: async () => void (await cdp.send("Network.clearBrowserCache")),
    close: async () => (await context.close(), rmSync(profile, { recursive: true, force: true })),
  };
}

const isStaffPage = (p: string) => p.startsWith("/admin/");

async function main() {
  // The stream server's certificate is self-signed: the measured browser accepts it (only with LIGHTHOUSE_LIVE_STREAM).
  const stream: LocalHlsStream | undefined = LIVE_STREAM ? await startLocalHlsStream({ listSize: 10 }) : undefined;
  const server = await startSiteServer({
    port: PORT,
    env: { DATA_DIR, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...(stream ? { LIVE_STREAM_URL: stream.url } : {}) },
    quiet: true,
  });
  const base = server.base;
  // Launched inside try: a browser that fails to start must not leave the server running.
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let staffBrowser: Awaited<ReturnType<typeof signedInBrowser>> | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(stream ? ["--ignore-certificate-errors"] : [])],
    });
    const latest = (await (await fetch(`${base}/api/home-contents/published/pages/world?limit=1`)).json()).data[0];
    // The Hindi edition's pages (ADR 076, 077): its budget is the English page's score.
    const latestHindi = (await (await fetch(`${base}/api/home-contents/published/pages/world?limit=1&lang=hi`)).json()).data[0];
    const liveBlog = await liveBlogPagePath(base);
    // Article and live blog pages are filtered by their prefix ("/articles", "/live-updates"), the story editor as "/admin/stories/{id}".
    const filterKey = (p: string) =>
      p.startsWith("/articles/")
        ? "/articles"
        : p.startsWith("/hi/articles/")
          ? "/hi/articles"
          : p.startsWith("/live-updates/")
            ? "/live-updates"
            : /^\/admin\/stories\/[0-9a-f]{24}$/.test(p)
              ? "/admin/stories/{id}"
              : p;
    const pages = [
      "/",
      "/world",
      `/articles/${latest.slug}`,
      "/videos",
      // A video's page and a show's page (ADR 073): the seed's second recording and its live debate.
      "/videos/demo-2",
      "/shows/the-big-debate",
      "/live",
      "/schedule",
      "/petition",
      "/diaspora-support",
      "/hi",
      "/hi/world",
      `/hi/articles/${encodeURIComponent(latestHindi.slug)}`,
      "/hi/schedule",
      "/hi/petition",
      "/hi/live",
      liveBlog,
      "/admin/dashboard",
      "/admin/stories",
      `/admin/stories/${latest._id}`,
    ].filter((p) => !PAGE_FILTER || PAGE_FILTER.includes(filterKey(p)));
    if (pages.some(isStaffPage)) staffBrowser = await signedInBrowser(base);
    const rows: PageFigures[] = [];
    for (const p of pages) {
      const runs: PageFigures[] = [];
      const port = isStaffPage(p) ? staffBrowser!.port : chrome.port;
      const reportName = p === "/" ? "home" : p.split("/").filter(Boolean).slice(0, 2).join("-");
      // A returning reader: one unmeasured visit fills the cache the measured runs keep.
      if (REPEAT_VISIT) await auditWithRetry(`${base}${p}`, port, `${reportName}-warm`, true);
      for (let i = 0; i < RUNS; i++) {
        if (isStaffPage(p) && !REPEAT_VISIT) await staffBrowser!.clearCache();
        runs.push(await auditWithRetry(`${base}${p}`, port, `${reportName}-${i + 1}`, isStaffPage(p) || REPEAT_VISIT));
      }
      // The median run by performance score, with each figure the median of its own runs.
      rows.push({
        page: { "/articles": "/articles/{slug}", "/live-updates": "/live-updates/{slug}-{id}" }[filterKey(p)] ?? filterKey(p),
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        jsKB: median(runs.map((r) => r.jsKB)),
        totalKB: median(runs.map((r) => r.totalKB)),
        requests: median(runs.map((r) => r.requests)),
      });
      process.stderr.write(".");
    }
    process.stderr.write("\n");
    console.log(`Lighthouse ${RUNS} runs per page (mobile defaults${REPEAT_VISIT ? ", repeat visit" : ""}${stream ? ", live stream set" : ""}), medians`);
    console.log(["page", "perf", "a11y", "best", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB", "total KB", "requests"].join(" | "));
    for (const r of rows)
      console.log(
        [r.page, r.performance, r.accessibility, r.bestPractices, r.seo, r.fcpMs, r.lcpMs, r.tbtMs, r.cls, r.jsKB, r.totalKB, r.requests].join(" | "),
      );
    // A run over a subset of pages does not replace the full table.
    if (!PAGE_FILTER && !REPEAT_VISIT && !stream) mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
    if (!PAGE_FILTER && !REPEAT_VISIT && !stream)
      writeFileSync(path.join(ROOT, "bench/results/lighthouse-latest.json"), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2));
  } finally {
    await staffBrowser?.close();
    chrome?.kill();
    server.process.kill("SIGTERM");
    await stream?.close();
  }
}

await main();
