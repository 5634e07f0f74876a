/**
 * Load and faults, against the real server process (npm run test:resilience; run by .ci/run after the
 * other tests). Every loop is bounded in time; traffic stays on loopback.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_OPTIONS } from "../../apps/server/src/db/client.ts";
import { startSiteServer, type SiteServer } from "../fixtures/siteServer.ts";
import { clientHeaders, count5xx, runLoad } from "./load.ts";

const BROWSER_USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const PG_URL = process.env.TEST_DATABASE_URL;
const tmpDirs: string[] = [];
const servers: SiteServer[] = [];
function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "matv-resilience-"));
  tmpDirs.push(dir);
  return dir;
}
async function freshPgDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
after(() => {
  for (const s of servers) if (s.process.exitCode === null) s.process.kill("SIGKILL");
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
});

const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function firstArticles(base: string, n: number): Promise<Array<{ _id: string; slug: string; views: number }>> {
  const res = await fetch(`${base}/api/home-contents/published/pages/latest-news?limit=${n}`);
  return (await res.json()).data;
}

/** A 1×1 PNG: support attachments are real images, re-encoded by the server. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");

/** Reads a few numbers straight from the database the server wrote to (API reads may be cached). */
async function queryDatabase<T>(databaseUrl: string, dataDir: string, sql: string, params: unknown[]): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(dataDir, "pglite"), PGLITE_OPTIONS);
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

