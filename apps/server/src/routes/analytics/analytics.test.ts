import { SHARE_PLATFORMS } from "@matv/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { analyticsEvents, articles, articleViewMarks } from "../../db/schema.ts";
import { VIEW_WINDOW_MS } from "../../services/analytics.ts";
import { newObjectId } from "../../lib/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";
import { ANALYTICS_RATE_LIMIT } from "./schema.ts";

describe("analytics API", () => {
  let t: TestApp;
  const article = buildArticle({ title: "Viewed story", views: 7 });
  const other = buildArticle({ title: "Shared story" });
  const draft = buildArticle({ title: "Draft", status: "draft" });
  const deleted = buildArticle({ title: "Deleted", deletedAt: new Date() });
  // Each test sends from its own client address so the per-client limit is predictable.
  let client = 0;
  const nextClient = () => `10.0.0.${++client}`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([article, other, draft, deleted]);
  });
  afterAll(() => t.close());

  // Each call is another reader (user agent) unless one is given: a reader's repeat views are tested apart.
  let readerCounter = 0;
  const post = (url: string, payload: unknown, ip: string, reader = `reader-${readerCounter++}`) =>
    t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip, headers: { "user-agent": reader } });
  const viewsOf = async (id: string) => (await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0]!.views;

  it("records a view: stores the event and adds exactly one to the article's views", async () => {
    const res = await post("/api/analytics/view", { articleId: article.id, timestamp: new Date().toISOString() }, nextClient());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { articleId: article.id, views: 8, counted: true } });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await viewsOf(article.id)).toBe(8);
    expect(await t.app.services.analytics.countEvents(article.id)).toEqual({ views: 1, shares: 0 });
  });

  it("rises by exactly the number of accepted events; the rest are refused with 429 by the per-client limit", async () => {
    const ip = nextClient();
    const before = await viewsOf(other.id);
    const eventsBefore = (await t.app.services.analytics.countEvents(other.id)).views;
    const attempts = ANALYTICS_RATE_LIMIT.max + 15;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      statuses.push((await post("/api/analytics/view", { articleId: other.id, timestamp: new Date().toISOString() }, ip)).statusCode);
    }
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBe(ANALYTICS_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - accepted);
    expect(await viewsOf(other.id)).toBe(before + accepted);
    expect((await t.app.services.analytics.countEvents(other.id)).views).toBe(eventsBefore + accepted);

    const limited = await post("/api/analytics/view", { articleId: other.id, timestamp: new Date().toISOString() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, data: null });
    // Another reader is not affected.
    expect((await post("/api/analytics/view", { articleId: other.id, timestamp: new Date().toISOString() }, nextClient())).statusCode).toBe(200);
  });

  it.each([
    [{ articleId: "nope", timestamp: new Date().toISOString() }, "articleId"],
    [{ timestamp: new Date().toISOString() }, "articleId"],
    [{ articleId: newObjectId(), timestamp: new Date().toISOString() }, "articleId"],
    [{ articleId: draft.id, timestamp: new Date().toISOString() }, "articleId"],
    [{ articleId: deleted.id, timestamp: new Date().toISOString() }, "articleId"],
    [{ articleId: article.id }, "timestamp"],
    [{ articleId: article.id, timestamp: "yesterday" }, "timestamp"],
    [{ articleId: article.id, timestamp: "2020-01-01T00:00:00.000Z" }, "timestamp"],
    [{ articleId: article.id, timestamp: 12345 }, "timestamp"],
  ])("refuses view %j with 400 naming %s and counts nothing", async (payload, field) => {
    const views = await viewsOf(article.id);
    const res = await post("/api/analytics/view", payload, nextClient());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, field });
    expect(await viewsOf(article.id)).toBe(views);
  });

  it("counts one reader's views of one article once in 30 minutes, by cookie or else by address and user agent", async () => {
    const ip = nextClient();
    const view = (extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/analytics/view",
        payload: { articleId: other.id, timestamp: new Date().toISOString() },
        remoteAddress: ip,
        ...extra,
      });
    const before = await viewsOf(other.id);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await view({ headers: { "user-agent": "same reader" } })).json().data);
    expect(answers[0]).toMatchObject({ counted: true, views: before + 1 });
    expect(answers.slice(1).every((a) => a.counted === false && a.views === before + 1)).toBe(true);
    // The reader cookie identifies a reader whatever the address or browser string.
    const cookies = { matv_reader: "a".repeat(32) };
    expect((await view({ cookies, headers: { "user-agent": "one" } })).json().data.counted).toBe(true);
    expect((await view({ cookies, headers: { "user-agent": "two" }, remoteAddress: nextClient() })).json().data.counted).toBe(false);
    expect(await viewsOf(other.id)).toBe(before + 2);
    // Past the window the same reader counts again (the mark is moved back in the database, as time passing would).
    await t.database.db.update(articleViewMarks).set({ countedAt: new Date(Date.now() - VIEW_WINDOW_MS - 1000) });
    expect((await view({ headers: { "user-agent": "same reader" } })).json().data.counted).toBe(true);
    expect(await viewsOf(other.id)).toBe(before + 3);
    expect(await t.app.services.analytics.pruneViewMarks()).toBeGreaterThan(0);
  });

  it("counts simultaneous views from one reader once", async () => {
    const ip = nextClient();
    const before = await viewsOf(article.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/analytics/view", { articleId: article.id, timestamp: new Date().toISOString() }, ip, "one reader")),
    );
    expect(answers.filter((r) => r.json().data.counted)).toHaveLength(1);
    expect(await viewsOf(article.id)).toBe(before + 1);
  });

  it("refuses a missing body with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/analytics/view", remoteAddress: nextClient() });
    expect(res.statusCode).toBe(400);
  });

  it.each(SHARE_PLATFORMS)("records a share on %s", async (platform) => {
    const before = (await t.app.services.analytics.countEvents(other.id)).shares;
    const res = await post("/api/analytics/share", { articleId: other.id, platform, timestamp: new Date().toISOString() }, nextClient());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { articleId: other.id, platform } });
    expect((await t.app.services.analytics.countEvents(other.id)).shares).toBe(before + 1);
    const [row] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.platform, platform));
    expect(row).toMatchObject({ articleId: other.id, type: "share" });
  });

  it.each([
    [{ articleId: other.id, platform: "myspace", timestamp: new Date().toISOString() }, "platform"],
    [{ articleId: other.id, timestamp: new Date().toISOString() }, "platform"],
    [{ articleId: other.id, platform: "twitter", timestamp: "not a date" }, "timestamp"],
    [{ articleId: newObjectId(), platform: "twitter", timestamp: new Date().toISOString() }, "articleId"],
    [{ articleId: draft.id, platform: "twitter", timestamp: new Date().toISOString() }, "articleId"],
  ])("refuses share %j with 400 naming %s", async (payload, field) => {
    const before = (await t.app.services.analytics.countEvents(other.id)).shares;
    const res = await post("/api/analytics/share", payload, nextClient());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, field });
    expect((await t.app.services.analytics.countEvents(other.id)).shares).toBe(before);
  });

  it("adds concurrent views atomically, and a burst past the limit never counts more than the limit", async () => {
    const ip = nextClient();
    const burst = (n: number) =>
      Promise.all(Array.from({ length: n }, () => post("/api/analytics/view", { articleId: article.id, timestamp: new Date().toISOString() }, ip)));
    const before = await viewsOf(article.id);
    const first = await burst(ANALYTICS_RATE_LIMIT.max - 10);
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect(await viewsOf(article.id)).toBe(before + first.length);
    const second = await burst(20);
    const accepted = second.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(second.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 429)).toBe(true);
    expect(await viewsOf(article.id)).toBe(before + first.length + accepted);
  });

  it("rate-limits shares per client too", async () => {
    const ip = nextClient();
    const statuses = [];
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max + 3; i++) {
      statuses.push(await post("/api/analytics/share", { articleId: article.id, platform: "copy", timestamp: new Date().toISOString() }, ip));
    }
    expect(statuses.filter((r) => r.statusCode === 200)).toHaveLength(ANALYTICS_RATE_LIMIT.max);
    expect(statuses.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});
