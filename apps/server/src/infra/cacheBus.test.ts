import type { FastifyBaseLogger } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ANALYTICS_RATE_LIMIT } from "../routes/analytics/schema.ts";
import { redisAnswers, TEST_REDIS_URL } from "../testing/redis.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { createContentCache } from "./cache.ts";
import { type CacheBus, connectCacheBus } from "./cacheBus.ts";
import { cacheKey, storyTags, tag } from "./cacheTags.ts";

const REDIS_URL = TEST_REDIS_URL;
const available = await redisAnswers(REDIS_URL);
const silentLog = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe.skipIf(!available)("cache invalidation over Redis", () => {
  const buses: CacheBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it("invalidates the same tags on every instance, without echoing back", async () => {
    const channel = `matv:test:${process.pid}:${Date.now()}`;
    const a = createContentCache();
    const b = createContentCache();
    const c = createContentCache();
    const heard = { a: [] as Array<readonly string[]>, b: [] as Array<readonly string[]>, c: [] as Array<readonly string[]> };
    a.onInvalidate((t) => heard.a.push(t));
    b.onInvalidate((t) => heard.b.push(t));
    c.onInvalidate((t) => heard.c.push(t));
    for (const cache of [a, b, c]) {
      const bus = connectCacheBus(cache, REDIS_URL, silentLog, channel);
      buses.push(bus);
      await bus.ready;
    }
    await Promise.all([a, b, c].map((cache) => cache.get(cacheKey.story("s1"), 60_000, async () => "cached")));
    expect([a.size, b.size, c.size]).toEqual([1, 1, 1]);

    const tags = storyTags("s1", ["WorldNews"]);
    a.invalidate(tags);
    expect(a.size).toBe(0);
    expect(await until(() => b.size === 0 && c.size === 0)).toBe(true);
    expect(heard.b).toEqual([tags]);
    expect(heard.c).toEqual([tags]);
    // No echo: the first instance heard only its own invalidation, and nobody heard twice.
    await new Promise((r) => setTimeout(r, 150));
    expect(heard.a).toEqual([tags]);
    expect(heard.b).toHaveLength(1);
  });

  it("an invalidation of tag A on one instance drops A but keeps B on the other", async () => {
    const channel = `matv:test:${process.pid}:${Date.now()}:ab`;
    const one = createContentCache();
    const two = createContentCache();
    for (const cache of [one, two]) {
      const bus = connectCacheBus(cache, REDIS_URL, silentLog, channel);
      buses.push(bus);
      await bus.ready;
    }
    const heard: Array<readonly string[]> = [];
    two.onInvalidate((t) => heard.push(t));
    const a = cacheKey.pageList("IndiaNews", 10);
    const b = cacheKey.pageList("TopStories", 10);
    await two.get(a, 60_000, async () => "A");
    await two.get(b, 60_000, async () => "B");
    one.invalidate([tag.page("IndiaNews")]);
    expect(await until(() => heard.length === 1)).toBe(true);
    expect(await two.get(a, 60_000, async () => "A reloaded")).toBe("A reloaded");
    expect(await two.get(b, 60_000, async () => "B reloaded")).toBe("B");
  });
});

describe.skipIf(!available)("two app instances sharing Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let other: TestApp;
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), other?.close()]);
  });

  it("share rate-limit counters and cache invalidations; a site with another REDIS_KEY_PREFIX shares neither", async () => {
    [a, b, other] = await Promise.all([
      createTestApp({ REDIS_URL }),
      createTestApp({ REDIS_URL }),
      createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: `matv-test-${process.pid}-${Date.now()}:` }),
    ]);
    // A fresh client address per run: counters live in Redis for a minute.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (t: TestApp) =>
      t.app.inject({
        method: "POST",
        url: "/api/analytics/view",
        payload: { articleId: "0".repeat(24), timestamp: new Date().toISOString() },
        remoteAddress: ip,
      });
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i++) expect((await send(i % 2 ? a : b)).statusCode).toBe(400);
    expect((await send(a)).statusCode).toBe(429);
    expect((await send(b)).statusCode).toBe(429);
    expect((await send(other)).statusCode).toBe(400);

    await a.app.services.cache.get(cacheKey.document("homepage"), 60_000, async () => 1);
    await b.app.services.cache.get(cacheKey.document("homepage"), 60_000, async () => 1);
    await other.app.services.cache.get(cacheKey.document("homepage"), 60_000, async () => 1);
    await new Promise((r) => setTimeout(r, 200)); // subscriptions are live
    a.app.services.cache.invalidate([tag.document("homepage")]);
    expect(await until(() => b.app.services.cache.size === 0)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.app.services.cache.size).toBe(1);
  }, 120_000);
});
