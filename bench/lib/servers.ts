import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A fresh PostgreSQL database for the benchmark (dropped and created again each run). */
export async function freshPostgresDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts our server (production build) pinned to one core; resolves when /api/health answers. */
export async function startSiteServer(options: { port: number; env: Record<string, string>; core?: number }): Promise<ChildProcess> {
  const args = ["--import", "tsx", "apps/server/src/main.ts"];
  const [command, commandArgs] = options.core === undefined ? [process.execPath, args] : ["taskset", ["-c", String(options.core), process.execPath, ...args]];
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(options.port), ...options.env },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${options.port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the site server did not start within 2 minutes");
}

/** The baseline: plain node:http answering fixed bodies, as fast as Node can answer at all. */
export function startPlainServer(port: number, bodies: { json: string; html: string }): Promise<Server> {
  const server = createServer((req, res) => {
    const html = req.url?.startsWith("/html");
    const body = html ? bodies.html : bodies.json;
    res.writeHead(200, { "content-type": html ? "text/html; charset=utf-8" : "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
