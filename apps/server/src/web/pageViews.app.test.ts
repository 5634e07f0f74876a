import { existsSync } from "node:fs";
import path from "node:path";
import { articlePath } from "@matv/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { buildArticle } from "../db/factories.ts";
import { articles } from "../db/schema.ts";
import { parseEnv } from "../infra/env.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { WEB_BUILD_DIR } from "./plugin.ts";

/** Page views counted where the server serves the page (ADR 075), in the whole app with the web build. */
const built = existsSync(path.join(WEB_BUILD_DIR, "server/index.js"));
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.skipIf(!built)("page views where the server serves the page", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const story = buildArticle({ pages: ["LatestNews"], title: "Counted where served", category: "UK", publishedAt: new Date(Date.now() - 60_000) });
  const url = articlePath({ _id: story.id, title: story.title });
  let address = 0;
  const page = (path: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url: path, remoteAddress: `192.0.2.${++address}`, headers: { "user-agent": CHROME, ...headers } });
  const counted = async () => {
    await app.services.analytics.flush();
    return app.services.analytics.overview({});
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values(story);
    app = await buildApp({
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "error", PAGE_CACHE_SECONDS: "300" }),
      database: t.database,
      logger: false,
      web: "production",
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("counts a rendered page and each cache hit, and utm_* neither splits the cache nor is lost", async () => {
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    const hit = await page(`${url}?utm_source=whatsapp&utm_medium=social`);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    const fromGoogle = await page(url, { referer: "https://www.google.com/" });
    expect(fromGoogle.headers["x-page-cache"]).toBe("hit");
    const data = await counted();
    expect(data.views).toBe(3);
    expect(data.topStories).toEqual([{ _id: story.id, title: story.title, views: 3 }]);
    expect(Object.fromEntries(data.sources.map((s) => [s.source, s.views]))).toEqual({ direct: 1, whatsapp: 1, google: 1 });
    // The page bytes are the same for every reader: nothing of the visit is written into them.
    expect(hit.body).toBe(first.body);
    expect(first.headers["set-cookie"]).toBeUndefined();
  });

  it("counts a client-side navigation's data request, but not prefetches, HEAD, bots, staff, 404s or staff pages", async () => {
    const before = (await counted()).views;
    expect((await page("/about.data")).statusCode).toBe(200);
    await page("/about.data", { "sec-purpose": "prefetch" });
    await page("/", { purpose: "prefetch" });
    await page("/", {}, "HEAD");
    await page("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await page("/", { cookie: "theme=dark; matv_newsroom=1" });
    await page("/", { authorization: "Bearer x" });
    expect((await page("/articles/no-such-story-0123456789abcdef01234567")).statusCode).toBe(404);
    await page("/login");
    await page("/rss.xml");
    expect((await counted()).views).toBe(before + 1);
  });
});
