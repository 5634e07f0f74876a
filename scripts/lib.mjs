// Helpers for the start/test scripts. Plain Node: these run before dependencies are installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WEB_SERVER_ENTRY = path.resolve(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build", "server/index.js");
/** The built server (apps/server/build.mjs writes it); `node` runs it in production. */
export const SERVER_BUNDLE = path.resolve(ROOT, "apps/server/dist/main.js");

/** Runs a command, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A port the system has just given out and released. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Runs a command with its output (stdout and stderr, in order) kept; resolves with its exit code and that output. */
export function runBuffered(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...options.env } });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString("utf8") }));
  });
}

export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The workspaces the server needs to build and run: `npm start` installs only these on a fresh clone. */
const SERVING_WORKSPACES = ["@matv/shared", "@matv/server", "@matv/web"];
/** Present while node_modules holds only what serving needs (npm start's install); the full install removes it. */
const SERVING_ONLY_MARKER = path.join(ROOT, "node_modules/.matv-serving-only");

/**
 * Installs dependencies when node_modules is missing or older than the lockfile. `{ serving: true }` (npm start)
 * installs only the serving workspaces' packages, without the test, lint and benchmark tools (Playwright, Lighthouse,
 * ESLint, Vitest...), about 60% of the packages; anything else (npm test) installs the rest when it first runs.
 */
export function ensureDependencies({ serving = false } = {}) {
  const marker = path.join(ROOT, "node_modules/.package-lock.json");
  const lock = path.join(ROOT, "package-lock.json");
  const current = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (current && (serving || !existsSync(SERVING_ONLY_MARKER))) return;
  console.log(serving ? "Installing what the server needs..." : "Installing dependencies...");
  // `npm install`, not `npm ci`: npm 11's ci refuses lockfiles that omit other platforms' optional
  // packages (rollup, esbuild), which npm install itself writes. Versions still come from the lockfile.
  // Browsers come from Debian's chromium package, never from a test tool's own download.
  const workspaces = serving ? SERVING_WORKSPACES.flatMap((name) => ["--workspace", name]) : [];
  const code = runSync("npm", ["install", "--no-audit", "--no-fund", ...workspaces], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
  if (code !== 0) {
    console.error("npm install failed; see the output above.");
    process.exit(code);
  }
  if (serving) writeFileSync(SERVING_ONLY_MARKER, "npm start installed only the serving workspaces; npm test installs the rest.\n");
  else rmSync(SERVING_ONLY_MARKER, { force: true });
}

/**
 * Installs a Debian package when its program is missing (as root; otherwise says how). Required:
 * exit when it cannot be installed; else carry on with a warning (the server then refuses what
 * needs it, e.g. PDFs without qpdf: ADR 040).
 */
export function ensureDebianPackage(binary, pkg, why, { required = true } = {}) {
  if (existsSync(binary)) return true;
  const fail = (text) => {
    console.error(text);
    if (required) process.exit(1);
    return false;
  };
  if (process.getuid?.() !== 0) return fail(`${why}. Install Debian's package as root:\n  apt-get update && apt-get install -y ${pkg}`);
  console.log(`Installing Debian's ${pkg}: ${why}...`);
  if (runSync("apt-get", ["update", "-qq"]) !== 0 || runSync("apt-get", ["install", "-y", "-qq", pkg], { env: { DEBIAN_FRONTEND: "noninteractive" } }) !== 0) {
    return fail(`apt-get could not install ${pkg}.`);
  }
  return true;
}

/** qpdf rewrites every PDF readers attach to support requests (ADR 040). */
export const QPDF = { binary: "/usr/bin/qpdf", pkg: "qpdf", why: "qpdf is needed to check and rewrite PDF attachments" };

/** Runs `command` when `output` is missing or older than any of `sources` (paths from the repository root). */
function buildWhenStale(output, sources, what, command, args) {
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(ROOT, s))));
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built >= newestSource) return;
  console.log(`Building ${what}...`);
  const code = runSync(command, args);
  if (code !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(code);
  }
}

/** Builds the web app when any of its sources is newer than the last build. */
export function ensureWebBuild() {
  const sources = ["apps/web/app", "apps/web/public", "apps/web/vite.config.ts", "apps/web/react-router.config.ts", "packages/shared/src", "package-lock.json"];
  buildWhenStale(WEB_SERVER_ENTRY, sources, "the site", "npm", ["run", "build", "-w", "@matv/web"]);
}

/** Bundles the server when any of its sources (or @matv/shared's) is newer than the last bundle. */
export function ensureServerBuild() {
  const sources = ["apps/server/src", "apps/server/build.mjs", "packages/shared/src", "package-lock.json"];
  buildWhenStale(SERVER_BUNDLE, sources, "the server", process.execPath, ["apps/server/build.mjs"]);
}
