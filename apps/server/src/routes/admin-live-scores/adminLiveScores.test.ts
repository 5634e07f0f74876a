import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { tag } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
const PW = "correct horse battery";
const tokens = { editor: "", writer: "" };
const call = (method: "GET" | "PUT", token: string | null, payload?: object) =>
  t.app.inject({ method, url: "/api/admin/live-scores", ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

const match = {
  sport: "Football",
  competition: "Premier League",
  homeTeam: "Leicester City",
  awayTeam: "Arsenal",
  homeScore: 1,
  awayScore: 0,
  status: "live",
};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const version = async () => (await call("GET", tokens.editor)).json().data.version as number;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["editor", "writer"] as const) {
    await t.app.services.staffUsers.upsert({ email: `${role}@matv.test`, password: PW, role });
    tokens[role] = (await t.app.services.auth.login(`${role}@matv.test`, PW)).token;
  }
});
afterAll(() => t.close());

describe("GET/PUT /api/admin/live-scores", () => {
  it("401 without a token; writers read but may not save (403)", async () => {
    expect((await call("GET", null)).statusCode).toBe(401);
    expect((await call("PUT", null, { matches: [], version: 0 })).statusCode).toBe(401);
    const read = await call("GET", tokens.writer);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ matches: [], version: 0, updatedAt: null });
    expect((await call("PUT", tokens.writer, { matches: [], version: 0 })).statusCode).toBe(403);
  });

  it.each([
    [{ matches: [] }, "version"],
    [{ matches: "none", version: 0 }, "matches"],
    [{ matches: [{ ...match, homeTeam: "" }], version: 0 }, "matches.0.homeTeam"],
    [{ matches: [{ ...match, status: "paused", kickoffAt: minutesAgo(5) }], version: 0 }, "matches.0.status"],
    [{ matches: [{ ...match, homeScore: -1, kickoffAt: minutesAgo(5) }], version: 0 }, "matches.0.homeScore"],
    [{ matches: [{ ...match, kickoffAt: "yesterday" }], version: 0 }, "matches.0.kickoffAt"],
    [{ matches: [{ ...match, minute: 91 }], version: 0 }, "matches.0.minute"],
    [{ matches: [match], version: 0 }, "matches.0.kickoffAt"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await call("PUT", tokens.editor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });

  it("saves the list (kick-off from a live minute), the public sports feed shows it at once with the clock from kick-off, and a stale save is 409", async () => {
    const before = (await t.app.inject("/api/home-contents/published/pages/sports")).json().data;
    expect(before.liveScores).toEqual([]);
    const invalidate = vi.spyOn(t.app.services.cache, "invalidate");
    const saved = await call("PUT", tokens.editor, {
      version: 0,
      matches: [
        { ...match, minute: 30 },
        { ...match, homeTeam: "Coventry City", awayTeam: "Leeds United", status: "live", kickoffAt: minutesAgo(125) },
        { ...match, homeTeam: "England", awayTeam: "India", status: "upcoming", homeScore: null, awayScore: null, kickoffAt: "2026-11-24T19:45:00Z" },
        { ...match, homeTeam: "Chelsea", awayTeam: "Spurs", status: "finished", kickoffAt: minutesAgo(200) },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(invalidate.mock.calls.flat(2)).toContain(tag.document("live-scores"));
    invalidate.mockRestore();
    const data = saved.json().data;
    expect(data.version).toBe(1);
    expect(data.matches.map((m: { id: string; time: string }) => [m.id, m.time])).toEqual([
      ["m1", "30'"],
      ["m2", "90'"],
      ["m3", "19:45"],
      ["m4", "FT"],
    ]);
    const kickoff = Date.parse(data.matches[0].kickoffAt);
    expect(Math.abs(Date.now() - 30 * 60_000 - kickoff)).toBeLessThan(5_000);

    const feed = (await t.app.inject("/api/home-contents/published/pages/sports")).json().data;
    expect(feed.liveScores.map((m: { homeTeam: string }) => m.homeTeam)).toEqual(["Leicester City", "Coventry City", "England", "Chelsea"]);
    expect(feed.stats).toMatchObject({ matchesToday: 4, liveMatches: 2 });
    // The feed is cached; the minute is not: ten minutes later it reads 40', the capped match still 90'.
    const later = await t.app.services.homeFeeds.sports(new Date(Date.now() + 10 * 60_000));
    expect(later.liveScores.map((m) => m.time)).toEqual(["40'", "90'", "19:45", "FT"]);

    const stale = await call("PUT", tokens.editor, { version: 0, matches: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ field: "version" });
    const again = await call("PUT", tokens.editor, { version: await version(), matches: [{ ...data.matches[0], homeScore: 2 }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.matches).toEqual([expect.objectContaining({ id: "m1", homeScore: 2, kickoffAt: data.matches[0].kickoffAt })]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, "live-scores"));
    expect(entries.length).toBe(2);
  });
});
