import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildChannelVideo, buildScheduleSlot, buildShow } from "../../db/factories.ts";
import { channelVideos, scheduleSlots, shows } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let editor: string;
let writer: string;
const PASSWORD = "correct horse battery staple";
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const HOUR = 3_600_000;
const now = Date.now();
const debate = buildShow({ slug: "the-big-debate", name: "The Big Debate", matchWords: ["Big Debate"], presenters: ["Rajesh Mehta"] });
const past = buildScheduleSlot({
  title: "The Big Debate: visas",
  showId: debate.id,
  startsAt: new Date(now - 5 * HOUR),
  endsAt: new Date(now - 4 * HOUR),
  isLive: true,
});
const next = buildScheduleSlot({ title: "The Big Debate: trade", showId: debate.id, startsAt: new Date(now + 2 * HOUR), endsAt: new Date(now + 3 * HOUR) });

beforeAll(async () => {
  t = await createTestApp();
  for (const [email, role] of [
    ["editor@matv.test", "editor"],
    ["writer@matv.test", "writer"],
  ] as const) {
    await t.app.services.staffUsers.upsert({ email, password: PASSWORD, role });
  }
  editor = (await t.app.services.auth.login("editor@matv.test", PASSWORD)).token;
  writer = (await t.app.services.auth.login("writer@matv.test", PASSWORD)).token;
  const { db } = t.database;
  await db.insert(shows).values(debate);
  await db.insert(scheduleSlots).values([past, next]);
  // The recording arrives the way the platform's list does: kept, then matched.
  await t.app.services.catchUp.recordVideos([
    {
      videoId: "abcdefghijk",
      title: "The Big Debate: what the visa rules mean",
      thumbnail: "https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg",
      publishedAt: new Date(now - 3 * HOUR).toISOString(),
      description: "Recorded live.",
      channelTitle: "MATV",
      duration: "PT58M",
      viewCount: null,
    },
  ]);
});
afterAll(() => t.close());

describe("GET /api/shows and /api/shows/{slug}", () => {
  it("lists the shows with their next airing", async () => {
    const res = await t.app.inject("/api/shows");
    expect(res.statusCode).toBe(200);
    const [show] = res.json().shows;
    expect(show).toMatchObject({
      slug: "the-big-debate",
      name: "The Big Debate",
      nextAiring: { title: "The Big Debate: trade", start: next.startsAt.toISOString() },
    });
  });

  it("answers a show with next airings and the episode matched to its past airing", async () => {
    const res = await t.app.inject("/api/shows/the-big-debate");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ slug: "the-big-debate", presenters: ["Rajesh Mehta"], language: "en" });
    expect(body.nextAirings).toEqual([{ start: next.startsAt.toISOString(), end: next.endsAt.toISOString(), title: "The Big Debate: trade", isLive: false }]);
    expect(body.episodes).toEqual([
      expect.objectContaining({
        videoId: "abcdefghijk",
        title: "The Big Debate: what the visa rules mean",
        thumbnail: expect.stringContaining("abcdefghijk"),
        airedAt: past.startsAt.toISOString(),
      }),
    ]);
    const [slot] = (await t.app.inject(`/api/schedule?date=${new Date(past.startsAt).toISOString().slice(0, 10)}`))
      .json()
      .data.slots.filter((s: { _id: string }) => s._id === past.id);
    expect(slot).toMatchObject({ showSlug: "the-big-debate", matchedVideoId: "abcdefghijk", catchUpVideoId: null });
  });

  it("answers 404 for an unknown show and 400 naming the field for a bad slug", async () => {
    const missing = await t.app.inject("/api/shows/no-such-show");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "Show not found" });
    const bad = await t.app.inject("/api/shows/Not%20A%20Slug");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("slug");
  });
});

describe("GET /api/videos/{videoId}", () => {
  it("answers a kept video with the show and airing it records", async () => {
    const res = await t.app.inject("/api/videos/abcdefghijk");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      video: { videoId: "abcdefghijk", duration: "PT58M" },
      show: { slug: "the-big-debate", name: "The Big Debate" },
      airing: { start: past.startsAt.toISOString() },
    });
  });
  it("answers the generated demo videos (no platform key, nothing seeded)", async () => {
    expect((await t.app.inject("/api/videos/demo-1")).json()).toMatchObject({ video: { videoId: "demo-1", isDemo: true }, show: null });
  });
  it("answers 404 for an unknown video and 400 for a malformed id", async () => {
    expect((await t.app.inject("/api/videos/zzzzzzzzzzz")).statusCode).toBe(404);
    const bad = await t.app.inject("/api/videos/%3Cscript%3E");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("videoId");
  });
});

