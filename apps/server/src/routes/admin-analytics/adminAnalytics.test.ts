import { articlePath, ukDayOf } from "@matv/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildStory } from "../../db/factories.ts";
import { analyticsEvents, analyticsRollups, analyticsSalts, analyticsVisitors, articles } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { type AnalyticsClient, createAnalyticsService } from "../../services/analytics.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

const chrome = (n = 0) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`;
const reader = (ip: string, n = 0): AnalyticsClient => ({ ip, userAgent: chrome(n), staff: false });
const HOST = "matv.test";

describe("staff analytics: counting and reports", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let writerId = "";
  const story = buildArticle({ title: "WhatsApp favourite", category: "India", author: "Asha Rao" });
  const second = buildArticle({ title: "Search favourite", category: "Sport", author: "Tom Hill" });
  let writersStory: ReturnType<typeof buildStory>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ["admin", "editor", "writer"] as const) {
      const email = `${role}@analytics.test`;
      const { id } = await t.app.services.staffUsers.upsert({ email, password: "a long test password", role, name: role });
      if (role === "writer") writerId = id;
      tokens[role] = (await t.app.services.auth.login(email, "a long test password")).token;
    }
    writersStory = buildStory({ title: "The writer's own", createdBy: writerId, status: "published", publishedAt: new Date() });
    await t.database.db.insert(articles).values([story, second, writersStory]);
  });
  afterAll(() => t.close());

  const analytics = () => t.app.services.analytics;
  const serve = (path: string, client: AnalyticsClient, referrer?: string) => {
    const [bare, query] = path.split("?");
    analytics().pageServed({ path: bare!, search: query ? `?${query}` : "", referrer, ownHost: HOST }, client);
  };
  const get = (url: string, role = "editor") => t.app.inject({ url, headers: { authorization: `Bearer ${tokens[role]}` } });

  it("classifies sources, keeps a visitor's source on their next pages, and counts uniques once a day", async () => {
    const whatsappReader = reader("203.0.113.1");
    serve("/", whatsappReader, "https://web.whatsapp.com/");
    serve(articlePath({ _id: story.id, title: story.title }), whatsappReader, `https://${HOST}/`);
    serve(articlePath({ _id: second.id, title: second.title }), reader("203.0.113.2"), "https://www.google.co.in/");
    serve(`${articlePath({ _id: story.id, title: story.title })}?utm_source=newsletter&utm_medium=email`, reader("203.0.113.3"));
    serve(`/?utm_source=push`, reader("203.0.113.4"));
    serve(articlePath({ _id: story.id, title: story.title }), reader("203.0.113.5"), "android-app://com.google.android.googlequicksearchbox/");
    serve("/india", reader("203.0.113.6"), "https://news.example.org/some/page");
    serve("/", reader("203.0.113.7"));
    // Not counted: bots, staff, sign-in, staff pages, feeds.
    serve("/", { ip: "203.0.113.8", userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", staff: false });
    serve("/", { ...reader("203.0.113.9"), staff: true });
    serve("/login", reader("203.0.113.10"));
    serve("/admin/stories", reader("203.0.113.10"));
    serve("/rss.xml", reader("203.0.113.10"));
    await analytics().flush();

    const res = await get("/api/admin/analytics/overview");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json().data;
    expect(data.views).toBe(8);
    expect(data.visitors).toBe(7);
    expect(Object.fromEntries(data.sources.map((s: { source: string; views: number }) => [s.source, s.views]))).toEqual({
      whatsapp: 2,
      google: 2,
      newsletter: 1,
      push: 1,
      other: 1,
      direct: 1,
    });
    expect(data.domains).toEqual([{ domain: "news.example.org", views: 1 }]);
    expect(data.newsletterClicks).toBe(1);
    expect(data.pushClicks).toBe(1);
    expect(data.topStories[0]).toEqual({ _id: story.id, title: story.title, views: 3 });
    expect(data.sections).toEqual([
      { section: "India", views: 3 },
      { section: "Sport", views: 1 },
    ]);
    expect(data.authors[0]).toEqual({ author: "Asha Rao", views: 3 });
    const storyData = (await get(`/api/admin/analytics/stories/${story.id}`)).json().data;
    expect(storyData).toMatchObject({ _id: story.id, views: 3, visitors: 3, shares: 0 });
    expect(storyData.sources.map((s: { source: string }) => s.source).sort()).toEqual(["google", "newsletter", "whatsapp"]);
    expect(storyData.byHour.at(-1).views).toBe(3);
  });

  it("shows readers now with each story's main source, and live viewers from heartbeats", async () => {
    analytics().ingestEvents([{ type: "live" }], reader("198.51.100.1"));
    analytics().ingestEvents([{ type: "live" }], reader("198.51.100.2"));
    await analytics().flush();
    const res = await get("/api/admin/analytics/realtime");
    const data = res.json().data;
    expect(data.readers).toBe(7);
    expect(data.topStories[0]).toEqual({ _id: story.id, title: story.title, readers: 3, source: expect.any(String) });
    expect(data.topStories[1]).toMatchObject({ _id: second.id, readers: 1, source: "google" });
    expect(data.liveViewers).toBe(2);
    expect(data.perMinute).toHaveLength(30);
    expect(data.perMinute.at(-1).views + data.perMinute.at(-2).views).toBe(8);
  });

  it("shows a writer only their own stories; editors and admins everything", async () => {
    serve(articlePath({ _id: writersStory.id, title: writersStory.title }), reader("192.0.2.50"), "https://t.co/abc");
    await analytics().flush();
    const mine = (await get("/api/admin/analytics/overview", "writer")).json().data;
    expect(mine.views).toBe(1);
    expect(mine.topStories).toEqual([{ _id: writersStory.id, title: writersStory.title, views: 1 }]);
    expect(mine.sources).toEqual([{ source: "x", views: 1 }]);
    const now = (await get("/api/admin/analytics/realtime", "writer")).json().data;
    expect(now.topStories.map((s: { _id: string }) => s._id)).toEqual([writersStory.id]);
    expect((await get(`/api/admin/analytics/stories/${writersStory.id}`, "writer")).statusCode).toBe(200);
    expect((await get(`/api/admin/analytics/stories/${story.id}`, "writer")).statusCode).toBe(403);
    expect((await get("/api/admin/analytics/vitals", "writer")).statusCode).toBe(403);
    expect((await get("/api/admin/analytics/overview", "admin")).json().data.views).toBe(9);
  });

  it("answers 401 without a token and 400 naming the field for bad input", async () => {
    for (const path of ["realtime", "overview", `stories/${story.id}`, "vitals"]) {
      expect((await t.app.inject({ url: `/api/admin/analytics/${path}` })).statusCode).toBe(401);
    }
    const bad = async (url: string, field: string, status = 400) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, field });
    };
    await bad("/api/admin/analytics/overview?from=yesterday", "from");
    await bad("/api/admin/analytics/overview?from=2026-02-10&to=2026-02-01", "to");
    await bad("/api/admin/analytics/overview?from=2020-01-01&to=2026-01-01", "from");
    await bad("/api/admin/analytics/stories/nope", "id");
    expect((await get(`/api/admin/analytics/stories/${newObjectId()}`)).statusCode).toBe(404);
  });

  it("keeps vitals as binned rollups: p75 per template with the good / needs improvement / poor shares", async () => {
    const lcp = [1200, 1800, 2400, 2600, 5000];
    analytics().ingestEvents(
      lcp.map((value) => ({ type: "vital" as const, name: "lcp" as const, value, path: articlePath({ _id: story.id, title: "x" }) })),
      reader("192.0.2.60"),
    );
    analytics().ingestEvents([{ type: "vital", name: "cls", value: 0.05, path: "/" }], reader("192.0.2.61"));
    analytics().ingestEvents([{ type: "vital", name: "inp", value: 120, path: "/admin/stories" }], reader("192.0.2.62"));
    await analytics().flush();
    const data = (await get("/api/admin/analytics/vitals")).json().data;
    expect(data.article).toMatchObject({ p75: { lcp: 2600, inp: null, cls: null }, samples: 5, good: 0.6, ni: 0.2, poor: 0.2 });
    expect(data.home).toMatchObject({ p75: { lcp: null, inp: null, cls: 0.05 }, samples: 1, good: 1, poor: 0 });
    expect(data.staff.p75.inp).toBe(120);
    expect(data.liveblog).toMatchObject({ samples: 0, p75: { lcp: null, inp: null, cls: null } });
  });

  it("writes per-minute, per-hour and per-day rollups and reads a range of days from the day rows", async () => {
    const rows = await t.database.db
      .select({ grain: analyticsRollups.grain, n: sql<number>`sum(count)::int` })
      .from(analyticsRollups)
      .where(eq(analyticsRollups.metric, "views"))
      .groupBy(analyticsRollups.grain);
    const byGrain = Object.fromEntries(rows.map((r) => [r.grain, Number(r.n)]));
    // Site and story rows per hour and day; the whole site only per minute.
    expect(byGrain.minute).toBe(9);
    const today = ukDayOf(Date.now());
    const range = (await get(`/api/admin/analytics/overview?from=${today}&to=${today}`)).json().data;
    expect(range).toMatchObject({ from: today, to: today, views: 9 });
    expect(range.series.reduce((sum: number, p: { views: number }) => sum + p.views, 0)).toBe(9);
    const before = (await get("/api/admin/analytics/overview?from=2025-01-01&to=2025-01-31")).json().data;
    expect(before).toMatchObject({ views: 0, visitors: 0, topStories: [], sources: [] });
  });

  it("adds up exactly across instances sharing the database: one reader counts once whichever serves them", async () => {
    const path = articlePath({ _id: second.id, title: second.title });
    const instances = [createAnalyticsService(t.database.db), createAnalyticsService(t.database.db), createAnalyticsService(t.database.db)];
    const before = (await get(`/api/admin/analytics/stories/${second.id}`)).json().data.views;
    // 30 readers, each served by all three instances at once; then 30 more readers, one instance each.
    for (let i = 0; i < 30; i++) for (const instance of instances) instance.pageServed({ path, search: "", ownHost: HOST }, reader(`100.64.0.${i}`));
    for (let i = 0; i < 30; i++) instances[i % 3]!.pageServed({ path, search: "", ownHost: HOST }, reader(`100.64.1.${i}`));
    await Promise.all(instances.map((instance) => instance.flush()));
    const after = (await get(`/api/admin/analytics/stories/${second.id}`)).json().data;
    expect(after.views).toBe(before + 60);
    const [row] = await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, second.id));
    expect(row!.views).toBe(after.views);
  });

  it("keeps raw events 7 days and rollups 13 months, and throws away past days' salts and visitors", async () => {
    const old = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.database.db.insert(analyticsEvents).values([
      { type: "view", path: "/", occurredAt: old(8) },
      { type: "view", path: "/", occurredAt: old(6) },
    ]);
    await t.database.db.insert(analyticsRollups).values([
      { grain: "day", metric: "views", bucket: old(400), count: 5 },
      { grain: "day", metric: "views", bucket: old(380), count: 7 },
    ]);
    await t.database.db.insert(analyticsSalts).values({ day: "2020-01-01", salt: "old" });
    await t.database.db.insert(analyticsVisitors).values({ day: "2020-01-01", scope: "", visitor: "0123456789abcdef", lastSeen: old(2000) });
    await analytics().prune();
    const events = await t.database.db.select({ at: analyticsEvents.occurredAt }).from(analyticsEvents);
    expect(events.every((e) => e.at.getTime() > old(7).getTime())).toBe(true);
    expect(events.some((e) => e.at.getTime() < old(5).getTime())).toBe(true);
    const rollups = await t.database.db.select({ bucket: analyticsRollups.bucket }).from(analyticsRollups);
    expect(rollups.some((r) => r.bucket.getTime() < old(390).getTime())).toBe(false);
    expect(rollups.some((r) => r.bucket.getTime() < old(370).getTime())).toBe(true);
    const salts = await t.database.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual([ukDayOf(Date.now())]);
    expect(await t.database.db.select().from(analyticsVisitors).where(eq(analyticsVisitors.day, "2020-01-01"))).toEqual([]);
  });
});