describe("mixed load at 50 connections", () => {
  it("answers no 5xx, and every accepted write is stored exactly once", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = PG_URL ? await freshPgDatabase("matv_resilience_load") : "";
    const server = await startSiteServer({ port: 3951, env: { DATA_DIR: dataDir, ...(PG_URL ? { DATABASE_URL: databaseUrl } : {}) } });
    servers.push(server);
    const { base } = server;
    const articles = await firstArticles(base, 5);
    const viewsBefore = new Map(articles.map((a) => [a._id, a.views]));
    const authors: Array<{ _id: string; name: string; followersCount: number }> = (await (await fetch(`${base}/api/authors`)).json()).data.slice(0, 3);
    const followersBefore = new Map(authors.map((a) => [a._id, a.followersCount]));
    const petition: { _id: string; totalSignatures: number } = (await (await fetch(`${base}/api/petitions`)).json()).data;
    const blog = (await (await fetch(`${base}/api/blogs/published`)).json()).data?.[0];
    assert.ok(authors.length > 0 && petition._id, "the demo seed has authors and a petition");
    const pages = [
      "/",
      "/world",
      "/india-news",
      `/articles/${articles[0]!.slug}`,
      `/world/${articles[0]!._id}`,
      "/about",
      "/videos",
      "/live",
      "/petition",
      "/diaspora-support",
      `/author/${encodeURIComponent(authors[0]!.name)}`,
      "/search?q=cricket",
      "/rss.xml",
      "/sitemap.xml",
      "/no-such-page",
      ...(blog?._id ? [`/blog/${blog._id}`] : []),
    ];
    const accepted = {
      views: new Map<string, number>(),
      follows: new Map<string, number>(),
      newsletter: 0,
      signatures: new Set<string>(),
      support: new Set<string>(),
    };
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    const result = await runLoad({
      connections: 50,
      seconds: 15,
      action: async (worker, i) => {
        const headers = clientHeaders(worker);
        const jsonHeaders = { ...headers, "content-type": "application/json" };
        const tag = `${worker}-${i}`;
        let res: Response;
        switch (i % 8) {
          case 2: {
            const article = articles[(worker + i) % articles.length]!;
            // As a browser's: counting leaves out clients that say they are bots (ADR 075). The page loads of this
            // load keep node's own user agent, so the only views counted are these accepted ones.
            res = await fetch(`${base}/api/analytics/view`, {
              ...json({ articleId: article._id, timestamp: new Date().toISOString() }),
              headers: { ...jsonHeaders, "user-agent": BROWSER_USER_AGENT },
            });
            // A reader's repeat view of one article within 30 minutes is answered but not counted (ADR 064).
            if (res.ok && ((await res.clone().json()) as { data: { counted: boolean } }).data.counted) add(accepted.views, article._id);
            break;
          }
          case 3: {
            res = await fetch(`${base}/api/newsletter`, { ...json({ email: `load-${tag}@example.com` }), headers: jsonHeaders });
            if (res.status === 202) accepted.newsletter++;
            break;
          }
          case 4: {
            // A new browser each time: its first follow is refused with 428 and the reader cookie (ADR 064), the
            // retry with that cookie counts once; past the per-address daily bound it is 429.
            const author = authors[(worker + i) % authors.length]!;
            const url = `${base}/api/authors/${author._id}/follow`;
            res = await fetch(url, { method: "POST", headers });
            const cookie = res.status === 428 ? res.headers.get("set-cookie")?.split(";")[0] : undefined;
            if (cookie) {
              await res.arrayBuffer();
              res = await fetch(url, { method: "POST", headers: { ...headers, cookie } });
            }
            if (res.ok) add(accepted.follows, author._id);
            break;
          }
          case 5: {
            const email = `signer-${tag}@example.com`;
            res = await fetch(`${base}/api/signatures`, {
              ...json({ firstName: "Load", lastName: `Signer ${tag}`, email, location: "Leicester", displayName: true, petitionId: petition._id }),
              headers: jsonHeaders,
            });
            if (res.status === 201) accepted.signatures.add(email);
            break;
          }
          case 6: {
            const email = `support-${tag}@example.com`;
            const form = new FormData();
            for (const [k, v] of Object.entries({
              email,
              phone: "+447400123456",
              country: "IN",
              state: "KL",
              city: "Kollam",
              context: "Passport renewal delayed",
              issueDescription: `Load test request ${tag}`,
            }))
              form.append(k, v);
            form.append("attachments", new Blob([TINY_PNG], { type: "image/png" }), `scan-${tag}.png`);
            res = await fetch(`${base}/api/diaspora-support`, { method: "POST", body: form, headers });
            if (res.status === 201) accepted.support.add(email);
            break;
          }
          default:
            res = await fetch(`${base}${pages[(worker + i) % pages.length]}`, { headers });
        }
        await res.arrayBuffer();
        return res.status;
      },
    });
    assert.equal(count5xx(result), 0, `5xx answers: ${JSON.stringify([...result.statuses])}`);
    assert.deepEqual(result.errors.slice(0, 3), []);
    for (const [what, n] of [
      ["views", accepted.views.size],
      ["newsletter", accepted.newsletter],
      ["follows", accepted.follows.size],
      ["signatures", accepted.signatures.size],
      ["support", accepted.support.size],
    ] as const) {
      assert.ok(n > 0, `some ${what} writes were accepted`);
    }
    server.process.kill("SIGTERM");
    assert.equal(await server.exited, 0);

    // Counts read from the database itself, after a clean shutdown.
    const ids = articles.map((a) => a._id);
    for (const row of await queryDatabase<{ id: string; views: number }>(databaseUrl, dataDir, "select id, views from articles where id = any($1)", [ids])) {
      assert.equal(row.views, (viewsBefore.get(row.id) ?? 0) + (accepted.views.get(row.id) ?? 0), `views of ${row.id}`);
    }
    const authorIds = authors.map((a) => a._id);
    const follows = await queryDatabase<{ id: string; followers: number; rows: number }>(
      databaseUrl,
      dataDir,
      "select a.id, a.followers_count as followers, (select count(*)::int from author_follows f where f.author_id = a.id) as rows from authors a where a.id = any($1)",
      [authorIds],
    );
    for (const row of follows) {
      const expected = (followersBefore.get(row.id) ?? 0) + (accepted.follows.get(row.id) ?? 0);
      assert.equal(row.followers, expected, `followers of ${row.id}`);
    }
    const signed = await queryDatabase<{ email: string }>(
      databaseUrl,
      dataDir,
      "select email from signatures where petition_id = $1 and email like 'signer-%'",
      [petition._id],
    );
    assert.deepEqual(signed.map((r) => r.email).sort(), [...accepted.signatures].sort(), "each accepted signature stored exactly once");
    const requests = await queryDatabase<{ email: string; files: number }>(
      databaseUrl,
      dataDir,
      "select r.email, (select count(*)::int from support_attachments a where a.request_id = r.id) as files from support_requests r where r.email like 'support-%'",
      [],
    );
    assert.deepEqual(requests.map((r) => r.email).sort(), [...accepted.support].sort(), "each accepted support request stored exactly once");
    assert.ok(
      requests.every((r) => r.files === 1),
      "each stored request has its one attachment",
    );
    assert.equal(readdirSync(path.join(dataDir, "private", "support")).length, accepted.support.size, "one stored file per accepted request, none left over");
  });
});

