import { readdirSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, multipartBody, staffHeader, supportFields } from "../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * Multipart requests that cost memory and disk (ADR 064): the text fields are checked before
 * any file is read, files go to temporary files rather than memory, one request's bytes are bounded
 * (413 naming the limit) and one address's support attachments per day are bounded (429).
 */

const FIELDS = supportFields();
const TEXT = (n: number) => Buffer.alloc(n, "a");
/** Posts a head then trickles filler in 64 KB pieces; resolves with the answer and the bytes sent before it. */
function trickle(port: number, path: string, headers: Record<string, string>, head: string): Promise<{ status: number; body: string; sent: number }> {
  let sent = 0;
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", method: "POST", path, headers });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      const sentBeforeAnswer = sent;
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent: sentBeforeAnswer });
      });
    });
    req.on("error", (error) => (sent > 0 ? undefined : reject(error)));
    req.write(head);
    sent += Buffer.byteLength(head);
    const piece = TEXT(64 * 1024);
    const timer = setInterval(() => {
      if (req.destroyed || sent > 40 * 1024 * 1024) return clearInterval(timer);
      req.write(piece);
      sent += piece.byteLength;
    }, 5);
    req.on("close", () => clearInterval(timer));
  });
}

/** A test app listening on a free loopback port (for the describe block that calls it), for clients that write slowly over a real socket. */
function listeningTestApp(): { t: TestApp; port: number } {
  const server = { port: 0 } as { t: TestApp; port: number };
  beforeAll(async () => {
    server.t = await createTestApp();
    await server.t.app.listen({ port: 0, host: "127.0.0.1" });
    server.port = (server.t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.t.close());
  return server;
}

const spoolDirs = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith("matv-upload-")).length;

describe("diaspora support over real HTTP: a bad form with large files", () => {
  const server = listeningTestApp();

  it("is answered 400 naming the email after the fields, before the 5 x 10 MB of files are sent", async () => {
    const boundary = "----matvhostile";
    const head = Object.entries({ ...FIELDS, email: "not-an-email" })
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("");
    const fileHead = (i: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="f${i}.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const fileBytes = 10 * 1024 * 1024 - 1024;
    const total =
      Buffer.byteLength(head) +
      [0, 1, 2, 3, 4].reduce((n, i) => n + Buffer.byteLength(fileHead(i)) + fileBytes + 2, 0) +
      Buffer.byteLength(`--${boundary}--\r\n`);

    const answer = await trickle(
      server.port,
      "/api/diaspora-support",
      { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(total), ...clientIp() },
      head + fileHead(0),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(/^email: /);
    expect(answer.sent).toBeLessThan(5 * 1024 * 1024);
  });
});

describe("diaspora support: byte bound and daily attachment quota", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_REQUEST_MAX_BYTES: String(300 * 1024), SUPPORT_ATTACHMENTS_PER_DAY: "3" });
  });
  afterAll(() => t.close());

  const send = (files: Parameters<typeof multipartBody>[1], ip = clientIp()) => {
    const body = multipartBody(FIELDS, files);
    return t.app.inject({ method: "POST", url: "/api/diaspora-support", payload: body.payload, headers: { ...body.headers, ...ip } });
  };

  it("refuses a request over the byte bound with 413 naming the limit, and stores nothing", async () => {
    const before = spoolDirs();
    const res = await send([0, 1, 2, 3].map((i) => ({ name: `n${i}.txt`, type: "text/plain", bytes: TEXT(100 * 1024) })));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("body: the form is larger than the 300 KB one request may carry");
    expect(spoolDirs()).toBe(before);
  });

  it("counts a body sent without Content-Length as it arrives", async () => {
    const body = multipartBody(
      FIELDS,
      [0, 1, 2, 3].map((i) => ({ name: `n${i}.txt`, type: "text/plain", bytes: TEXT(100 * 1024) })),
    );
    const { Readable } = await import("node:stream");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/diaspora-support",
      payload: Readable.from([body.payload.subarray(0, 100_000), body.payload.subarray(100_000)]),
      headers: { ...body.headers, ...clientIp(), "transfer-encoding": "chunked" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().field).toBe("body");
  });

  it("refuses attachments sent before the text fields (they are checked first) with 400 naming the field", async () => {
    const boundary = "----matvorder";
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n` +
        Object.entries(FIELDS)
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join("") +
        `--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/diaspora-support",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...clientIp() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "email", error: "email: is required, before the attachments" });
  });

  it("stops one address at its daily attachment quota with 429 and a clear message; another address is unaffected", async () => {
    const ip = clientIp();
    const two = [0, 1].map((i) => ({ name: `q${i}.txt`, type: "text/plain", bytes: TEXT(1000) }));
    expect((await send(two, ip)).statusCode).toBe(201);
    const refused = await send(two, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/most attachments allowed in one day \(3\)/);
    // Without attachments the same address may still ask for help.
    expect((await send([], ip)).statusCode).toBe(201);
    expect((await send(two)).statusCode).toBe(201);
  });
});

describe("staff image upload over real HTTP: a body declared larger than one image", () => {
  const server = listeningTestApp();

  it("is answered 413 naming the file before the body is sent", async () => {
    const boundary = "----matvupload";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const answer = await trickle(
      server.port,
      "/api/upload",
      { ...(await staffHeader(server.t, "writer")), "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(12 * 1024 * 1024) },
      head,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ field: "file" });
    expect(answer.sent).toBeLessThan(2 * 1024 * 1024);
  });
});
