import { existsSync } from "node:fs";
import path from "node:path";
import { articlePath } from "@matv/shared";
import { PETITION_TEXTS } from "@matv/shared/petition";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { buildArticle } from "../db/factories.ts";
import { articles } from "../db/schema.ts";
import { storyTags, tag } from "../infra/cacheTags.ts";
import { parseEnv } from "../infra/env.ts";
import { newObjectId } from "../infra/ids.ts";
import { insertPetition } from "../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { WEB_BUILD_DIR } from "./plugin.ts";

/**
 * The page cache in the whole app (the web build, `npm run build -w @matv/web`): which writes drop a cached
 * page, which requests share one, and that renders of one key are coalesced.
 */
const built = existsSync(path.join(WEB_BUILD_DIR, "server/index.js"));

/** The whole app with the web build, on a fresh database holding `stories`, with the page cache set to `pageCacheSeconds`. */
async function startWebApp(pageCacheSeconds: number, stories: ReturnType<typeof buildArticle>[]): Promise<{ t: TestApp; app: FastifyInstance }> {
  const t = await createTestApp();
  await t.database.db.insert(articles).values(stories);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "error", PAGE_CACHE_SECONDS: String(pageCacheSeconds) }),
    database: t.database,
    logger: false,
    web: "production",
  });
  await app.ready();
  return { t, app };
}

/** A page's status, page-cache state and HTML. */
async function pageState(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, cache: res.headers["x-page-cache"], body: res.body };
}

