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
  await page.getByRole("link", { name: `Play video: ${api.videos[0].title}` }).click();
  expect(await alerted).toBe("This is a demo video. In production, this would open the actual YouTube video.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("/videos has title, canonical and no axe violations, and loads no script file (ADR 078), the stream player least of all", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await gotoHydrated(page, "/videos");
  expect(scripts).toEqual([]);
  await expect(page).toHaveTitle(/^Videos \| MATV/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/videos$/);
  await expectNoAxeViolations(page);
});

test("home latest-videos block: up to 4 cards, demo alert, View All Videos goes to /videos", async ({ page, request }) => {
  const api = await (await request.get("/api/videos")).json();
  await gotoHydrated(page, "/");
  const block = page.getByRole("region", { name: "Latest Videos" });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole("article")).toHaveCount(Math.min(4, api.videos.length));
  await expect(block.getByText("Using demo content")).toBeVisible();
  // After the headline and MATV blocks, before the divider and Top Stories.
  const order = await page.evaluate(() => {
    const at = (el: Element | null) => (el ? Array.from(document.querySelectorAll("main *")).indexOf(el) : -1);
    return { block: at(document.getElementById("latest-videos-title")), divider: at(document.querySelector("main hr")) };
  });
  expect(order.block).toBeGreaterThan(-1);
  expect(order.block).toBeLessThan(order.divider);

  const alerted = acceptNextDialog(page);
  await block.getByRole("link", { name: `Play video: ${api.videos[0].title}` }).click();
  expect(await alerted).toBe("This is a demo video. In production, this would open the actual YouTube video.");

  await block.getByRole("link", { name: "View All Videos" }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Videos" })).toBeVisible();
});
