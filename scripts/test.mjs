// npm test: every test layer, from a fresh clone. Installs what it needs first.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackage, ensureDependencies, ensureServerBuild, ensureWebBuild, freePort, QPDF, run, runBuffered } from "./lib.mjs";

ensureDependencies();
ensureDebianPackage(QPDF.binary, QPDF.pkg, QPDF.why);
ensureDebianPackage("/usr/bin/chromium", "chromium", "Chromium is needed for the browser tests");
ensureDebianPackage("/usr/bin/ffmpeg", "ffmpeg", "ffmpeg is needed for the live stream browser tests");
ensureWebBuild();
ensureServerBuild();

const results = [];
const reportDir = mkdtempSync(path.join(os.tmpdir(), "matv-reports-"));
/**
 * Runs one layer; `countTests` reads its JSON report so the summary counts tests, not layers. A `buffered` layer
 * prints its output when it ends, so two can run at once without mixing their lines.
 */
async function step(name, command, args, env, countTests, { buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = buffered
    ? await runBuffered(command, args, { env }).then(({ code, output }) => {
        console.log(`\n=== ${name} ===\n${output}`.trimEnd());
        return code;
      })
    : await run(command, args, { env });
  let counts = null;
  try {
    counts = countTests?.() ?? null;
  } catch {
    counts = null;
  }
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), counts });
  return code === 0;
}
const vitestJson = path.join(reportDir, "vitest.json");
const playwrightJson = path.join(reportDir, "playwright.json");
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

// TypeScript and the linters share nothing and each keeps one core busy: both at once on two cores (ADR 071).
await Promise.all([
  step("typecheck", "npm", ["run", "typecheck"], {}, undefined, { buffered: true }),
  step("lint", "npm", ["run", "lint"], {}, undefined, { buffered: true }),
]);
const pg = process.env.TEST_DATABASE_URL ? " (PGlite and PostgreSQL)" : " (PGlite; set TEST_DATABASE_URL to add PostgreSQL)";
await step(`unit and API tests${pg}`, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`], {}, () => {
  const r = readJson(vitestJson);
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numTotalTests === 0 ? 1 : 0) };
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-e2e-"));
const port = await freePort();
await step(
  "browser tests (Playwright, Chromium)",
  "npx",
  ["playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list,json"],
  { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  () => {
    const { stats } = readJson(playwrightJson);
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  },
);
rmSync(dataDir, { recursive: true, force: true });

// The slowest files and tests, from the same reports: where the next minutes of `npm test` are (issue 33).
const slowest = (rows, n = 10) => rows.sort((a, b) => b.ms - a.ms).slice(0, n);
const print = (title, rows) =>
  rows.length && console.log(`\n${title}\n${rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.name}`).join("\n")}`);
try {
  const files = readJson(vitestJson).testResults.map((f) => ({ name: path.relative(process.cwd(), f.name), ms: f.endTime - f.startTime }));
  print("slowest unit and API test files:", slowest(files));
} catch {
  // no report: the layer failed before writing one, and its output says why
}
try {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        tests.push({ name: `${spec.file}:${spec.line} ${spec.title} [${t.projectName}]`, ms: t.results.reduce((sum, r) => sum + r.duration, 0) });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(playwrightJson).suites) walk(suite);
  print("slowest browser tests (all tries):", slowest(tests, 15));
} catch {
  // as above
}
rmSync(reportDir, { recursive: true, force: true });

console.log("\n=== summary ===");
let passed = 0;
let failed = 0;
for (const r of results) {
  const detail = r.counts ? `: ${r.counts.passed} passed, ${r.counts.failed} failed` : "";
  console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)${detail}`);
  // A layer without a test report (typecheck, lint) counts as one check.
  passed += r.counts ? r.counts.passed : r.ok ? 1 : 0;
  failed += r.counts ? r.counts.failed + (r.ok || r.counts.failed ? 0 : 1) : r.ok ? 0 : 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
