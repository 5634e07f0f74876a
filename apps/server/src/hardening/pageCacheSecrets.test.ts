import { existsSync } from "node:fs";
import path from "node:path";
import type { PageCacheRule } from "@matv/shared";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { buildArticle } from "../db/factories.ts";
import { articles } from "../db/schema.ts";
import { parseEnv } from "../infra/env.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { WEB_BUILD_DIR } from "../web/plugin.ts";

/**
 * Over real HTTP, with the web build and a long page cache: a page whose address carries a secret (the
 * newsletter's emailed tokens, the story preview) is never kept nor shared, even between requests that arrive
 * together; and every route that reads a query parameter (found by walking the build's routes) keys its cached
 * HTML by that parameter, so two values never share a page (ADR 069).
 */
const serverEntry = path.join(WEB_BUILD_DIR, "server/index.js");
const built = existsSync(serverEntry);

describe.skipIf(!built)("pages and the secrets in their addresses", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let storyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const story = buildArticle({ pages: ["LatestNews"], title: "A draft under embargo", status: "draft", publishedAt: null });
    storyId = story.id;
    await t.database.db.insert(articles).values(story);
    app = await buildApp({
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "error", PAGE_CACHE_SECONDS: "300" }),
      database: t.database,
      logger: false,
      web: "production",
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { redirect: "manual" });
    return { status: res.status, headers: res.headers, cache: res.headers.get("x-page-cache"), html: await res.text() };
  };
  const hiddenTokens = (html: string) => [...html.matchAll(/name="token" value="([^"]*)"/g)].map((m) => m[1]);

  for (const page of ["/newsletter/unsubscribe", "/newsletter/confirm"]) {
    it(`${page}: one reader's token never reaches another reader, one after the other or at once`, async () => {
      const first = await get(`${page}?token=reader-a-${"a".repeat(40)}`);
      expect(first.status).toBe(200);
      expect(hiddenTokens(first.html)).toEqual([`reader-a-${"a".repeat(40)}`]);
      // Every shape of a later request: no token, another token, the same token with tracking or extra parameters.
      const later = [
        { url: page, tokens: [] },
        { url: `${page}?token=`, tokens: [] },
        { url: `${page}?token=reader-b`, tokens: ["reader-b"] },
        { url: `${page}?utm_source=mail&token=reader-c`, tokens: ["reader-c"] },
        { url: `${page}?fbclid=1`, tokens: [] },
      ];
      for (const { url, tokens } of later) {
        const res = await get(url);
        expect(hiddenTokens(res.html), url).toEqual(tokens);
        expect(res.cache, url).toBeNull();
      }
      // Arriving together (once coalesced into one render): each its own.
      const together = await Promise.all(["one", "two", "three", "four"].map((name) => get(`${page}?token=together-${name}`)));
      together.forEach((res, i) => expect(hiddenTokens(res.html)).toEqual([`together-${["one", "two", "three", "four"][i]}`]));
      for (const res of [first, ...together]) {
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      }
    });
  }

  it("the story preview (a token in the path) is no-store and sends no Referer, valid token or not", async () => {
    const { token } = await app.services.stories.previewToken(storyId);
    for (const url of [`/preview/${token}`, "/preview/not-a-token"]) {
      const res = await get(url);
      expect(res.headers.get("cache-control"), url).toBe("no-store");
      expect(res.headers.get("referrer-policy"), url).toBe("no-referrer");
      expect(res.cache, url).toBeNull();
    }
    expect((await get(`/preview/${token}`)).html).toContain("A draft under embargo");
  });

  it("React Router's own requests (route manifest, client navigation data) keep their whole query and are never cached", async () => {
    const build = (await import(serverEntry)) as ServerBuild;
    const manifest = await fetch(`${base}/__manifest?paths=${encodeURIComponent("/login,/privacy")}&version=${build.assets.version}`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("x-page-cache")).toBeNull();
    expect(await manifest.text()).toContain("routes/login");
    const data = await fetch(`${base}/search.data?q=cricket`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("cricket");
  });

  it("every route that reads a query parameter keys its HTML by it: two values never share a page", async () => {
    const build = (await import(serverEntry)) as ServerBuild;
    const reading = Object.values(build.routes).flatMap((route) => {
      const handle = (route?.module as { handle?: PageCacheRule } | undefined)?.handle;
      if (!route?.path || !handle?.cacheParams?.length) return [];
      // Dynamic segments get a sample value: the page (or its not-found answer) is what is cached.
      return [{ path: `/${route.path.replace(/:[A-Za-z]+/g, "probe")}`, params: handle.cacheParams, secret: handle.secretAddress === true }];
    });
    // The walk is not empty: the pages known to read the query are among what it found.
    expect(reading.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/search", "/schedule", "/world", "/author/probe", "/live-updates/probe", "/newsletter/unsubscribe", "/newsletter/confirm"]),
    );
    let provedShared = 0;
    for (const { path: page, params, secret } of reading) {
      for (const name of params) {
        const url = (value: string) => `${page}?${name}=${encodeURIComponent(value)}`;
        const one = await get(url("2"));
        const again = await get(url("2"));
        if (!secret && again.cache === "hit") provedShared++;
        const two = await get(url("3"));
        expect(two.cache, `${url("3")} after ${url("2")}`).not.toBe("hit");
        if (one.status === 200 && two.status === 200) expect(two.html === one.html && two.cache === "hit").toBe(false);
        // Arriving together, different values are never coalesced into one render.
        const together = await Promise.all([get(url("4")), get(url("5"))]);
        for (const res of together) expect(res.cache, `${url("4")} with ${url("5")}`).not.toBe("coalesced");
      }
    }
    // The cache was really on for these pages (a walk where nothing is ever kept would prove nothing).
    expect(provedShared).toBeGreaterThan(3);
  }, 120_000);
});
