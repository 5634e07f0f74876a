import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/**
 * /videos on the e2e server, which has no video platform key: the demo videos with the notice
 * (spec 001 §8). The overlay player itself is exercised in live.spec.ts with staff-configured videos.
 */
test("/videos shows the All Videos grid, Last Updated and the demo notice; a demo video alerts", async ({ page, request }) => {
  const api = await (await request.get("/api/videos")).json();
  expect(api).toMatchObject({ source: "demo", notice: "Using demo content" });
  await gotoHydrated(page, "/videos");
  await expect(page.getByRole("heading", { level: 1, name: "All Videos" })).toBeVisible();
  await expect(page.getByText("Using demo content")).toBeVisible();
  await expect(page.getByText(/^Last Updated:/)).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(api.videos.length);
  await expect(cards.first()).toContainText(api.videos[0].title);

  const alerted = acceptNextDialog(page);
  await page.getByRole("button", { name: `Play video: ${api.videos[0].title}` }).click();
  expect(await alerted).toBe("This is a demo video. In production, this would open the actual YouTube video.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("/videos has title, canonical and no axe violations", async ({ page }) => {
  await gotoHydrated(page, "/videos");
  await expect(page).toHaveTitle(/^Videos \| MATV/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/videos$/);
  await expectNoAxeViolations(page);
});
