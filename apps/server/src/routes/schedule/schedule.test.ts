import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReadScope, withReadScope } from "../../infra/cache.ts";
import { parseXmltvTime } from "../../services/schedule.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let editor: string;
const PASSWORD = "correct horse battery staple";
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
/** The week's version as an editor would have loaded it. */
const versionOf = async (weekStart: string) =>
  (await t.app.inject({ url: `/api/admin/schedule?week=${weekStart}`, headers: auth(editor) })).json().data?.version as number | undefined;
/** A save with the version just loaded, unless the payload brings its own (or is not a week at all). */
const put = async (payload: unknown, token: string | null = editor) => {
  const body = payload as { weekStart?: string; version?: number };
  const version =
    body.version ?? (typeof body.weekStart === "string" && /^\d{4}-\d{2}-\d{2}$/.test(body.weekStart) ? await versionOf(body.weekStart) : undefined);
  return t.app.inject({ method: "PUT", url: "/api/admin/schedule", payload: { ...body, ...(version !== undefined ? { version } : {}) }, headers: auth(token) });
};
const slot = (title: string, start: string, end: string, extra: object = {}) => ({ title, start, end, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: PASSWORD, role: "editor" });
  editor = (await t.app.services.auth.login("editor@matv.test", PASSWORD)).token;
});
afterAll(() => t.close());

