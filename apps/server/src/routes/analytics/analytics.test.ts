import { ANALYTICS_BATCH_MAX_EVENTS, SHARE_PLATFORMS } from "@matv/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildLiveBlog } from "../../db/factories.ts";
import { analyticsEvents, analyticsViewMarks, articles, liveBlogs } from "../../db/schema.ts";
import { createAnalyticsService, VIEW_WINDOW_MS } from "../../services/analytics.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";
import { ANALYTICS_EVENTS_RATE_LIMIT, ANALYTICS_RATE_LIMIT } from "./schema.ts";

const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
/** The n-th of many real-looking browser strings (isbot treats strings such as "ua1" as bots). */
const browser = (n: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`;

describe("analytics API", () => {
  let t: TestApp;
  const article = buildArticle({ title: "Viewed story", views: 7 });
  const other = buildArticle({ title: "Shared story" });
  const draft = buildArticle({ title: "Draft", status: "draft" });
  const deleted = buildArticle({ title: "Deleted", deletedAt: new Date() });
  // Each test sends from its own client address so the per-client limit is predictable.
  let client = 0;
  const nextClient = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([article, other, draft, deleted]);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip: string, userAgent = BROWSER) =>
    t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip, headers: { "user-agent": userAgent } });
  const view = (articleId: string, ip: string, userAgent = BROWSER, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/analytics/view",
      payload: { articleId, timestamp: new Date().toISOString() },
      remoteAddress: ip,
      headers: { "user-agent": userAgent, ...headers },
    });
  const viewsOf = async (id: string) => (await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0]!.views;

  it("records a view: stores the event and adds exactly one to the article's views", async () => {
    const res = await view(article.id, nextClient());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { articleId: article.id, views: 8, counted: true } });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await viewsOf(article.id)).toBe(8);
    expect(await t.app.services.analytics.countEvents(article.id)).toEqual({ views: 1, shares: 0 });
    // Nothing personal is kept: the event holds a 16-hex hash, never the address or the browser string.
    const [row] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.storyId, article.id));
    expect(row!.visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(row)).not.toContain("10.0.");
    expect(JSON.stringify(row)).not.toContain("Android");
  });

  it("counts 20 views from one address with 20 different user agents once (the 30-minute rule keys on the address)", async () => {
    const ip = nextClient();
    const before = await viewsOf(other.id);
    const answers = [];
    for (let i = 1; i <= 20; i++) answers.push((await view(other.id, ip, browser(i))).json().data);
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect(answers.at(-1)).toMatchObject({ counted: false, views: before + 1 });
    expect(await viewsOf(other.id)).toBe(before + 1);
    // Another address is another reader; an IPv6 reader is one per /64 whatever the interface id.
    expect((await view(other.id, nextClient())).json().data.counted).toBe(true);
    expect((await view(other.id, "2001:db8:1:2::1")).json().data.counted).toBe(true);
    expect((await view(other.id, "2001:db8:1:2:aaaa:bbbb:cccc:dddd")).json().data.counted).toBe(false);
    expect(await viewsOf(other.id)).toBe(before + 3);
    // Strings that name no browser at all (ua1..ua20) are not counted by anyone.
    const bare = nextClient();
    for (let i = 1; i <= 20; i++) expect((await view(other.id, bare, `ua${i}`)).json().data.counted).toBe(false);
    expect(await viewsOf(other.id)).toBe(before + 3);
  });

  it("counts the same reader again once the 30 minutes have passed", async () => {
    // An instance of its own with a clock the test moves (the instance also remembers what it counted).
    let clock = Date.now();
    // A reader is known by a hash salted per UK day: a window that crosses midnight would meet a new reader.
    const ukDay = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(at);
    if (ukDay(clock) !== ukDay(clock + VIEW_WINDOW_MS + 60_000)) clock -= VIEW_WINDOW_MS + 120_000;
    const instance = createAnalyticsService(t.database.db, { now: () => clock });
    const reader = { ip: nextClient(), userAgent: BROWSER, staff: false };
    const input = () => ({ articleId: other.id, timestamp: new Date(clock).toISOString() });
    const before = await viewsOf(other.id);
    expect((await instance.recordView(input(), reader)).counted).toBe(true);
    clock += VIEW_WINDOW_MS - 60_000;
    expect((await instance.recordView(input(), reader)).counted).toBe(false);
    clock += 61_000;
    expect(await instance.recordView(input(), reader)).toEqual({ counted: true, views: before + 2 });
    // The marks of the window before are pruned.
    await instance.prune();
    expect(
      (await t.database.db.select().from(analyticsViewMarks).where(eq(analyticsViewMarks.storyId, other.id))).every(
        (m) => m.countedAt.getTime() > clock - VIEW_WINDOW_MS,
      ),
    ).toBe(true);
    await instance.stop();
  });

  it("counts simultaneous views from one reader once", async () => {
    const ip = nextClient();
    const before = await viewsOf(article.id);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => view(article.id, ip, browser(i))));
    expect(answers.filter((r) => r.json().data.counted)).toHaveLength(1);
    expect(await viewsOf(article.id)).toBe(before + 1);
  });

  it("does not count bots or signed-in staff", async () => {
    const before = await viewsOf(article.id);
    const bot = await view(article.id, nextClient(), "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    expect(bot.json().data).toMatchObject({ counted: false, views: before });
    expect((await view(article.id, nextClient(), "curl/8.5.0")).json().data.counted).toBe(false);
    expect((await view(article.id, nextClient(), BROWSER, { cookie: "matv_newsroom=1" })).json().data.counted).toBe(false);
    expect((await view(article.id, nextClient(), BROWSER, { authorization: "Bearer anything" })).json().data.counted).toBe(false);
    expect(await viewsOf(article.id)).toBe(before);
  });

  it("rises by one per reader; past the per-client limit the rest are refused with 429", async () => {
    const ip = nextClient();
    const before = await viewsOf(other.id);
    const statuses: number[] = [];
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max + 5; i++) statuses.push((await view(other.id, ip, browser(i))).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANALYTICS_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await viewsOf(other.id)).toBe(before + 1);
    const limited = await view(other.id, ip);
    expect(limited.json()).toMatchObject({ success: false, data: null });
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

  it("refuses a missing body with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/analytics/view", remoteAddress: nextClient() });
    expect(res.statusCode).toBe(400);
  });

  it.each(SHARE_PLATFORMS)("records a share on %s", async (platform) => {
    const before = (await t.app.services.analytics.countEvents(other.id)).shares;
    const res = await post("/api/analytics/share", { articleId: other.id, platform, timestamp: new Date().toISOString() }, nextClient());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { articleId: other.id, platform } });
    await t.app.services.analytics.flush();
    expect((await t.app.services.analytics.countEvents(other.id)).shares).toBe(before + 1);
    const [row] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.platform, platform));
    expect(row).toMatchObject({ storyId: other.id, type: "share" });
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
    await t.app.services.analytics.flush();
    expect((await t.app.services.analytics.countEvents(other.id)).shares).toBe(before);
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

describe("analytics beacons: POST /api/analytics/events", () => {
  let t: TestApp;
  const story = buildArticle({ title: "Beaconed story" });
  const blog = buildLiveBlog({ title: "Live: the count" });
  let n = 0;
  const ip = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values(story);
    await t.database.db.insert(liveBlogs).values(blog);
  });
  afterAll(() => t.close());

  const send = (body: string | object, headers: Record<string, string> = {}, remoteAddress = ip()) =>
    t.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: typeof body === "string" ? body : JSON.stringify(body),
      remoteAddress,
      headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
    });

  it("accepts a sendBeacon batch sent as text/plain JSON with 202 and writes it on the next flush", async () => {
    const res = await send(
      {
        events: [
          { type: "share", articleId: story.id, platform: "whatsapp" },
          { type: "play", videoId: "abc_DEF-123" },
          { type: "live" },
          { type: "reading", liveBlogId: blog.id },
        ],
      },
      { "content-type": "text/plain;charset=UTF-8" },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, data: { accepted: 4 } });
    expect(t.app.services.analytics.pending).toBe(4);
    await t.app.services.analytics.flush();
    expect(t.app.services.analytics.pending).toBe(0);
    const overview = await t.app.services.analytics.overview({});
    expect(overview.shares).toEqual([{ platform: "whatsapp", count: 1 }]);
    expect(overview.videoPlays).toBe(1);
    expect(overview.live).toEqual({ peak: 1, average: 1 });
    const blogStats = await t.app.services.analytics.story(blog.id);
    expect(blogStats.readersByMinute).toEqual([{ at: expect.any(String), readers: 1 }]);
  });

  it.each([
    ["not json", "body"],
    [{}, "events"],
    [{ events: [] }, "events"],
    [{ events: [{ type: "teleport" }] }, "events.0.type"],
    [{ events: [{ type: "share", articleId: "x", platform: "whatsapp" }] }, "events.0.articleId"],
    [{ events: [{ type: "share", articleId: newObjectId(), platform: "myspace" }] }, "events.0.platform"],
    [{ events: [{ type: "vital", name: "fid", value: 1, path: "/" }] }, "events.0.name"],
    [{ events: [{ type: "vital", name: "lcp", value: -1, path: "/" }] }, "events.0.value"],
    [{ events: [{ type: "vital", name: "lcp", value: 1, path: "https://evil.example/" }] }, "events.0.path"],
    [{ events: Array.from({ length: ANALYTICS_BATCH_MAX_EVENTS + 1 }, () => ({ type: "live" })) }, "events"],
  ])("refuses %j with 400 naming %s, keeping nothing", async (body, field) => {
    const res = await send(body, { "content-type": "text/plain" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
    expect(t.app.services.analytics.pending).toBe(0);
  });

  it("refuses a body over 8 KB with 413 and a batch from signed-in staff is not kept", async () => {
    const big = await send({ events: [{ type: "vital", name: "lcp", value: 1, path: `/${"a".repeat(9000)}` }] });
    expect(big.statusCode).toBe(413);
    const staff = await send({ events: [{ type: "live" }] }, { cookie: "matv_newsroom=1" });
    expect(staff.json()).toEqual({ success: true, data: { accepted: 0 } });
    expect(t.app.services.analytics.pending).toBe(0);
  });

  it("names nothing it does not know: a share of an unknown story is dropped at the write", async () => {
    const before = await t.app.services.analytics.overview({});
    await send({ events: [{ type: "share", articleId: newObjectId(), platform: "facebook" }] });
    await t.app.services.analytics.flush();
    expect((await t.app.services.analytics.overview({})).shares).toEqual(before.shares);
  });

  it("rate-limits batches per client address", async () => {
    const address = ip();
    const statuses: number[] = [];
    for (let i = 0; i < ANALYTICS_EVENTS_RATE_LIMIT.max + 2; i++) statuses.push((await send({ events: [{ type: "live" }] }, {}, address)).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(ANALYTICS_EVENTS_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    await t.app.services.analytics.flush();
  });
});
