/**
 * Multipart memory (ADR 064): resident memory of the server process before and after eight
 * simultaneous POST /api/diaspora-support requests, each an invalid email with 5 x 10 MB attachments
 * (the audit's case), and how many bytes each client got to send before its answer.
 *
 *   npx tsx bench/multipartMemory.ts            (PGlite, fresh data folder; BENCH_PORT, default 3262)
 *
 * The server is the production build on PGlite without demo content; the client streams the body with
 * backpressure and stops writing when the answer arrives, as a browser does.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startSiteServer } from "../e2e/fixtures/siteServer.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3262);
const REQUESTS = 8;
const FILES = 5;
const FILE_BYTES = 10 * 1024 * 1024 - 4096;

function residentMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { peak: Math.round(kb("VmHWM") / 1024), now: Math.round(kb("VmRSS") / 1024) };
}

/** One hostile request; resolves with its status, the bytes written before the answer, and ms taken. */
function hostileRequest(base: string, index: number): Promise<{ status: number; sentMb: number; ms: number }> {
  const boundary = `----matvbench${index}`;
  const fields = { email: "not-an-email", country: "IN", state: "KL", city: "Kollam", context: "x", issueDescription: "y" };
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = (i: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="f${i}.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `--${boundary}--\r\n`;
  const chunks: Array<Buffer | string> = [head];
  const piece = Buffer.alloc(1024 * 1024, "a");
  for (let i = 0; i < FILES; i++) {
    chunks.push(fileHead(i));
    for (let sent = 0; sent < FILE_BYTES; sent += piece.byteLength) chunks.push(piece.subarray(0, Math.min(piece.byteLength, FILE_BYTES - sent)));
    chunks.push("\r\n");
  }
  chunks.push(tail);
  const total = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
  const started = performance.now();
  const url = new URL("/api/diaspora-support", base);
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(total), "x-forwarded-for": `203.0.113.${index + 1}` },
    });
    const done = (status: number) => resolve({ status, sentMb: Math.round((sent / 1048576) * 10) / 10, ms: Math.round(performance.now() - started) });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.on("error", () => {
      if (!answered) done(0);
    });
    const write = () => {
      while (!answered && chunks.length) {
        const chunk = chunks.shift()!;
        sent += Buffer.byteLength(chunk);
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-bench-multipart-"));
const server = await startSiteServer({ port: PORT, env: { DATA_DIR: dataDir, SEED_DEMO: "false", TRUST_PROXY: "true" }, quiet: true });
try {
  const pid = server.process.pid!;
  await new Promise((r) => setTimeout(r, 2000));
  const before = residentMb(pid);
  const results = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => hostileRequest(server.base, i)));
  const after = residentMb(pid);
  console.log(`server RSS before: ${before.now} MB; after ${REQUESTS} requests: ${after.now} MB; peak (VmHWM): ${after.peak} MB`);
  for (const [i, r] of results.entries())
    console.log(`request ${i + 1}: ${r.status} after ${r.ms} ms, ${r.sentMb} MB of ${Math.round((FILES * FILE_BYTES) / 1048576)} MB sent`);
} finally {
  server.process.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
