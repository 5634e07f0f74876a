import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { VIEWPORTS } from "../fixtures/constants.ts";
import { expectNoRuntimeBeforeInteraction, watchScripts } from "../fixtures/islands.ts";

/**
 * Home is server HTML with islands (ADR 078): no React Router runtime; each interactive part is its own
 * React component, hydrated alone on the reader's first touch (above the fold) or as it scrolls into view.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: VIEWPORTS.mobile });

/** The JavaScript budget before any interaction (issue "Speed"): 40 KB compressed. */
const JS_BUDGET_BYTES = 40 * 1024;

const island = (page: Page, name: string) => page.locator(`[data-island-name="${name}"]`);

test("home loads no React Router runtime and no script file before the reader does anything", async ({ page }) => {
  const { errors } = await expectNoRuntimeBeforeInteraction(page, "/", JS_BUDGET_BYTES);
  // Sections with stories are server HTML (ADR 088): their live parts are small islands of their own, each
  // with only its own props, waiting (nothing hydrated before interaction).
  const names = await page.locator("[data-island-name]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-island-name")));
  expect(names).toEqual(expect.arrayContaining(["LatestVideos", "LikeButton", "LiveScores", "SportsNews"]));
  expect(names.filter((name) => ["MoreToExplore", "TopStories", "Community", "Money", "Sports", "Technology"].includes(name!))).toEqual([]);
  const like = island(page, "LikeButton").first();
  await expect(like).not.toHaveAttribute("data-island-hydrated");
  expect(Object.keys(JSON.parse((await like.locator(':scope > script[type="application/json"]').textContent()) ?? ""))).toEqual(["likes", "title"]);
  expect(errors).toEqual([]);
});

test("each island works from the first press: the modal, likes, sports filter and the videos player; axe clean", async ({ page }) => {
  const { scripts, errors } = watchScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  expect(scripts).toEqual([]);

  // A card of a server HTML section: the page's one opener fetches the modal and the story on the press.
  const card = page.locator("section#more-to-explore [data-layout=top] article a").first();
  const title = (await card.innerText()).trim();
  await card.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/articles\//);
  expect(scripts.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(card).toBeFocused();

  // A like below the fold: its own island, hydrated by the press itself, which is replayed on it.
  const likeIsland = page.locator("section#technology [data-island-name=LikeButton]").first();
  const like = likeIsland.getByRole("button", { name: /^Like: / });
  const count = Number(await like.innerText());
  // The heart is the page's one drawing (<use>, ADR 084): drawn, and filled once liked.
  const heart = like.locator("svg");
  expect(await heart.locator("use").evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  await expect(heart).toHaveCSS("fill", "none");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveText(String(count + 1));
  await expect(heart).not.toHaveCSS("fill", "none");
  await expect(likeIsland).toHaveAttribute("data-island-hydrated", "true");

  // Sports' categories filter its news in place.
  const sports = page.locator("section#sports");
  const categories = sports.getByRole("group", { name: "Sports categories" }).getByRole("button");
  const category = categories.nth(1);
  await category.click();
  await expect(category).toHaveAttribute("aria-pressed", "true");
  await expect(categories.first()).toHaveAttribute("aria-pressed", "false");

  // A video card's press is the overlay player's, not a page load: on this server (no platform key) a demo
  // video, whose player is the demo alert (spec 001 §8; the overlay with real videos: live.spec).
  const alerted = acceptNextDialog(page);
  await island(page, "LatestVideos").locator("article a").first().click();
  expect(await alerted).toBe("This is a demo video. In production, this would open the actual YouTube video.");
  await expect(page).toHaveURL(/\/$/);
  await expect(island(page, "LatestVideos")).toHaveAttribute("data-island-hydrated", "true");

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("home and an article link one hashed stylesheet, cached for a year, instead of carrying it inline", async ({ page, request }) => {
  // ADR 084: the stylesheet is fetched once and kept; only the offline page (admin-push.spec) keeps it inline.
  for (const path of ["/", "/hi"]) {
    await page.goto(path);
    await expect(page.locator("style[data-app-styles]")).toHaveCount(0);
    const hrefs = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([expect.stringMatching(/^\/assets\/root-[\w-]+\.css$/)]);
    const css = await request.get(hrefs[0]!, { headers: { "accept-encoding": "br" } });
    expect(css.status()).toBe(200);
    expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(css.headers()["content-encoding"]).toBe("br");
    // Styled by it: the section headings are the stylesheet's extra-bold.
    await expect(page.locator("#sports-title")).toHaveCSS("font-weight", "800");
  }
});

test("the Hindi edition's islands hydrate with their own texts, without a mismatch", async ({ page }) => {
  const { errors } = watchScripts(page);
  await page.goto("/hi", { waitUntil: "networkidle" });
  const sports = page.locator("section#sports");
  const heading = await sports.getByRole("heading", { level: 2 }).innerText();
  const all = sports.getByRole("button", { pressed: true });
  const allText = await all.innerText();
  const scoresTitle = await sports.getByRole("heading", { level: 3 }).first().innerText();
  // The scores hydrate as they come into view; the chips and news on the first touch (ADR 088).
  await island(page, "LiveScores").scrollIntoViewIfNeeded();
  await expect(island(page, "LiveScores")).toHaveAttribute("data-island-hydrated", "true", { timeout: 15_000 });
  await all.hover();
  await expect(island(page, "SportsNews")).toHaveAttribute("data-island-hydrated", "true", { timeout: 15_000 });
  // The same words after hydration (a mismatch would re-render with other texts and log an error).
  await expect(sports.getByRole("heading", { level: 2 })).toHaveText(heading);
  await expect(sports.getByRole("heading", { level: 3 }).first()).toHaveText(scoresTitle);
  await expect(all).toHaveText(allText);
  expect(heading).not.toBe("Sports");
  expect(scoresTitle).not.toBe("Live Scores");
  expect(errors).toEqual([]);
});
