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
