import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { VIEWPORTS } from "../fixtures/constants.ts";
import { expectNoRuntimeBeforeInteraction, pageBox } from "../fixtures/islands.ts";

/**
 * /schedule, /petition and /diaspora-support (and their Hindi pages) are server HTML with islands (ADR 085): no
 * React Router runtime and no script file until the reader reaches for an island, which then hydrates alone, in
 * its edition's words, without a mismatch and without moving. The forms before their island: petition.spec and
 * support.spec.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: VIEWPORTS.mobile });

/** The script budget of the reader pages other than home (issue "Speed"): 60 KB compressed. */
const JS_BUDGET_BYTES = 60 * 1024;

const PAGES = [
  { address: "/schedule", island: "ScheduleDay" },
  { address: "/hi/schedule", island: "ScheduleDay" },
  { address: "/petition", island: "PetitionView" },
  { address: "/hi/petition", island: "PetitionView" },
  { address: "/diaspora-support", island: "SupportForm" },
  { address: "/hi/diaspora-support", island: "SupportForm" },
];

for (const { address, island: name } of PAGES) {
  test(`${address}: no script before the reader does anything, then its island hydrates alone where it stands`, async ({ page }) => {
    const { errors, scripts } = await expectNoRuntimeBeforeInteraction(page, address, JS_BUDGET_BYTES);
    await expect(page.locator('meta[name="matv-follow"]')).toHaveAttribute("content", "in-place");
    const island = page.locator(`[data-island-name="${name}"]`);
    await expect(island).toHaveAttribute("data-island-priority", "interaction");
    await expect(island).not.toHaveAttribute("data-island-hydrated");
    const text = await island.innerText();
    const box = await pageBox(island);
    await island.hover();
    await expect(island).toHaveAttribute("data-island-hydrated", "true", { timeout: 15_000 });
    // The same words and the same place: no mismatch (it would log an error and render again) and no shift.
    expect(await island.innerText()).toBe(text);
    expect(await pageBox(island)).toEqual(box);
    expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test("the schedule's day tabs are links that work without script, and the page is axe clean before and after its island", async ({ page }) => {
  await page.goto("/schedule", { waitUntil: "networkidle" });
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Schedule days" }).getByRole("link", { name: "Tomorrow" }).click();
  await expect(page).toHaveURL(/\/schedule\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("navigation", { name: "Schedule days" }).getByRole("link", { name: "Tomorrow" })).toHaveAttribute("aria-current", "page");
  const island = page.locator('[data-island-name="ScheduleDay"]');
  await island.hover();
  await expect(island).toHaveAttribute("data-island-hydrated", "true", { timeout: 15_000 });
  await expectNoAxeViolations(page);
});
