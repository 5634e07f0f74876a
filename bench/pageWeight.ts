/**
 * Page weight per page type: compressed JavaScript bytes (script files as transferred, and the page's inline
 * scripts brotli-compressed on their own), total bytes transferred, request count and Cumulative Layout
 * Shift, in Debian's Chromium with an empty cache. Starts no server of its own:
 *
 *   npm run bench:pages -w @matv/bench -- http://127.0.0.1:3000
 *
 * Budgets (docs/architecture.md): home JavaScript under 150 KB compressed, and before any interaction (files
 * fetched before the page is scrolled or touched, plus its inline scripts) at most 40 KB, its HTML at most
 * 100 KB uncompressed (ADR 078); CLS under 0.05; the live blog page's own script (files and inline) under
 * 15 KB compressed (ADR 061). PAGE_WEIGHT_PAGES (comma-separated page names, e.g. "home") measures
 * only those.
 */
import { brotliCompressSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../e2e/fixtures/constants.ts";
import { liveBlogPagePath } from "./liveBlogPage.ts";
import { sectionPages } from "./sectionPages.ts";

const BASE = (process.argv[2] ?? process.env.PAGE_WEIGHT_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const BUDGET = { homeJsBytes: 150 * 1024, homeJsBeforeInteractionBytes: 40 * 1024, homeHtmlBytes: 100 * 1024, cls: 0.05, liveBlogOwnJsBytes: 15 * 1024 };

interface Figures {
  page: string;
  path: string;
  jsBytes: number;
  /** Script files fetched before the page is scrolled or touched (compressed). */
  jsBeforeInteractionBytes: number;
  /** The HTML document, uncompressed. */
  htmlBytes: number;
  /** The page's inline scripts (not JSON-LD), brotli-compressed together on their own. */
  inlineJsBytes: number;
  totalBytes: number;
  requests: number;
  cls: number;
}

async function articlePath(): Promise<string> {
  const res = await fetch(`${BASE}/api/home-contents/published/pages/latest-news?limit=1`);
  if (!res.ok) throw new Error(`cannot list articles at ${BASE}: ${res.status}`);
  const body = (await res.json()) as { data: Array<{ slug: string }> };
  return `/articles/${body.data[0]!.slug}`;
}

async function measure(browser: Browser, name: string, path: string, viewport: { width: number; height: number }): Promise<Figures> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map<string, string>();
  let jsBytes = 0;
  let totalBytes = 0;
  let requests = 0;
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    requests++;
    totalBytes += e.encodedDataLength;
    if (types.get(e.requestId) === "Script") jsBytes += e.encodedDataLength;
  });
  // Layout shifts from the first paint on, as the web-vitals definition sums them (no recent input).
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
  const htmlBytes = (await response!.body()).length;
  const jsBeforeInteractionBytes = jsBytes;
  // Scroll through the page so lazy images below the fold load (and would shift, if unsized).
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])"))
      .filter((script) => !/json/i.test(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent ?? "")
      .join("\n"),
  );
  await context.close();
  const inlineJsBytes = inline ? brotliCompressSync(Buffer.from(inline)).length : 0;
  return { page: name, path, jsBytes, jsBeforeInteractionBytes, htmlBytes, inlineJsBytes, totalBytes, requests, cls: Math.round(cls * 10000) / 10000 };
}

async function main() {
  const only = process.env.PAGE_WEIGHT_PAGES?.split(",").map((name) => name.trim());
  const all: Array<[string, string]> = [
    ["home", "/"],
    ["category", "/world"],
    ["article", await articlePath()],
    ["videos", "/videos"],
    ["live", "/live"],
    ["schedule", "/schedule"],
    ["petition", "/petition"],
    ["diaspora-support", "/diaspora-support"],
    ["about", "/about"],
    ["live blog", await liveBlogPagePath(BASE)],
    ...(await sectionPages(BASE)),
  ];
  const pages = only ? all.filter(([name]) => only.includes(name)) : all;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const viewports = { mobile: { width: 360, height: 740 }, desktop: { width: 1440, height: 900 } };
  const rows: Array<Figures & { viewport: string }> = [];
  for (const [vpName, viewport] of Object.entries(viewports)) {
    for (const [name, path] of pages) rows.push({ viewport: vpName, ...(await measure(browser, name, path, viewport)) });
  }
  await browser.close();

  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`Page weight at ${BASE} (empty cache)\n`);
  console.log(
    "| viewport | page | JS KB (compressed) | JS files before interaction KB | inline JS KB (br) | HTML KB (uncompressed) | total KB transferred | requests | CLS |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows)
    console.log(
      `| ${r.viewport} | ${r.page} | ${kb(r.jsBytes)} | ${kb(r.jsBeforeInteractionBytes)} | ${kb(r.inlineJsBytes)} | ${kb(r.htmlBytes)} | ${kb(r.totalBytes)} | ${r.requests} | ${r.cls} |`,
    );
  const failures = rows.flatMap((r) => [
    ...(r.page === "home" && r.jsBytes > BUDGET.homeJsBytes ? [`${r.viewport} home JS ${kb(r.jsBytes)} KB > 150 KB`] : []),
    ...(r.page === "home" && r.jsBeforeInteractionBytes + r.inlineJsBytes > BUDGET.homeJsBeforeInteractionBytes
      ? [`${r.viewport} home JS before interaction ${kb(r.jsBeforeInteractionBytes + r.inlineJsBytes)} KB > 40 KB`]
      : []),
    ...(r.page === "home" && r.htmlBytes > BUDGET.homeHtmlBytes ? [`${r.viewport} home HTML ${kb(r.htmlBytes)} KB > 100 KB`] : []),
    ...(r.page === "live blog" && r.jsBytes + r.inlineJsBytes > BUDGET.liveBlogOwnJsBytes
      ? [`${r.viewport} live blog JS ${kb(r.jsBytes + r.inlineJsBytes)} KB > 15 KB`]
      : []),
    ...(r.cls > BUDGET.cls ? [`${r.viewport} ${r.page} CLS ${r.cls} > ${BUDGET.cls}`] : []),
  ]);
  if (failures.length) {
    console.log(`\nOver budget:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else
    console.log(
      "\nWithin budget: home JS under 150 KB compressed (40 KB before interaction), home HTML under 100 KB, the live blog's own JS under 15 KB, CLS under 0.05 on every page.",
    );
}

await main();