describe("PUT /api/admin/schedule", () => {
  it("needs a staff token", async () => {
    expect((await put({ weekStart: "2026-11-23", slots: [] }, null)).statusCode).toBe(401);
    expect((await t.app.inject("/api/admin/schedule?week=2026-11-23")).statusCode).toBe(401);
  });

  it("saves a week and answers it in UTC, sorted", async () => {
    const res = await put({
      weekStart: "2026-11-23",
      slots: [
        slot("Evening debate", "2026-11-24T19:00:00Z", "2026-11-24T20:00:00Z", { show: "MATV Debate", presenter: "A. Presenter", isLive: true }),
        slot("News at six", "2026-11-24T18:00:00Z", "2026-11-24T19:00:00Z"),
      ],
    });
    expect(res.statusCode).toBe(200);
    const slots = res.json().data.slots;
    expect(slots.map((s: { title: string }) => s.title)).toEqual(["News at six", "Evening debate"]);
    expect(slots[1]).toMatchObject({ show: "MATV Debate", presenter: "A. Presenter", isLive: true, start: "2026-11-24T19:00:00.000Z" });
    const week = (await t.app.inject({ url: "/api/admin/schedule?week=2026-11-23", headers: auth(editor) })).json();
    expect(week.data.slots).toHaveLength(2);
  });

  it("refuses overlapping programmes with a message naming both", async () => {
    const res = await put({
      weekStart: "2026-11-23",
      slots: [slot("First", "2026-11-24T18:00:00Z", "2026-11-24T19:00:00Z"), slot("Second", "2026-11-24T18:30:00Z", "2026-11-24T19:30:00Z")],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"Second" \(18:30 GMT · 00:00 IST \+1\) overlaps "First"/);
    expect(res.json().field).toBe("slots");
    // Nothing was written: the earlier week is intact.
    const week = (await t.app.inject({ url: "/api/admin/schedule?week=2026-11-23", headers: auth(editor) })).json();
    expect(week.data.slots.map((s: { title: string }) => s.title)).toEqual(["News at six", "Evening debate"]);
  });

  it("refuses an overlap with the next week's first programme", async () => {
    expect((await put({ weekStart: "2026-11-30", slots: [slot("Monday news", "2026-11-30T00:00:00Z", "2026-11-30T01:00:00Z")] })).statusCode).toBe(200);
    const res = await put({ weekStart: "2026-11-23", slots: [slot("Late film", "2026-11-29T23:00:00Z", "2026-11-30T00:30:00Z")] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/overlaps/);
  });

  it("names the field of bad input", async () => {
    const endFirst = await put({ weekStart: "2026-11-23", slots: [slot("Backwards", "2026-11-24T19:00:00Z", "2026-11-24T18:00:00Z")] });
    expect(endFirst.statusCode).toBe(400);
    expect(endFirst.json().field).toBe("slots.0.end");
    const noTitle = await put({ weekStart: "2026-11-23", slots: [slot("", "2026-11-24T19:00:00Z", "2026-11-24T20:00:00Z")] });
    expect(noTitle.json().field).toBe("slots.0.title");
    const outside = await put({ weekStart: "2026-11-23", slots: [slot("Elsewhere", "2026-12-24T19:00:00Z", "2026-12-24T20:00:00Z")] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().field).toBe("slots.0.start");
    expect((await put({ weekStart: "23/11/2026", slots: [] })).json().field).toBe("weekStart");
  });
});

describe("PUT /api/admin/schedule versions", () => {
  it("needs the version the editor loaded, and refuses a stale one with 409 without writing", async () => {
    const week = "2026-12-07";
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/admin/schedule",
      payload: { weekStart: week, slots: [] },
      headers: auth(editor),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("version");

    const loaded = await versionOf(week);
    expect(loaded).toBe(0);
    const first = await put({ weekStart: week, version: loaded, slots: [slot("First editor", "2026-12-08T18:00:00Z", "2026-12-08T19:00:00Z")] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).not.toBe(loaded);
    // A second editor who loaded the week before that save.
    const second = await put({ weekStart: week, version: loaded, slots: [slot("Second editor", "2026-12-08T20:00:00Z", "2026-12-08T21:00:00Z")] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ field: "version", message: expect.stringMatching(/Reload the week/) });
    const after = (await t.app.inject({ url: `/api/admin/schedule?week=${week}`, headers: auth(editor) })).json().data;
    expect(after.slots.map((s: { title: string }) => s.title)).toEqual(["First editor"]);
    expect(after.version).toBe(first.json().data.version);
    // With the version now loaded, the same save goes through.
    expect((await put({ weekStart: week, version: after.version, slots: [] })).statusCode).toBe(200);
  });
});

describe("public schedule", () => {
  it("answers a UK day, cacheable, with programmes crossing midnight", async () => {
    const res = await t.app.inject("/api/schedule?date=2026-11-24");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/s-maxage/);
    expect(res.json().data.slots.map((s: { title: string }) => s.title)).toEqual(["News at six", "Evening debate"]);
    expect((await t.app.inject("/api/schedule?date=2026-11-25")).json().data.slots).toEqual([]);
    expect((await t.app.inject("/api/schedule?date=tomorrow")).json().field).toBe("date");
  });

  it("a save shows at once (the day's cache is dropped)", async () => {
    await put({ weekStart: "2026-11-23", slots: [slot("Replaced", "2026-11-24T18:00:00Z", "2026-11-24T19:00:00Z")] });
    expect((await t.app.inject("/api/schedule?date=2026-11-24")).json().data.slots.map((s: { title: string }) => s.title)).toEqual(["Replaced"]);
  });

  it("answers on now and next", async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
    // A week starting yesterday holds "now" whatever the weekday (weeks start on any UK day): a week started
    // further back ends before a Sunday's early hours.
    const weekStart = new Date(now - 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/London" });
    const res = await put({
      weekStart,
      slots: [slot("On air", iso(now - 10 * 60_000), iso(now + 10 * 60_000)), slot("Coming up", iso(now + 10 * 60_000), iso(now + 40 * 60_000))],
    });
    expect(res.statusCode).toBe(200);
    const body = (await t.app.inject("/api/schedule/now")).json();
    expect(body.data.now.title).toBe("On air");
    expect(body.data.next.title).toBe("Coming up");
    // A page showing on now/next (home, /live) is kept no later than the next boundary (ADR 062).
    const scope: ReadScope = { tags: new Set() };
    await withReadScope(scope, () => t.app.services.schedule.nowAndNext());
    expect(scope.expiresAt).toBe(Date.parse(body.data.now.end));
  });
});

describe("POST /api/admin/schedule/xmltv", () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<tv>
  <programme start="20261201190000 +0000" stop="20261201200000 +0000" channel="matv">
    <title lang="en">MATV Debate</title><sub-title>Cost of living</sub-title><desc>A live debate.</desc>
    <credits><presenter>A. Presenter</presenter></credits><category>Live</category>
  </programme>
  <programme start="20261201200000 +0000" stop="20261201203000 +0000" channel="matv"><title>News</title></programme>
</tv>`;
  const post = (body: string, token: string | null = editor) =>
    t.app.inject({ method: "POST", url: "/api/admin/schedule/xmltv", payload: body, headers: { "content-type": "application/xml", ...auth(token) } });

  it("imports programmes", async () => {
    expect((await post(xml, null)).statusCode).toBe(401);
    const res = await post(xml);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.imported).toBe(2);
    const slots = (await t.app.inject("/api/schedule?date=2026-12-01")).json().data.slots;
    expect(slots[0]).toMatchObject({ title: "Cost of living", show: "MATV Debate", presenter: "A. Presenter", isLive: true, description: "A live debate." });
    expect(slots[1]).toMatchObject({ title: "News", show: "", isLive: false });
  });

  it("refuses files that are not XMLTV, bad times and overlaps, naming the file", async () => {
    for (const body of [
      "<html></html>",
      "<tv></tv>",
      xml.replace("20261201190000 +0000", "yesterday"),
      xml.replace('start="20261201200000', 'start="20261201193000'),
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field === "file" || res.json().field === "slots").toBe(true);
    }
  });
});

describe("parseXmltvTime", () => {
  it("reads offsets and optional seconds", () => {
    expect(parseXmltvTime("20261124190000 +0000")).toBe("2026-11-24T19:00:00.000Z");
    expect(parseXmltvTime("202611242330 +0530")).toBe("2026-11-24T18:00:00.000Z");
    expect(parseXmltvTime("20261124190000")).toBe("2026-11-24T19:00:00.000Z");
  });
});
