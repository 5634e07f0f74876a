import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { VIEWPORTS } from "../fixtures/constants.ts";
import { expectNoRuntimeBeforeInteraction, watchScripts } from "../fixtures/islands.ts";

/**
 * /videos is server HTML with one island, the grid (ADR 078): no React Router runtime; the grid's component
 * hydrates on the reader's first touch or focus, and a press made before is given to it again.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: VIEWPORTS.mobile });

/** The script budget of the reader pages other than home (issue "Speed"): 60 KB compressed. */
const JS_BUDGET_BYTES = 60 * 1024;
const DEMO_ALERT = "This is a demo video. In production, this would open the actual YouTube video.";
const THUMBNAIL = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/public/logo.jpg"));

const grid = (page: Page) => page.locator('[data-island-name="VideoGrid"]');

test("/videos loads no React Router runtime and no script file before the reader does anything", async ({ page }) => {
  const { errors } = await expectNoRuntimeBeforeInteraction(page, "/videos", JS_BUDGET_BYTES);
  // Its server HTML works without script (the cards are links): the live player may show it in place (ADR 063).
  await expect(page.locator('meta[name="matv-follow"]')).toHaveAttribute("content", "in-place");
  // The grid is the island, with the videos as its props; it waits for the reader.
  await expect(grid(page)).toHaveAttribute("data-island-priority", "interaction");
  await expect(grid(page)).not.toHaveAttribute("data-island-hydrated");
  const props = JSON.parse((await grid(page).locator(':scope > script[type="application/json"]').textContent()) ?? "");
  expect(props.videos.length).toBe(await grid(page).getByRole("article").count());
  expect(errors).toEqual([]);
});

test("a demo card's first press is held for the island: the demo alert, no page load", async ({ page }) => {
  const { scripts, errors } = watchScripts(page);
  await page.goto("/videos", { waitUntil: "networkidle" });
  const alerted = acceptNextDialog(page);
  await grid(page)
    .getByRole("link", { name: /^Play video: / })
    .first()
    .click();
  expect(await alerted).toBe(DEMO_ALERT);
  await expect(page).toHaveURL(/\/videos$/);
  await expect(grid(page)).toHaveAttribute("data-island-hydrated", "true");
  expect(scripts.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("from the keyboard a video opens in the overlay player; focus stays inside, Escape closes it and focus returns; axe clean", async ({ page }) => {
  const { errors } = watchScripts(page);
  // This server has no platform key, so its videos are demos (spec 001 §8): here the island's props say the
  // first is a real one, whose press opens the overlay player; the platform's thumbnails and embed answer locally.
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ body: THUMBNAIL, contentType: "image/jpeg" }));
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ body: "<!doctype html><title>player</title><button>Play</button>", contentType: "text/html" }),
  );
  await page.route("**/videos", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"isDemo":true', '"isDemo":false');
    await route.fulfill({ response, body });
  });
  await page.goto("/videos", { waitUntil: "networkidle" });
  await expectNoAxeViolations(page);
  const card = grid(page)
    .getByRole("link", { name: /^Play video: / })
    .first();
  const title = (await card.innerText()).replace(/^Play video:\s*/, "").trim();
  // Focus hydrates the grid; Enter is the link's click, which the island answers (held if it comes first).
  await card.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/videos$/);
  const close = dialog.getByRole("button", { name: "Close video" });
  await expect(close).toBeFocused();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  // Focus stays in the dialog: backwards from the close button wraps round to its last control.
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("link", { name: "Open the video's page" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeFocused();
  expect(errors).toEqual([]);
});

test("the Hindi edition's grid hydrates with its own texts, without a mismatch", async ({ page }) => {
  const { errors } = watchScripts(page);
  await page.goto("/hi/videos", { waitUntil: "networkidle" });
  const link = grid(page).getByRole("link").first();
  const text = await link.innerText();
  await link.hover();
  await expect(grid(page)).toHaveAttribute("data-island-hydrated", "true", { timeout: 15_000 });
  await expect(link).toHaveText(text);
  expect(text).not.toMatch(/^Play video/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("All Videos");
  expect(errors).toEqual([]);
});
