import type { LiveBlogPageWire } from "@matv/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { DEMO_LIVE_BLOG, seedDemoLiveBlog } from "./liveBlogSeed.ts";

let t: TestApp;
let blogId: string | null;
const now = new Date("2026-11-12T18:30:00Z");

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "silent" });
  blogId = await seedDemoLiveBlog(t.database.db, { now });
});
afterAll(() => t.close());

describe("demo live blog seed", () => {
  it("is a live blog readers can open, with a pinned entry, key events, an image and signed entries", async () => {
    expect(blogId).toMatch(/^[0-9a-f]{24}$/);
    const res = await t.app.inject({ method: "GET", url: `/api/liveblogs/${blogId}` });
    expect(res.statusCode).toBe(200);
    const page = res.json().data as LiveBlogPageWire;
    expect(page.blog).toMatchObject({ title: DEMO_LIVE_BLOG.title, status: "live", slug: "diwali-on-the-golden-mile-leicester-s-celebrations-live" });
    expect(page.blog.imageUrl).toMatch(/^\/media\/seed\/community-0-1200\.webp$/);
    expect(page.blog.imageAlt).toBeTruthy();
    expect(page.total).toBe(8);
    // The pinned entry is shown on its own; the rest newest first.
    expect(page.pinned?.title).toBe("Road closures and travel advice");
    expect(page.entries).toHaveLength(7);
    const times = page.entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(now.getTime() - 8 * 60_000);
    // Ids start with their creation second, which the readers' update check relies on.
    const ids = page.entries.map((e) => e._id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(page.keyEvents.map((e) => e.title)).toEqual(["Fireworks in ten minutes", "The lights are on", "Dhol drummers open the stage"]);
    const withImage = page.entries.filter((e) => e.imageUrl);
    expect(withImage).toHaveLength(1);
    expect(withImage[0]).toMatchObject({ imageUrl: "/media/seed/community-2-1200.webp", imageAlt: expect.any(String) });
    expect(new Set([page.pinned, ...page.entries].map((e) => e?.author?.name))).toEqual(new Set(DEMO_LIVE_BLOG.reporters.map((r) => r.name)));
  });

  it("is placed on the home page's Top Stories, where the home page reads its LIVE cards", async () => {
    const placed = await t.app.services.liveBlogs.placedOn("TopStories");
    expect(placed.map((b) => [b._id, b.status])).toEqual([[blogId, "live"]]);
  });

  it("signs its entries with disabled writer accounts (sign-in refuses a disabled account)", async () => {
    const staff = await t.app.services.staffUsers.list();
    for (const reporter of DEMO_LIVE_BLOG.reporters) expect(staff.find((s) => s.email === reporter.email)).toMatchObject({ disabled: true, role: "writer" });
  });

  it("does nothing once a live blog exists", async () => {
    expect(await seedDemoLiveBlog(t.database.db, { now })).toBeNull();
    expect(await t.app.services.liveBlogs.placedOn("TopStories")).toHaveLength(1);
  });
});
