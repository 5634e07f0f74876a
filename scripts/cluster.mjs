// npm run test:cluster: three instances behind nginx on this machine's PostgreSQL and Redis, with
// s3rver as the object store (e2e/cluster/cluster.test.ts). Installs nginx from Debian when missing
// (as root), like scripts/test.mjs does for Chromium. Skips (exit 0, saying why) only when PostgreSQL
// or Redis does not answer.
import { existsSync } from "node:fs";
import { Socket } from "node:net";
import { spawn } from "node:child_process";
import { ensureDependencies, ensureServerBuild, ensureWebBuild, ROOT, runSync } from "./lib.mjs";

const NGINX = "/usr/sbin/nginx";
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function answers(url, defaultPort, probe) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (data) => done(probe ? data.toString().startsWith("+PONG") : true));
    socket.connect(Number(port || defaultPort), hostname, () => (probe ? socket.write(probe) : done(true)));
  });
}

function ensureNginx() {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() !== 0) {
    console.error("nginx is needed for the cluster test. Install Debian's package as root:\n  apt-get update && apt-get install -y nginx");
    return false;
  }
  console.log("Installing Debian's nginx for the cluster test...");
  if (
    runSync("apt-get", ["update", "-qq"]) !== 0 ||
    runSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], { env: { DEBIAN_FRONTEND: "noninteractive" } }) !== 0
  ) {
    console.error("apt-get could not install nginx.");
    return false;
  }
  // The package may start a system nginx on port 80; the test runs its own on loopback.
  runSync("sh", ["-c", "service nginx stop >/dev/null 2>&1 || true"]);
  return existsSync(NGINX);
}

const [pgUp, redisUp] = await Promise.all([answers(PG_URL, 5432), answers(REDIS_URL, 6379, "PING\r\n")]);
if (!pgUp || !redisUp) {
  const missing = [!pgUp && `PostgreSQL (${new URL(PG_URL).host})`, !redisUp && `Redis (${new URL(REDIS_URL).host})`].filter(Boolean).join(" and ");
  console.log(`Cluster test skipped: ${missing} not answering on this machine (TEST_DATABASE_URL, TEST_REDIS_URL).`);
  process.exit(0);
}
ensureDependencies();
ensureWebBuild();
ensureServerBuild();
if (!ensureNginx()) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const child = spawn(
  process.execPath,
  ["--import", "tsx", "--test", "--test-concurrency=1", "--test-reporter=tap", "--test-timeout=600000", "e2e/cluster/cluster.test.ts"],
  {
    cwd: ROOT,
    // Its own process group, so the limit below also ends the instances and nginx it started.
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, TEST_DATABASE_URL: PG_URL, TEST_REDIS_URL: REDIS_URL, NGINX_BIN: NGINX },
  },
);
let out = "";
child.stdout.on("data", (chunk) => {
  out += chunk;
  process.stdout.write(chunk);
});
// The whole run is bounded (about 70 s on a quiet machine, 3.5 min on a very busy one).
const limit = setTimeout(
  () => {
    console.error("The cluster test ran past 15 minutes; stopping it.");
    // SIGTERM first, so the test removes its database and Redis keys; SIGKILL what is left.
    process.kill(-child.pid, "SIGTERM");
    setTimeout(() => process.kill(-child.pid, "SIGKILL"), 20_000).unref();
  },
  15 * 60 * 1000,
);
// Ctrl-C or a CI timeout reaches the whole group (it is not the terminal's foreground group).
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.kill(-child.pid, signal));
child.on("exit", (code) => {
  clearTimeout(limit);
  const passed = Number(/^# pass (\d+)/m.exec(out)?.[1] ?? 0);
  const failed = Number(/^# fail (\d+)/m.exec(out)?.[1] ?? 0) + (code !== 0 && !/^# fail [1-9]/m.test(out) ? 1 : 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
});
