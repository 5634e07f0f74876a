import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { signInAsNewStaff } from "../fixtures/staff.ts";

/**
 * The shows desk and the schedule desk's programme fields (ADR 073), as an editor uses them: create a show with
 * its match words, see its page; the schedule desk names each slot's show and its recording.
 */
const EDITOR = { email: "shows.editor@matv.test", password: "shows editor password 2026", name: "Shows Editor" };

test("an editor creates a show at /admin/shows and readers find its page; a stale save is refused", async ({ page }) => {
  await signInAsNewStaff(page, EDITOR, "editor");
  await gotoHydrated(page, "/admin/shows");
  await expect(page.getByRole("heading", { name: "Shows", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Shows" }).getByText("The Big Debate")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "New show" }).click();
  const stamp = Date.now().toString(36);
  await page.getByLabel("Name").fill(`Sunday Satsang ${stamp}`);
  await expect(page.getByLabel("Address (/shows/…)")).toHaveValue(`sunday-satsang-${stamp}`);
  await page.getByLabel("Description").fill("Devotional music and talks every Sunday morning.");
  await page.getByLabel("Presenters (comma-separated)").fill("Pandit Ravi Shankar, Meera Das");
  await page.getByLabel("Match words (one a line)").fill("Sunday Satsang");
  await page.getByLabel("Language", { exact: true }).selectOption("hi");
  await page.getByRole("button", { name: "Create show" }).click();
  // Once created, the form becomes the show's edit form and says so in its status line.
  await expect(page.getByRole("status").filter({ hasText: `Created Sunday Satsang ${stamp}.` })).toBeVisible();

  await page.goto(`/shows/sunday-satsang-${stamp}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sunday Satsang ${stamp}`);
  await expect(page.getByText("Pandit Ravi Shankar, Meera Das")).toBeVisible();
  await expect(page.locator("article")).toHaveAttribute("lang", "hi");

  // Someone else saves first: this editor's save is refused, with the saved version to load.
  await gotoHydrated(page, "/admin/shows");
  await page.getByRole("button", { name: `Edit Sunday Satsang ${stamp}` }).click();
  const shows = (
    await (
      await page.request.get("/api/admin/shows", { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` } })
    ).json()
  ).data;
  const mine = shows.find((s: { slug: string }) => s.slug === `sunday-satsang-${stamp}`);
  const other = await page.request.put(`/api/admin/shows/${mine._id}`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
    data: { ...mine, description: "Changed elsewhere." },
  });
  expect(other.ok()).toBe(true);
  await page.getByLabel("Description").fill("My change.");
  await page.getByRole("button", { name: "Save show" }).click();
  await expect(page.getByRole("alert")).toContainText("Someone else saved this show");
  await page.getByRole("button", { name: "Load the saved version" }).click();
  await expect(page.getByLabel("Description")).toHaveValue("Changed elsewhere.");
});

test("the schedule desk shows each slot's show and recording, and a new slot takes a show readers can follow", async ({ page }) => {
  // The seeded week holds 16 programmes a day: axe reads about a thousand fields, a minute on a busy machine.
  test.setTimeout(120_000);
  await signInAsNewStaff(page, EDITOR, "editor");
  await gotoHydrated(page, "/admin/schedule");
  await expect(page.locator("fieldset").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unmatched recordings this week" })).toBeVisible();
  const recordings = page.getByTestId("slot-recording").filter({ hasText: /Matched automatically|Attached by hand/ });
  // The desk draws the week's recordings after its slots: wait for them before deciding to look a week back.
  const thisWeek = await recordings
    .first()
    .waitFor({ state: "visible", timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!thisWeek) {
    // Early on a Monday the latest recordings are last week's.
    const label = await page.getByText(/^Week of /).innerText();
    await page.getByRole("button", { name: "Previous week" }).click();
    await expect(page.getByText(/^Week of /)).not.toHaveText(label);
  }
  await expect(recordings.first()).toBeVisible();
  await expect(recordings.first().getByRole("link")).toHaveAttribute("href", /^\/videos\/demo-\d+$/);
  const shown = await page
    .getByTestId("schedule-row")
    .getByLabel("Show")
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.text));
  expect(shown).toEqual(expect.arrayContaining(["The Big Debate", "One-off (no show)"]));
  await expectNoAxeViolations(page);

  // Three weeks on (nothing seeded there): a new programme of Business Hour.
  for (let i = 0; i < 3; i++) {
    const label = await page.getByText(/^Week of /).innerText();
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page.getByText(/^Week of /)).not.toHaveText(label);
  }
  const firstDay = page.locator("fieldset").nth(2);
  await firstDay.getByRole("button", { name: /Add programme/ }).click();
  const row = firstDay.getByTestId("schedule-row").last();
  await row.getByLabel("Starts").fill("17:00");
  await row.getByLabel("Ends").fill("18:00");
  await row.getByLabel("Title").fill("E2E Business Hour special");
  await row.getByLabel("Show").selectOption({ label: "Business Hour" });
  await expect(row.getByLabel("Presenter")).toHaveValue("Vikram Singh");
  await page.getByRole("button", { name: "Save week" }).click();
  await expect(page.getByText("Schedule saved.")).toBeVisible();
  const day = (await firstDay.locator("legend").innerText()).split("·")[1]!.trim();
  await page.goto(`/schedule?date=${day}`);
  const slot = page.getByTestId("schedule-slots").locator("li", { hasText: "E2E Business Hour special" });
  await expect(slot.getByRole("link", { name: "Business Hour" })).toHaveAttribute("href", "/shows/business-hour");
});