describe("SIGTERM during load", () => {
  it("completes the requests in flight, then exits 0", async () => {
    const server = await startSiteServer({ port: 3952, env: { DATA_DIR: tempDataDir() } });
    servers.push(server);
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server.base}/${i % 2 ? "world" : ""}`, { headers: clientHeaders(i) }).then(
        async (res) => ({ status: res.status, length: (await res.text()).length }),
        (error: unknown) => ({ status: -1, length: 0, error: String(error) }),
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    server.process.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
    const code = await server.exited;
    assert.equal(code, 0);
    // Requests that reached the server before SIGTERM finish whole; later ones may be refused, never cut.
    for (const a of answers) {
      assert.ok(a.status === 200 || a.status === 503 || a.status === -1, `status ${a.status}`);
      if (a.status === 200) assert.ok(a.length > 1000);
    }
    assert.ok(
      answers.some((a) => a.status === 200),
      "at least the first requests were served",
    );
  });
});

describe("kill -9 during writes on the embedded database", () => {
  it("starts again with every acknowledged write present", async () => {
    const dataDir = tempDataDir();
    const server = await startSiteServer({ port: 3953, env: { DATA_DIR: dataDir } });
    servers.push(server);
    const acknowledged: string[] = [];
    let killed = false;
    const writers = Array.from({ length: 8 }, async (_, worker) => {
      for (let i = 0; !killed; i++) {
        const email = `kill9-${worker}-${i}@example.com`;
        try {
          const res = await fetch(`${server.base}/api/newsletter`, {
            ...json({ email }),
            headers: { ...clientHeaders(worker * 31 + i), "content-type": "application/json" },
          });
          if (res.status === 202) acknowledged.push(email);
        } catch {
          // the process is gone
        }
      }
    });
    await new Promise((r) => setTimeout(r, 2500));
    server.process.kill("SIGKILL");
    killed = true;
    await Promise.all(writers);
    await server.exited;
    assert.ok(acknowledged.length > 0, "some writes were acknowledged before the kill");

    const again = await startSiteServer({ port: 3954, env: { DATA_DIR: dataDir } });
    servers.push(again);
    const health = await (await fetch(`${again.base}/api/health`)).json();
    assert.equal(health.database.status, "up");
    again.process.kill("SIGTERM");
    assert.equal(await again.exited, 0);

    const db = await PGlite.create(path.join(dataDir, "pglite"), PGLITE_OPTIONS);
    const { rows } = await db.query<{ email: string }>("select email from newsletter_subscribers");
    await db.close();
    const stored = new Set(rows.map((r) => r.email));
    const missing = acknowledged.filter((e) => !stored.has(e));
    assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.length} acknowledged writes missing`);
  });
});

const pgCluster = (() => {
  if (!PG_URL || process.getuid?.() !== 0 || !existsSync("/usr/bin/pg_ctlcluster")) return null;
  try {
    const line = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" }).trim().split("\n")[0]!.split(/\s+/);
    return { version: line[0]!, name: line[1]! };
  } catch {
    return null;
  }
})();

describe("PostgreSQL stopped during load", { skip: pgCluster ? false : "needs TEST_DATABASE_URL, root and pg_ctlcluster" }, () => {
  it("answers 503 within 2 s while it is away and recovers by itself", async () => {
    // One-second page cache, so the outage is met by an expired copy (stale-if-error), not a fresh hit.
    const server = await startSiteServer({
      port: 3955,
      env: { DATA_DIR: tempDataDir(), PAGE_CACHE_SECONDS: "1", DATABASE_URL: await freshPgDatabase("matv_resilience_outage") },
    });
    servers.push(server);
    const { base } = server;
    const ctl = (action: "stop" | "start") =>
      execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", pgCluster!.version, pgCluster!.name, action, ...(action === "stop" ? ["-m", "fast"] : [])], {
        stdio: "ignore",
      });
    const timed = async (url: string, init?: RequestInit) => {
      const started = Date.now();
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      const body = await res.text();
      return { status: res.status, ms: Date.now() - started, body };
    };
    await timed(`${base}/`); // warm the page cache
    await timed(`${base}/world`);
    try {
      ctl("stop");
      await new Promise((r) => setTimeout(r, 1200));
      const health = await timed(`${base}/api/health`);
      assert.equal(health.status, 503);
      assert.match(health.body, /"status":"down"/);
      assert.ok(health.ms < 2500, `health took ${health.ms} ms`);
      const api = await timed(`${base}/api/home-contents/published/${"0".repeat(24)}`);
      assert.equal(api.status, 503, api.body);
      assert.ok(api.ms < 2500, `API took ${api.ms} ms`);
      const write = await timed(`${base}/api/newsletter`, {
        ...json({ email: "outage@example.com" }),
        headers: { "content-type": "application/json", ...clientHeaders(7) },
      });
      assert.equal(write.status, 503);
      // A page seen before is served from its last copy, with the spec's notice.
      const page = await timed(`${base}/world`);
      assert.ok(page.ms < 2500, `page took ${page.ms} ms`);
      assert.equal(page.status, 200);
      assert.match(page.body, /Using cached data due to API error/);
      // A page never seen answers 503 quickly, never a 500 or a hang.
      const unseen = await timed(`${base}/india-news`);
      assert.ok(unseen.ms < 2500, `unseen page took ${unseen.ms} ms`);
      assert.equal(unseen.status, 503);
    } finally {
      ctl("start");
    }
    let recovered = false;
    for (let i = 0; i < 40 && !recovered; i++) {
      recovered = (await fetch(`${base}/api/health`)).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(recovered, "health is up again without a restart");
    const write = await fetch(`${base}/api/newsletter`, {
      ...json({ email: "after-outage@example.com" }),
      headers: { "content-type": "application/json", ...clientHeaders(8) },
    });
    assert.equal(write.status, 202);
    server.process.kill("SIGTERM");
    assert.equal(await server.exited, 0);
  });
});
