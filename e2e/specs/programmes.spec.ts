import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { breadcrumbProblems, jsonLdOf, tvSeriesProblems, videoObjectProblems } from "../fixtures/structuredData.ts";

/**
 * The channel's programmes as a reader meets them on a fresh start with the demo seed (ADR 073): video cards that
 * are links, a page per video, shows and show pages with next airings in UK and India time and episodes, the
 * calendars, and their structured data checked against the shapes Google documents.
 */

const DEMO_ALERT = "This is a demo video. In production, this would open the actual YouTube video.";

test("a video card opens in a new tab as the video's page; a plain click still takes the overlay's place", async ({ page, context }) => {
  await page.goto("/videos");
  const card = page.getByRole("link", { name: /^Play video: / }).first();
  const href = await card.getAttribute("href");
  expect(href).toMatch(/^\/videos\/demo-\d+$/);
  const title = (await card.innerText()).replace(/^Play video:\s*/, "").trim();
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["Control"] })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
  await tab.close();
  // The spec's click: a demo card alerts and stays on /videos.
  const alerts: string[] = [];
  page.once("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await card.click();
  await expect.poll(() => alerts).toEqual([DEMO_ALERT]);
  await expect(page).toHaveURL(/\/videos$/);
});

test("a video page: poster and play button, no script file before play, its show, VideoObject JSON-LD, no axe violations", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto("/videos/demo-2");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Big Debate");
  await expect(page.getByRole("link", { name: "The Big Debate", exact: true })).toHaveAttribute("href", "/shows/the-big-debate");
  const play = page.locator('[data-island="video-play"]');
  await expect(play).toHaveAccessibleName(/^Play video: .*Big Debate/);
  await expect(play).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(scripts).toEqual([]);
  const items = await jsonLdOf(page);
  const video = items.find((i) => i["@type"] === "VideoObject");
  expect(video).toBeTruthy();
  expect(videoObjectProblems(video!)).toEqual([]);
  expect(video).toMatchObject({ duration: "PT58M" });
  expect(breadcrumbProblems(items.find((i) => i["@type"] === "BreadcrumbList")!)).toEqual([]);
  await expectNoAxeViolations(page);
  const alerts: string[] = [];
  page.once("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await play.click();
  await expect.poll(() => alerts).toEqual([DEMO_ALERT]);
  expect((await page.goto("/videos/zzzzzzzzzzz"))?.status()).toBe(404);
});

test("/shows lists the channel's programmes, a Hindi one among them", async ({ page }) => {
  await page.goto("/shows");
  const names = await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(6);
  expect(names).toEqual(expect.arrayContaining(["The Big Debate", "Community Matters", "MATV News", "Business Hour", "Bollywood Beats", "Namaste Britain"]));
  await expect(page.locator('li[lang="hi"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("a show page lists its next airings in UK and India time and an episode, with TVSeries JSON-LD", async ({ page, request }) => {
  const api = await (await request.get("/api/shows/the-big-debate")).json();
  expect(api.nextAirings.length).toBeGreaterThan(0);
  expect(api.episodes.length).toBeGreaterThan(0);
  await page.goto("/shows/the-big-debate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Big Debate");
  await expect(page.getByText("Rajesh Mehta")).toBeVisible();
  const first = page.getByTestId("next-airings").getByRole("listitem").first();
  await expect(first).toContainText(/\d{2}:\d{2} (GMT|BST) · \d{2}:\d{2} IST/);
  await expect(first.locator("time")).toHaveAttribute("datetime", api.nextAirings[0].start);
  const episode = page.getByTestId("episodes").getByRole("link").first();
  await expect(episode).toHaveAttribute("href", `/videos/${api.episodes[0].videoId}`);
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", "/shows/the-big-debate/calendar.ics");
  const items = await jsonLdOf(page);
  const series = items.find((i) => i["@type"] === "TVSeries")!;
  expect(tvSeriesProblems(series)).toEqual([]);
  expect((series.episode as unknown[]).length).toBe(api.episodes.length);
  await expectNoAxeViolations(page);
  expect((await page.goto("/shows/no-such-show"))?.status()).toBe(404);
});

test("the show and schedule calendars parse as RFC 5545 with the airings' UTC instants", async ({ request }) => {
  const api = await (await request.get("/api/shows/the-big-debate")).json();
  const res = await request.get("/shows/the-big-debate/calendar.ics");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  expect(zone.getFirstPropertyValue("tzid")).toBe("Europe/London");
  ICAL.TimezoneService.register(new ICAL.Timezone(zone), "Europe/London");
  const starts = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).startDate.toJSDate().toISOString());
  for (const airing of api.nextAirings) expect(starts).toContain(new Date(airing.start).toISOString());
  const whole = await request.get("/schedule.ics");
  expect(whole.headers()["content-type"]).toMatch(/^text\/calendar/);
  const events = new ICAL.Component(ICAL.parse(await whole.text())).getAllSubcomponents("vevent");
  expect(events.length).toBeGreaterThan(100);
  ICAL.TimezoneService.remove("Europe/London");
  expect((await request.get("/shows/no-such-show/calendar.ics")).status()).toBe(404);
});

test("the schedule links each slot to its show and a past slot to its recording; on now answers on a fresh start", async ({ page, request }) => {
  const now = (await (await request.get("/api/schedule/now")).json()).data;
  expect(now.now ?? now.next).toBeTruthy();
  await page.goto("/schedule");
  // Bollywood Beats airs at noon every day (The Big Debate only on weekdays).
  await expect(page.getByRole("link", { name: "Bollywood Beats", exact: true }).first()).toHaveAttribute("href", "/shows/bollywood-beats");
  await expect(page.getByRole("link", { name: "Add the schedule to your calendar" })).toHaveAttribute("href", "/schedule.ics");
  // Today's ended programmes have their recordings, or (shortly after midnight) yesterday's.
  if ((await page.locator('a[href^="/videos/demo-"]').count()) === 0) await page.getByRole("link", { name: "Yesterday" }).click();
  await expect(page.locator('a[href^="/videos/demo-"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