describe("the shows desk: /api/admin/shows", () => {
  const fields = {
    name: "Business Hour",
    slug: "business-hour",
    description: "Trade.",
    presenters: ["Vikram Singh"],
    matchWords: ["Business Hour"],
    language: "en",
  };

  it("needs a token to read and an editor to save", async () => {
    expect((await t.app.inject("/api/admin/shows")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/shows", payload: fields })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/shows", headers: auth(writer) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/shows", payload: fields, headers: auth(writer) })).statusCode).toBe(403);
  });

  it("creates and updates a show, refusing a stale version with what is stored now", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/shows", payload: fields, headers: auth(editor) });
    expect(created.statusCode).toBe(201);
    const show = created.json().data;
    expect(show).toMatchObject({ ...fields, version: 1 });
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/shows/${show._id}`,
      payload: { ...fields, version: 1, name: "Business Hour Live" },
      headers: auth(editor),
    });
    expect(saved.json().data).toMatchObject({ name: "Business Hour Live", version: 2 });
    const stale = await t.app.inject({ method: "PUT", url: `/api/admin/shows/${show._id}`, payload: { ...fields, version: 1 }, headers: auth(editor) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, field: "version", current: { name: "Business Hour Live", version: 2 } });
    expect((await t.app.inject("/api/shows/business-hour")).json().name).toBe("Business Hour Live");
    const audit = await t.app.services.audit.list({ entityType: "show", entityId: show._id, page: 1, limit: 10 });
    expect(audit.entries.map((e: { action: string }) => e.action).sort()).toEqual(["show.create", "show.update"]);
  });

  it("names the field of bad input and refuses a slug in use", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/admin/shows", payload: { ...fields, slug: "Business Hour!" }, headers: auth(editor) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("slug");
    const lang = await t.app.inject({ method: "POST", url: "/api/admin/shows", payload: { ...fields, slug: "x", language: "fr" }, headers: auth(editor) });
    expect(lang.json().field).toBe("language");
    const taken = await t.app.inject({ method: "POST", url: "/api/admin/shows", payload: { ...fields, name: "Other" }, headers: auth(editor) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field).toBe("slug");
    const noVersion = await t.app.inject({ method: "PUT", url: `/api/admin/shows/${debate.id}`, payload: fields, headers: auth(editor) });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().field).toBe("version");
  });

  it("matches again when a show's match words change", async () => {
    const { db } = t.database;
    const community = buildShow({ slug: "community-matters", name: "Community Matters", matchWords: [] });
    await db.insert(shows).values(community);
    const slot = buildScheduleSlot({ title: "Community Matters", showId: community.id, startsAt: new Date(now - 30 * HOUR) });
    await db.insert(scheduleSlots).values(slot);
    await db
      .insert(channelVideos)
      .values(buildChannelVideo({ videoId: "communityv1", title: "Diwali special from Leicester", publishedAt: new Date(now - 28 * HOUR) }));
    expect((await t.app.inject("/api/shows/community-matters")).json().episodes).toEqual([]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/shows/${community.id}`,
      payload: { name: "Community Matters", slug: "community-matters", matchWords: ["Diwali special"], version: 1 },
      headers: auth(editor),
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject("/api/shows/community-matters")).json().episodes.map((e: { videoId: string }) => e.videoId)).toEqual(["communityv1"]);
  });
});

describe("the schedule desk and catch-up", () => {
  it("saves a slot's show, lists unattached recordings, and a hand attachment wins over a match", async () => {
    const day = new Date(now - 5 * HOUR);
    const weekRes = await t.app.inject({ url: `/api/admin/schedule?week=${day.toISOString().slice(0, 10)}`, headers: auth(editor) });
    const week = weekRes.json().data;
    await t.database.db
      .insert(channelVideos)
      .values(buildChannelVideo({ videoId: "loosevideo1", title: "Studio tour", publishedAt: new Date(now - 4 * HOUR) }));
    const again = (await t.app.inject({ url: `/api/admin/schedule?week=${week.weekStart}`, headers: auth(editor) })).json().data;
    expect(again.recordings.map((r: { videoId: string }) => r.videoId)).toContain("loosevideo1");
    expect(again.recordings.map((r: { videoId: string }) => r.videoId)).not.toContain("abcdefghijk");
    const slots = again.slots.map((s: Record<string, unknown>) => ({
      ...s,
      catchUpVideoId: s._id === past.id ? "loosevideo1" : s.catchUpVideoId,
    }));
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/schedule",
      payload: { weekStart: week.weekStart, version: again.version, slots },
      headers: auth(editor),
    });
    expect(saved.statusCode).toBe(200);
    const slot = saved.json().data.slots.find((s: { start: string }) => s.start === past.startsAt.toISOString());
    expect(slot).toMatchObject({ showId: debate.id, catchUpVideoId: "loosevideo1", matchedVideoId: null });
    // The video the rule had found is free again, and the show's episode is now the one attached by hand.
    expect(saved.json().data.recordings.map((r: { videoId: string }) => r.videoId)).toContain("abcdefghijk");
    expect((await t.app.inject("/api/shows/the-big-debate")).json().episodes.map((e: { videoId: string }) => e.videoId)).toEqual(["loosevideo1"]);
  });

  it("refuses a slot naming a show that does not exist", async () => {
    const day = new Date(now + 24 * HOUR).toISOString().slice(0, 10);
    const week = (await t.app.inject({ url: `/api/admin/schedule?week=${day}`, headers: auth(editor) })).json().data;
    const start = new Date(Math.max(Date.parse(`${week.weekStart}T00:00:00Z`) + 36 * HOUR, now + 20 * HOUR));
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/schedule",
      payload: {
        weekStart: week.weekStart,
        version: week.version,
        slots: [{ title: "X", start: start.toISOString(), end: new Date(start.getTime() + HOUR).toISOString(), showId: "0123456789abcdef01234567" }],
      },
      headers: auth(editor),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("slots.0.showId");
  });
});

describe("airingsBetween (programme reminders)", () => {
  it("lists the airings with their show in a time range", async () => {
    const list = await t.app.services.programmes.airingsBetween(new Date(now), new Date(now + 6 * HOUR));
    expect(list).toEqual([
      {
        showSlug: "the-big-debate",
        showName: "The Big Debate",
        title: "The Big Debate: trade",
        start: next.startsAt.toISOString(),
        end: next.endsAt.toISOString(),
      },
    ]);
  });
});
