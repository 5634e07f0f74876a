// npm test: every test layer, from a fresh clone. Installs what it needs first.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureDependencies, ensureWebBuild, run, runSync } from "./lib.mjs";

const CHROMIUM = "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is needed for the browser tests. Install Debian's package as root:\n  apt-get update && apt-get install -y chromium");
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  if (runSync("apt-get", ["update", "-qq"]) !== 0 || runSync("apt-get", ["install", "-y", "-qq", "chromium"], { env: { DEBIAN_FRONTEND: "noninteractive" } }) !== 0) {
    console.error("apt-get could not install chromium.");
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

ensureDependencies();
ensureChromium();
ensureWebBuild();

const results = [];
async function step(name, command, args, env) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(command, args, { env });
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

await step("typecheck", "npm", ["run", "typecheck"]);
await step("lint", "npm", ["run", "lint"]);
const pg = process.env.TEST_DATABASE_URL ? " (PGlite and PostgreSQL)" : " (PGlite; set TEST_DATABASE_URL to add PostgreSQL)";
await step(`unit and API tests${pg}`, "npx", ["vitest", "run"]);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-e2e-"));
const port = await freePort();
await step("browser tests (Playwright, Chromium)", "npx", ["playwright", "test", "--config", "e2e/playwright.config.ts"], {
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