describe.skipIf(!built)("page cache in the app", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const state = (url: string, headers: Record<string, string> = {}) => pageState(app, url, headers);
  const listItems = async (key: string) =>
    (await t.app.services.sectionLists.adminView(key)).items.map((i) => ({
      _id: i._id,
      title: i.title,
      image: i.image,
      category: i.category,
      slug: i.slug,
      content: i.content,
    }));

  beforeAll(async () => {
    const now = Date.now();
    ({ t, app } = await startWebApp(300, [
      buildArticle({ pages: ["LatestNews"], title: "Latest one", publishedAt: new Date(now - 60_000) }),
      buildArticle({ pages: ["TopStories"], title: "Top one", publishedAt: new Date(now - 120_000) }),
      buildArticle({ pages: ["IndiaNews"], title: "India one", publishedAt: new Date(now - 180_000) }),
    ]));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("serves / from the cache for tracking parameters and unrelated cookies", async () => {
    expect((await state("/")).cache).toMatch(/miss|hit/);
    expect((await state("/")).cache).toBe("hit");
    expect((await state("/?utm_source=x&fbclid=y&gclid=z")).cache).toBe("hit");
    expect((await state("/", { cookie: "_ga=GA1.2.3; theme=dark" })).cache).toBe("hit");
  });

  it("keeps / cached through an unrelated list save, and drops it for a list it shows", async () => {
    await state("/");
    expect((await state("/")).cache).toBe("hit");
    const india = await listItems("india-news");
    await app.services.sectionLists.saveList("india-news", { items: [{ ...india[0]!, title: "India one, edited" }] });
    expect((await state("/")).cache).toBe("hit");
    // The India page itself read that list: it is rendered again.
    await state("/india-news");
    expect((await state("/india-news")).cache).toBe("hit");
    await app.services.sectionLists.saveList("india-news", { items: [{ ...india[0]!, title: "India one, edited again" }] });
    const india2 = await state("/india-news");
    expect(india2.cache).toBe("miss");
    expect(india2.body).toContain("India one, edited again");

    const latest = await listItems("latest-news");
    await app.services.sectionLists.saveList("latest-news", { items: [{ ...latest[0]!, title: "Latest one, edited" }] });
    const home = await state("/");
    expect(home.cache).toBe("miss");
    expect(home.body).toContain("Latest one, edited");
  });

  it("keeps a 404 for a story id briefly, and publishing that story drops it", async () => {
    const id = newObjectId();
    const url = articlePath({ _id: id, title: "Coming soon" });
    expect(await state(url)).toMatchObject({ status: 404, cache: "miss" });
    expect(await state(url)).toMatchObject({ status: 404, cache: "hit" });
    await t.database.db.insert(articles).values(buildArticle({ id, pages: ["WorldNews"], title: "Coming soon", publishedAt: new Date() }));
    app.services.cache.invalidate([tag.story(newObjectId())]); // another story
    expect(await state(url)).toMatchObject({ status: 404, cache: "hit" });
    app.services.cache.invalidate(storyTags(id, ["WorldNews"]));
    expect(await state(url)).toMatchObject({ status: 200, cache: "miss" });
  });

  it("serves hashed assets for a year without validators or ranges, and other files with them", async () => {
    const html = (await app.inject({ url: "/" })).body;
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await app.inject({ url: asset!, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    for (const name of ["etag", "last-modified", "accept-ranges"]) expect(res.headers[name]).toBeUndefined();
    const icon = await app.inject({ url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers.etag).toBeDefined();
  });

  it("renders a page once for requests that arrive while it renders", async () => {
    app.services.cache.invalidate(storyTags(newObjectId(), ["TopStories"]));
    const answers = await Promise.all(Array.from({ length: 6 }, () => state("/")));
    const states = answers.map((a) => a.cache);
    expect(states.filter((s) => s === "miss")).toHaveLength(1);
    expect(states.filter((s) => s === "coalesced").length).toBeGreaterThan(0);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it("serves /petition from the cache: a signature does not end it (its counts may be seconds old), an editor's change does", async () => {
    const id = await insertPetition(t, { title: "Keep the Leicester library open" });
    const first = await state("/petition");
    expect(first).toMatchObject({ status: 200 });
    expect(first.body).toContain("Keep the Leicester library open");
    expect((await app.inject({ url: "/petition" })).headers["cache-control"]).toBeUndefined();
    expect((await state("/petition")).cache).toBe("hit");
    const signed = await app.inject({
      method: "POST",
      url: "/api/signatures",
      payload: { firstName: "Asha", lastName: "Patel", email: "asha@example.com", location: "Leicester", displayName: true, petitionId: id },
    });
    expect(signed.statusCode).toBe(201);
    // The reader who signed reads the new count from the API, as the form does.
    const stats = await app.inject({ url: `/api/petitions/${id}/stats` });
    expect(JSON.parse(stats.body).data.totalSignatures).toBe(1);
    expect((await state("/petition")).cache).toBe("hit");
    await app.services.petitions.close(id);
    const closed = await state("/petition");
    expect(closed.cache).toBe("miss");
    expect(closed.body).toContain(PETITION_TEXTS.closed);
  });

  it("serves /diaspora-support from the cache, one copy per phone country the headers give", async () => {
    const uk = await state("/diaspora-support", { "cf-ipcountry": "GB" });
    expect(uk.status).toBe(200);
    expect(uk.cache).toMatch(/miss|hit/);
    const again = await state("/diaspora-support", { "cf-ipcountry": "GB" });
    expect(again.cache).toBe("hit");
    expect(again.body).toBe(uk.body);
    // The same country from Accept-Language is the same page.
    expect((await state("/diaspora-support", { "accept-language": "en-GB,en;q=0.8" })).cache).toBe("hit");
    const india = await state("/diaspora-support", { "cf-ipcountry": "IN" });
    expect(india.cache).toBe("miss");
    expect(india.body).not.toBe(uk.body);
    expect((await state("/diaspora-support", { "x-country-code": "in" })).cache).toBe("hit");
    const res = await app.inject({ url: "/diaspora-support", headers: { "cf-ipcountry": "GB" } });
    expect(res.headers.vary).toContain("cf-ipcountry");
    expect(res.headers["cache-control"]).toBeUndefined();
  });
});

describe.skipIf(!built)("pages with PAGE_CACHE_SECONDS=0", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const state = (url: string) => pageState(app, url);

  beforeAll(async () => {
    ({ t, app } = await startWebApp(0, [buildArticle({ pages: ["TopStories"], title: "Top one", publishedAt: new Date() })]));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("keeps no page, but requests that arrive while a page renders share that render", async () => {
    expect((await state("/")).cache).toBe("miss");
    expect((await state("/")).cache).toBe("miss");
    const answers = await Promise.all(Array.from({ length: 6 }, () => state("/")));
    expect(answers.filter((a) => a.cache === "miss")).toHaveLength(1);
    expect(answers.filter((a) => a.cache === "coalesced")).toHaveLength(5);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await state("/")).cache).toBe("miss");
  });

  it("shows a write at once: the next request renders again", async () => {
    const story = buildArticle({ pages: ["TopStories"], title: "Fresh top story", publishedAt: new Date() });
    await t.database.db.insert(articles).values([story]);
    app.services.cache.invalidate(storyTags(story.id, ["TopStories"]));
    expect((await state("/")).body).toContain("Fresh top story");
  });
});
