/**
 * Load and faults, against the real server process (npm run test:resilience; run by .ci/run after the
 * other tests). Every loop is bounded in time; traffic stays on loopback.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startSiteServer, type SiteServer } from "../fixtures/siteServer.ts";
import { clientHeaders, count5xx, runLoad } from "./load.ts";

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

describe("mixed load at 50 connections", () => {
  it("answers no 5xx, and every accepted write is stored exactly once", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = PG_URL ? await freshPgDatabase("matv_resilience_load") : "";
    const server = await startSiteServer({ port: 3951, env: { DATA_DIR: dataDir, ...(PG_URL ? { DATABASE_URL: databaseUrl } : {}) } });
    servers.push(server);
    const { base } = server;
    const articles = await firstArticles(base, 5);
    const viewsBefore = new Map(articles.map((a) => [a._id, a.views]));
    const acceptedViews = new Map<string, number>();
    const pages = ["/", "/world", "/india-news", `/articles/${articles[0]!.slug}`, "/about", "/videos", "/live", "/petition", "/no-such-page"];
    let acceptedNewsletter = 0;
    const result = await runLoad({
      connections: 50,
      seconds: 12,
      action: async (worker, i) => {
        const headers = clientHeaders(worker);
        const kind = i % 4;
        if (kind === 0 || kind === 1) {
          const res = await fetch(`${base}${pages[(worker + i) % pages.length]}`, { headers });
          await res.arrayBuffer();
          return res.status;
        }
        if (kind === 2) {
          const article = articles[(worker + i) % articles.length]!;
          const res = await fetch(`${base}/api/analytics/view`, { ...json({ articleId: article._id, timestamp: new Date().toISOString() }), headers: { ...headers, "content-type": "application/json" } });
          await res.arrayBuffer();
          if (res.ok) acceptedViews.set(article._id, (acceptedViews.get(article._id) ?? 0) + 1);
          return res.status;
        }
        const res = await fetch(`${base}/api/newsletter`, { ...json({ email: `load-${worker}-${i}@example.com` }), headers: { ...headers, "content-type": "application/json" } });
        await res.arrayBuffer();
        if (res.status === 201) acceptedNewsletter++;
        return res.status;
      },
    });
    assert.equal(count5xx(result), 0, `5xx answers: ${JSON.stringify([...result.statuses])}`);
    assert.deepEqual(result.errors.slice(0, 3), []);
    server.process.kill("SIGTERM");
    assert.equal(await server.exited, 0);
    // Counts read from the database itself (API reads may come from a cache that views do not empty).
    const ids = articles.map((a) => a._id);
    const rows = PG_URL
      ? await (async () => {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          const r = await client.query<{ id: string; views: number }>("select id, views from articles where id = any($1)", [ids]);
          await client.end();
          return r.rows;
        })()
      : await (async () => {
          const db = await PGlite.create(path.join(dataDir, "pglite"));
          const r = await db.query<{ id: string; views: number }>("select id, views from articles where id = any($1)", [ids]);
          await db.close();
          return r.rows;
        })();
    for (const row of rows) {
      assert.equal(row.views, (viewsBefore.get(row.id) ?? 0) + (acceptedViews.get(row.id) ?? 0), `views of ${row.id}`);
    }
    assert.ok(acceptedNewsletter > 0);
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
    assert.ok(answers.some((a) => a.status === 200), "at least the first requests were served");
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
          const res = await fetch(`${server.base}/api/newsletter`, { ...json({ email }), headers: { ...clientHeaders(worker * 31 + i), "content-type": "application/json" } });
          if (res.status === 201) acknowledged.push(email);
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

    const db = await PGlite.create(path.join(dataDir, "pglite"));
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
    const server = await startSiteServer({ port: 3955, env: { DATA_DIR: tempDataDir(), PAGE_CACHE_SECONDS: "1", DATABASE_URL: await freshPgDatabase("matv_resilience_outage") } });
    servers.push(server);
    const { base } = server;
    const ctl = (action: "stop" | "start") => execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", pgCluster!.version, pgCluster!.name, action, ...(action === "stop" ? ["-m", "fast"] : [])], { stdio: "ignore" });
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
      const write = await timed(`${base}/api/newsletter`, { ...json({ email: "outage@example.com" }), headers: { "content-type": "application/json", ...clientHeaders(7) } });
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
    const write = await fetch(`${base}/api/newsletter`, { ...json({ email: "after-outage@example.com" }), headers: { "content-type": "application/json", ...clientHeaders(8) } });
    assert.equal(write.status, 201);
    server.process.kill("SIGTERM");
    assert.equal(await server.exited, 0);
  });
});
