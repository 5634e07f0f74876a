import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@matv/shared";
import { buildApp } from "../app.ts";
import { buildDeepDiveCard } from "../db/deepDiveSeed.ts";
import { buildArticle, buildBlog } from "../db/factories.ts";
import { articles, deepDiveCards } from "../db/schema.ts";
import { redisAnswers, TEST_REDIS_URL } from "../testing/redis.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { createApiFastPath, registerApiFastPath } from "./apiFastPath.ts";
import { createContentCache } from "../infra/cache.ts";
import { type CacheKey, tag } from "../infra/cacheTags.ts";
import { parseEnv } from "../infra/env.ts";
import { registerApiCaching, sendJson } from "./httpCache.ts";

/**
 * The fast path must be invisible: for every cached public GET, the answer it replays equals the one
 * the normal pipeline gives (a second app on the same database with the fast path off), in status,
 * body and every header but Date.
 */

interface Answer {
  status: number;
  headers: string[];
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true });

function call(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method: options.method ?? "GET", headers: options.headers ?? {}, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push(`${res.rawHeaders[i]!.toLowerCase()}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every header except Date, sorted (order carries no meaning across names). */
function comparable(answer: Answer) {
  // Per response: the date, and the request id every answer carries (infra/metrics.ts), replays included.
  const headers = answer.headers.filter((h) => !h.startsWith("date: ") && !h.startsWith("x-request-id: "));
  return { status: answer.status, headers: headers.sort(), body: answer.body.toString("base64") };
}
const header = (answer: Answer, name: string) => answer.headers.find((h) => h.startsWith(`${name}: `))?.slice(name.length + 2);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const until = async (check: () => Promise<boolean>, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

/** A second app on `t`'s database and data folder: another instance of the same site. */
async function sibling(t: TestApp, env: Record<string, string>, apiFastPath: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "error", ...env }),
    database: t.database,
    logger: false,
    apiFastPath,
  });
  await app.ready();
  return app;
}

async function seed(t: TestApp) {
  const now = Date.now();
  const long = "<p>" + "A paragraph long enough to make the lists worth compressing. ".repeat(8) + "</p>";
  await t.database.db.insert(articles).values([
    ...Array.from({ length: 12 }, (_, i) =>
      buildArticle({
        pages: ["TopStories", "LatestNews"],
        category: "India News",
        title: `Top story ${i}`,
        content: long,
        publishedAt: new Date(now - i * 60_000),
      }),
    ),
    ...[0, 1, 2].map((i) =>
      buildArticle({
        pages: ["IndiaNews"],
        title: `India story ${i}`,
        placements: { IndiaNews: { position: i, pinned: false } },
        publishedAt: new Date(now - (20 + i) * 60_000),
      }),
    ),
    buildArticle({ pages: ["WorldNews"], title: "A world story", featured: true, publishedAt: new Date(now - 30 * 60_000) }),
    buildArticle({ pages: ["Technology"], title: "A technology story", publishedAt: new Date(now - 40 * 60_000) }),
  ]);
  await t.database.db.insert(articles).values([buildBlog({ pages: ["WorldNews"] }), buildBlog({ pages: ["WorldNews"] })]);
  await t.database.db.insert(deepDiveCards).values([buildDeepDiveCard(), buildDeepDiveCard()]);
}

async function editorToken(t: TestApp) {
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
  return (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
}

/** Every cached public GET route, with the ids the seed made. */
async function cachedRoutes(base: string): Promise<string[]> {
  const top = JSON.parse((await call(base, "/api/home-contents/published/pages/top-stories")).body.toString()).data as Array<{ _id: string }>;
  const india = JSON.parse((await call(base, "/api/india-news")).body.toString()) as Array<{ _id: string }>;
  const id = top[0]!._id;
  return [
    "/api/home-contents/published/pages/top-stories",
    "/api/home-contents/published/pages/top-stories?limit=3",
    `/api/home-contents/published/${id}`,
    "/api/home-contents/published/pages/sports",
    "/api/home-contents/published/pages/technology?page=1&limit=5",
    "/api/news?page=1&limit=10",
    "/api/news?category=india-news",
    "/api/news?search=story",
    "/api/news/trending",
    "/api/news/featured",
    "/api/news/search?q=top%20story",
    "/api/news/category/india-news",
    `/api/news/${id}`,
    "/api/contents/published",
    "/api/contents/published/pages/top-stories?page=1&limit=10",
    `/api/contents/published/pages/india-news/${india[0]!._id}`,
    `/api/contents/${id}`,
    "/api/homepage",
    "/api/matv",
    "/api/india-news",
    "/api/world-news",
    "/api/health-news",
    "/api/blogs/published",
    "/api/blogs/published/pages/world",
    "/api/deepdive",
  ];
}

const ENCODINGS: Array<Record<string, string>> = [
  {},
  { "accept-encoding": "br" },
  { "accept-encoding": "gzip, deflate, br" },
  { "accept-encoding": "gzip, deflate" },
  { "accept-encoding": "br;q=0, gzip" },
  { "accept-encoding": "*" },
  { "accept-encoding": "identity" },
  { "accept-encoding": "br", "x-no-compression": "1" },
];

describe("API fast path: the same answers as the normal pipeline", () => {
  let t: TestApp;
  let slowApp: FastifyInstance;
  let fast: string;
  let slow: string;
  let routes: string[];
  const hits = () => t.app.apiFastPath!.hits;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t);
    slowApp = await sibling(t, {}, false);
    [fast, slow] = await Promise.all([listen(t.app), listen(slowApp)]);
    routes = await cachedRoutes(slow);
  });
  afterAll(async () => {
    await slowApp.close();
    await t.close();
  });

  it("is on by default and off when asked", () => {
    expect(t.app.apiFastPath).not.toBeNull();
    expect(slowApp.apiFastPath).toBeNull();
  });

  it("replays every cached public GET with each Accept-Encoding exactly as Fastify answers it", async () => {
    let compressed = 0;
    for (const url of routes) {
      for (const headers of ENCODINGS) {
        const expected = comparable(await call(slow, url, { headers }));
        expect(expected.status, url).toBe(200);
        // The first request goes through Fastify (and fills the fast path), the second is replayed.
        expect(comparable(await call(fast, url, { headers })), `${url} ${JSON.stringify(headers)} (filled)`).toEqual(expected);
        const before = hits();
        const replayed = await call(fast, url, { headers });
        expect(hits(), `${url} ${JSON.stringify(headers)} replayed`).toBe(before + 1);
        expect(comparable(replayed), `${url} ${JSON.stringify(headers)}`).toEqual(expected);
        if (header(replayed, "content-encoding")) compressed++;
      }
    }
    // The lists are long enough that several answers left compressed.
    expect(compressed).toBeGreaterThan(10);
  });

  it("answers HEAD and If-None-Match (304) the same way, compressed or not", async () => {
    for (const url of routes) {
      for (const headers of [{}, { "accept-encoding": "br" }, { "accept-encoding": "gzip" }] as Array<Record<string, string>>) {
        const full = await call(fast, url, { headers });
        const etag = header(full, "etag")!;
        expect(etag, url).toMatch(/^W\//);
        const cases: Array<{ method: string; headers: Record<string, string>; status: number }> = [
          { method: "HEAD", headers, status: 200 },
          { method: "GET", headers: { ...headers, "if-none-match": etag }, status: 304 },
          { method: "HEAD", headers: { ...headers, "if-none-match": etag }, status: 304 },
          { method: "GET", headers: { ...headers, "if-none-match": `"other", ${etag}` }, status: 304 },
          { method: "GET", headers: { ...headers, "if-none-match": 'W/"other"' }, status: 200 },
        ];
        for (const c of cases) {
          const expected = comparable(await call(slow, url, c));
          expect(expected.status, `${c.method} ${url}`).toBe(c.status);
          const before = hits();
          const replayed = comparable(await call(fast, url, c));
          expect(hits(), `${c.method} ${url} ${JSON.stringify(c.headers)} replayed`).toBe(before + 1);
          expect(replayed, `${c.method} ${url} ${JSON.stringify(c.headers)}`).toEqual(expected);
          if (c.status === 304 || c.method === "HEAD") expect(replayed.body).toBe("");
        }
      }
    }
  });

  it("keeps compressed variants that decompress to the same body, each with the site's script-free policy", async () => {
    const url = "/api/home-contents/published/pages/top-stories";
    const plain = await call(fast, url);
    const br = await call(fast, url, { headers: { "accept-encoding": "br" } });
    const gzip = await call(fast, url, { headers: { "accept-encoding": "gzip" } });
    expect(header(br, "content-encoding")).toBe("br");
    expect(header(gzip, "content-encoding")).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(header(br, "vary")).toBe("accept-encoding");
    expect(header(br, "etag")).toBe(header(plain, "etag"));
    for (const answer of [plain, br, gzip, await call(fast, url)]) {
      expect(header(answer, "content-security-policy")).toBe(contentSecurityPolicy([], false));
    }
  });

  it("never answers a request with a cookie, Authorization or Origin, nor anything not cached", async () => {
    const url = "/api/news?page=1&limit=10";
    await call(fast, url);
    await call(fast, url);
    const before = hits();
    const withCookie = await call(fast, url, { headers: { cookie: "matv_reader=abc" } });
    const withToken = await call(fast, url, { headers: { authorization: "Bearer nope" } });
    const withOrigin = await call(fast, url, { headers: { origin: "https://elsewhere.example" } });
    expect(hits()).toBe(before);
    expect(header(withCookie, "cache-control")).toBe("no-store");
    expect(header(withToken, "cache-control")).toBe("no-store");
    expect(withOrigin.status).toBe(200);
    // Uncached pages, errors, unknown paths, writes and no-store answers go through Fastify every time.
    for (const [method, path] of [
      ["GET", "/api/news?page=6&limit=10"],
      ["GET", "/api/news/0123456789abcdef01234567"],
      ["GET", "/api/news?page=0"],
      ["GET", "/api/nowhere"],
      ["GET", "/api/health"],
      ["POST", "/api/analytics/view"],
    ] as const) {
      await call(fast, path, { method });
      await call(fast, path, { method });
    }
    expect(hits()).toBe(before);
  });

  it("serves the new list at once after a staff save, then replays the new one", async () => {
    const token = await editorToken(t);
    const url = "/api/india-news";
    await call(fast, url);
    const old = await call(fast, url);
    expect(old.body.toString()).toContain("India story 0");
    const admin = await t.app.inject({ url: "/api/admin/sections/india-news", headers: { authorization: `Bearer ${token}` } });
    const { items, version } = admin.json().data as { items: Array<Record<string, unknown>>; version: number };
    const saved = await t.app.inject({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: { version, items: [{ ...items[0], title: "Renamed after the save" }, ...items.slice(1)] },
    });
    expect(saved.statusCode).toBe(200);
    const before = hits();
    const fresh = await call(fast, url);
    expect(hits()).toBe(before);
    expect(fresh.body.toString()).toContain("Renamed after the save");
    expect(fresh.body.toString()).not.toContain('"India story 0"');
    const replayed = await call(fast, url);
    expect(hits()).toBe(before + 1);
    expect(comparable(replayed)).toEqual(comparable(fresh));
  });
});

describe("API fast path with CORS_ORIGIN", () => {
  let t: TestApp;
  let slowApp: FastifyInstance;
  let fast: string;
  let slow: string;
  const env = { CORS_ORIGIN: "https://app.example.com" };

  beforeAll(async () => {
    t = await createTestApp(env);
    await seed(t);
    slowApp = await sibling(t, env, false);
    [fast, slow] = await Promise.all([listen(t.app), listen(slowApp)]);
  });
  afterAll(async () => {
    await slowApp.close();
    await t.close();
  });

  it("replays the CORS headers of requests without Origin and leaves cross-origin requests to Fastify", async () => {
    for (const url of ["/api/home-contents/published/pages/top-stories", "/api/matv"]) {
      for (const headers of [{}, { "accept-encoding": "br" }] as Array<Record<string, string>>) {
        const expected = comparable(await call(slow, url, { headers }));
        expect(expected.headers).toContain("vary: Origin" + (url.includes("top-stories") ? ", accept-encoding" : ""));
        await call(fast, url, { headers });
        const before = t.app.apiFastPath!.hits;
        expect(comparable(await call(fast, url, { headers }))).toEqual(expected);
        expect(t.app.apiFastPath!.hits).toBe(before + 1);
      }
      const before = t.app.apiFastPath!.hits;
      const cross = await call(fast, url, { headers: { origin: "https://app.example.com" } });
      expect(t.app.apiFastPath!.hits).toBe(before);
      expect(header(cross, "access-control-allow-origin")).toBe("https://app.example.com");
      expect(comparable(cross)).toEqual(comparable(await call(slow, url, { headers: { origin: "https://app.example.com" } })));
    }
  });
});

const REDIS_URL = TEST_REDIS_URL;
describe.skipIf(!(await redisAnswers(REDIS_URL)))("API fast path across instances (Redis cache bus)", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    await seed(t);
    other = await sibling(t, { REDIS_URL }, true);
    base = await listen(t.app);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("stops replaying a list as soon as another instance saves it", async () => {
    const token = await editorToken(t);
    const url = "/api/india-news";
    await call(base, url);
    await call(base, url);
    expect(t.app.apiFastPath!.size).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200)); // both subscriptions are live
    const admin = await other.inject({ url: "/api/admin/sections/india-news", headers: { authorization: `Bearer ${token}` } });
    const { items, version } = admin.json().data as { items: Array<Record<string, unknown>>; version: number };
    const saved = await other.inject({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: { version, items: [{ ...items[0], title: "Saved on the other instance" }, ...items.slice(1)] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await until(async () => (await call(base, url)).body.toString().includes("Saved on the other instance"))).toBe(true);
  });
});

describe("API fast path mechanics", () => {
  let app: FastifyInstance;
  let base: string;
  let clock = 0;
  let loads = 0;
  const cache = createContentCache(() => clock);
  const fastPath = createApiFastPath({ cache, now: () => clock, maxEntries: 2 });
  const thing: CacheKey = { key: "thing", tags: [tag.page("Things")] };

  beforeAll(async () => {
    app = Fastify();
    registerApiFastPath(app, fastPath);
    registerApiCaching(app);
    app.get("/api/thing", async (_request, reply) => sendJson(reply, "thing", await cache.get(thing, 1000, async () => ({ load: ++loads })), (v) => v));
    app.get("/api/private", async (_request, reply) => {
      reply.header("cache-control", "private, max-age=0");
      return sendJson(reply, "thing", await cache.get(thing, 1000, async () => ({ load: ++loads })), (v) => v);
    });
    base = await listen(app);
  });
  afterAll(() => app.close());

  it("replays only while the cached value is current, then the normal pipeline loads a new one", async () => {
    expect((await call(base, "/api/thing")).body.toString()).toBe('{"load":1}');
    const before = fastPath.hits;
    expect((await call(base, "/api/thing")).body.toString()).toBe('{"load":1}');
    expect(fastPath.hits).toBe(before + 1);
    clock = 1000;
    expect((await call(base, "/api/thing")).body.toString()).toBe('{"load":2}');
    expect(fastPath.hits).toBe(before + 1);
    expect((await call(base, "/api/thing")).body.toString()).toBe('{"load":2}');
    expect(fastPath.hits).toBe(before + 2);
    // A write elsewhere keeps the replay; a write of what the answer was built from ends it at once.
    cache.invalidate([tag.page("Elsewhere")]);
    expect((await call(base, "/api/thing")).body.toString()).toBe('{"load":2}');
    expect(fastPath.hits).toBe(before + 3);
    cache.invalidate([tag.page("Things")]);
    expect((await call(base, "/api/thing")).body.toString()).toBe('{"load":3}');
    expect(fastPath.hits).toBe(before + 3);
  });

  it("never records an answer that is not public", async () => {
    await call(base, "/api/private");
    const before = fastPath.hits;
    await call(base, "/api/private");
    expect(fastPath.hits).toBe(before);
  });

  it("keeps a bounded number of URLs, and nothing once the server is closing", async () => {
    for (const q of ["a", "b", "c"]) await call(base, `/api/thing?${q}`);
    expect(fastPath.size).toBe(2);
    fastPath.stop();
    const before = fastPath.hits;
    await call(base, "/api/thing?c");
    expect(fastPath.hits).toBe(before);
    expect(fastPath.size).toBe(0);
  });
});

describe("API fast path behind the https redirect (over real HTTP)", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    // The proxy on this host (TRUST_PROXY loopback) says how the reader came in.
    t = await createTestApp({ PUBLIC_URL: "https://matv.example" });
    await seed(t);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it("redirects a plain-http GET on every request, also after the same URL was answered (and replayed) over https", async () => {
    const url = "/api/news?page=1";
    const overHttp = () => call(base, url, { headers: { "x-forwarded-proto": "http" } });
    const first = await overHttp();
    expect(first.status).toBe(301);
    expect(header(first, "location")).toBe(`https://matv.example${url}`);
    // Over https: answered, recorded, then replayed by the fast path.
    expect((await call(base, url, { headers: { "x-forwarded-proto": "https" } })).status).toBe(200);
    const before = t.app.apiFastPath!.hits;
    expect((await call(base, url, { headers: { "x-forwarded-proto": "https" } })).status).toBe(200);
    expect(t.app.apiFastPath!.hits).toBe(before + 1);
    for (let i = 0; i < 3; i++) {
      const again = await overHttp();
      expect(again.status).toBe(301);
      expect(header(again, "location")).toBe(`https://matv.example${url}`);
    }
    expect(t.app.apiFastPath!.hits).toBe(before + 1);
  });
});
