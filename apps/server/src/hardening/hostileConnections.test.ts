import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { parseEnv } from "../infra/env.ts";
import { openTestDatabase } from "../testing/testApp.ts";

/**
 * Hostile connections over real HTTP (not inject): a body trickled a byte at a time is cut off by the
 * request timeout, and a socket closed mid-body is logged as the client's stream breaking, never as
 * the database being unavailable.
 */

const REQUEST_TIMEOUT_SECONDS = 2;
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let port: number;
const logLines: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-conn-"));
  database = await openTestDatabase();
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info", REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) });
  app = await buildApp({ env, database, logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a raw socket and sends the request head; resolves the socket and a promise of everything the server sends until it closes. */
function openRequest(head: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.write(head);
  let received = "";
  const closed = new Promise<string>((resolve) => {
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => undefined);
  });
  return { socket, closed };
}

describe("slow and broken request bodies", () => {
  it("answers 408 and closes a socket whose body trickles in slower than the request timeout", async () => {
    const started = Date.now();
    const { socket, closed } = openRequest(
      `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"`,
    );
    const trickle = setInterval(() => socket.writable && socket.write("a"), 300);
    const answer = await closed;
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The deadline plus Node's checking interval, never the open-ended wait of before.
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + 2_500);
  }, 15_000);

  it("logs a socket closed mid-body as a request-stream error, not as the database being unavailable", async () => {
    logLines.length = 0;
    const { socket } = openRequest(
      `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"a`,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.destroy();
    await expect.poll(() => logLines.filter((l) => /request stream error/.test(l.msg)).length, { timeout: 3_000 }).toBe(1);
    expect(logLines.filter((l) => /database unavailable/.test(l.msg))).toEqual([]);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("still answers a request sent promptly", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
