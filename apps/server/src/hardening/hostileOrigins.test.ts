import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseEnv } from "../infra/env.ts";
import { MISDIRECTED_TEXT } from "../infra/publicOrigin.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { WEB_BUILD_DIR } from "../web/plugin.ts";

/**
 * Over real HTTP, in production with PUBLIC_URL unset (ADR 043, ADR 069): a request naming another port, or a
 * trusted proxy forwarding a scheme other than http or https, never reaches a feed nor a mailed link.
 */
const built = existsSync(path.join(WEB_BUILD_DIR, "server/index.js"));

describe("scheme and port with PUBLIC_URL unset (production, real HTTP)", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({
      // TRUST_PROXY's default trusts loopback: these requests come as from a proxy on the same machine.
      env: parseEnv({ NODE_ENV: "production", DATA_DIR: t.dataDir, LOG_LEVEL: "error", PORT: "0", HOST: "127.0.0.1" }),
      database: t.database,
      logger: false,
      ...(built ? { web: "production" as const } : {}),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** A request with exactly these headers (fetch would not send a Host of our choosing). */
  const send = (method: string, url: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path: url, headers, timeout: 10_000 }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  const get = (url: string, headers: Record<string, string>) => send("GET", url, headers);

  it.skipIf(!built)("the feed answers on the listening port with http or https links, and 421 to any other port or scheme", async () => {
    const plain = await get("/rss.xml", {});
    expect(plain.status).toBe(200);
    expect(plain.text).toContain(`http://127.0.0.1:${port}/`);
    const viaProxy = await get("/rss.xml", { "x-forwarded-proto": "https", "x-forwarded-host": "localhost" });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.text).toContain("https://localhost/");

    const refused: Array<Record<string, string>> = [
      { host: "localhost:6666" },
      { host: `localhost:${port + 1}` },
      { host: "127.0.0.1:80" },
      { host: "[::1]:6666" },
      { "x-forwarded-host": "localhost:6666" },
      { "x-forwarded-proto": "javascript" },
      { "x-forwarded-proto": "JavaScript" },
      { "x-forwarded-proto": "data" },
      { "x-forwarded-proto": "http, javascript" },
      { "x-forwarded-proto": "ftp", "x-forwarded-host": "localhost" },
    ];
    for (const headers of refused) {
      for (const url of ["/rss.xml", "/sitemap.xml", "/robots.txt", "/"]) {
        const res = await get(url, headers);
        const body = res.text;
        expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(421);
        expect(body).toBe(MISDIRECTED_TEXT);
        expect(body).not.toMatch(/6666|javascript:/i);
      }
    }
  });

  it("a newsletter sign-up naming another port or scheme mails a link to the listening address only", async () => {
    const shapes: Array<Record<string, string>> = [
      { "x-forwarded-host": "localhost:6666" },
      { host: "localhost:6666" },
      { "x-forwarded-host": "evil.example:6666" },
      { "x-forwarded-proto": "javascript" },
    ];
    for (const [i, headers] of shapes.entries()) {
      const res = await send(
        "POST",
        "/api/newsletter",
        { "content-type": "application/json", ...headers },
        JSON.stringify({ email: `reader${i}@example.com` }),
      );
      expect(res.status, JSON.stringify(headers)).toBe(202);
    }
    // The mail is written after the answer (services/newsletter.ts): wait for all of them, bounded.
    const outbox = path.join(t.dataDir, "outbox");
    const written = () => (existsSync(outbox) ? readdirSync(outbox) : []);
    for (let waited = 0; written().length < shapes.length && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const mails = written().map((name) => readFileSync(path.join(outbox, name), "latin1"));
    expect(mails).toHaveLength(shapes.length);
    for (const mail of mails) {
      const unfolded = mail.replace(/=\r?\n/g, "");
      expect(unfolded).toContain(`http://localhost:${port}/newsletter/confirm?token=`);
      expect(unfolded).not.toMatch(/6666|javascript:|evil\.example/i);
    }
  });
});
