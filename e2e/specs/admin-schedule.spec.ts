import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { signInAsNewStaff, staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * The programme schedule as the newsroom and readers use it: an editor enters a programme in the week
 * view, readers see it on /schedule in UK and India time, and on now moves to the next programme at the
 * boundary without a reload (Playwright's clock stands in for the wait).
 */
test.describe.configure({ mode: "serial" });

const EDITOR = { email: "schedule.editor@matv.test", password: "schedule editor password 2026", name: "Schedule Editor" };
const MINUTE = 60_000;

const signInAsEditor = (page: Page) => signInAsNewStaff(page, EDITOR, "editor");

/** The demo seed fills last week, this week and next round the clock (ADR 073): edit the week after, still empty. */
async function openEmptyWeek(page: Page) {
  for (let i = 0; i < 2; i++) {
    const label = await page.getByText(/^Week of /).innerText();
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByText(/^Week of /)).not.toHaveText(label);
  }
  await expect(page.locator("fieldset").first()).toBeVisible();
}

/** The Monday of this UK week, as the API's weeks may start on any day: the current UTC week starting yesterday is enough. */
const weekHolding = (t: number) => new Date(t - 86_400_000).toISOString().slice(0, 10);

test("an editor enters a programme; readers see UK and India times", async ({ page }) => {
  // The seeded week holds 16 programmes a day: axe reads about a thousand fields, a minute on a busy machine.
  test.setTimeout(120_000);
  await signInAsEditor(page);
  await gotoHydrated(page, "/admin/schedule");
  await expect(page.getByRole("heading", { name: "TV schedule" })).toBeVisible();
  await expectNoAxeViolations(page);
  await openEmptyWeek(page);
  // A programme on the first day of the week shown, at 23:30 UK time ending after midnight.
  const firstDay = page.locator("fieldset").first();
  await firstDay.getByRole("button", { name: /Add programme/ }).click();
  const row = firstDay.getByTestId("schedule-row").last();
  await row.getByLabel("Starts").fill("23:30");
  await row.getByLabel("Ends").fill("00:15");
  await row.getByLabel("Title").fill("E2E late debate");
  await row.getByLabel("Presenter").fill("A. Presenter");
  await row.getByLabel("Live").check();
  await page.getByRole("button", { name: "Save week" }).click();
  await expect(page.getByText("Schedule saved.")).toBeVisible();

  const day = (await firstDay.locator("legend").innerText()).split("·")[1]!.trim();
  // Each day is its own page, also in the page cache: today's cached page never answers for another day.
  await page.goto("/schedule");
  expect((await page.request.get("/schedule?date=not-a-date")).status()).toBe(404);
  await page.goto(`/schedule?date=${day}`);
  const slot = page.getByTestId("schedule-slots").locator("li", { hasText: "E2E late debate" });
  // 23:30 in the UK is 05:00 (winter) or 04:00 (summer) the next day in India.
  await expect(slot).toContainText(/23:30 (GMT · 05:00|BST · 04:00) IST \+1/);
  await expect(slot).toContainText("LIVE");
  await expect(slot).toContainText("with A. Presenter");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BroadcastEvent"') && text.includes("E2E late debate"))).toBe(true);
  await expectNoAxeViolations(page);
});

test("overlapping programmes are refused with a clear message", async ({ page }) => {
  await signInAsEditor(page);
  await gotoHydrated(page, "/admin/schedule");
  await openEmptyWeek(page);
  const firstDay = page.locator("fieldset").first();
  for (const [start, end, title] of [
    ["10:00", "11:00", "E2E morning one"],
    ["10:30", "11:30", "E2E morning two"],
  ]) {
    await firstDay.getByRole("button", { name: /Add programme/ }).click();
    const row = firstDay.getByTestId("schedule-row").last();
    await row.getByLabel("Starts").fill(start!);
    await row.getByLabel("Ends").fill(end!);
    await row.getByLabel("Title").fill(title!);
  }
  await page.getByRole("button", { name: "Save week" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText('"E2E morning two"');
  await expect(page.getByRole("main").getByRole("alert")).toContainText("overlaps");
});

test("on now moves to the next programme at the boundary without a reload; /live shows on now and next", async ({ page }) => {
  const admin = await staffSession(page.request);
  const now = Date.now();
  const boundary = Math.ceil((now + 2 * MINUTE) / MINUTE) * MINUTE;
  const iso = (t: number) => new Date(t).toISOString();
  const weekStart = weekHolding(now);
  const loaded = await page.request.get(`/api/admin/schedule?week=${weekStart}`, { headers: staffHeaders(admin) });
  const saved = await page.request.put("/api/admin/schedule", {
    headers: staffHeaders(admin),
    data: {
      weekStart,
      version: (await loaded.json()).data.version,
      slots: [
        { title: "E2E on air", start: iso(boundary - 30 * MINUTE), end: iso(boundary) },
        { title: "E2E up next", start: iso(boundary), end: iso(boundary + 30 * MINUTE) },
      ],
    },
  });
  expect(saved.ok()).toBe(true);

  await page.clock.install({ time: new Date(now) });
  await gotoHydrated(page, "/schedule");
  const onAir = page.getByTestId("schedule-slots").locator('li[aria-current="true"]');
  await expect(onAir).toContainText("E2E on air");
  await page.clock.runFor(boundary - now + 1000);
  await expect(onAir).toContainText("E2E up next");
  await expect(page.getByTestId("schedule-slots").locator('li[aria-current="true"]')).toHaveCount(1);

  await page.goto("/live");
  await expect(page.getByTestId("on-now")).toContainText(/E2E (on air|up next)/);
});
