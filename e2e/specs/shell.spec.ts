import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { VIEWPORTS } from "../fixtures/constants.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

const MAIN = ["Home", "Live TV", "Videos", "World", "Viral", "Latest News", "India News", "Web Stories", "Science News", "Opinion"];
const MORE = ["Defence", "SportFit", "Education", "Election News", "Health", "Tech", "Initiatives", "Entertainment"];

test.describe("site shell at 1440 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("header: date, About Us, logo, the ten main links in order", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.locator("time")).toContainText(String(new Date().getFullYear()));
    await expect(header.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(header.getByRole("link", { name: "MATV home" })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.locator(":scope > div > ul > li > a")).toHaveText(MAIN);
    await expect(page.getByRole("navigation", { name: "Main (compact)" })).toBeHidden();
  });

  test("More toggles the second group open and closed, by mouse and keyboard", async ({ page }) => {
    // Once hydrated the toggle is React's.
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const more = nav.getByRole("button", { name: "More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Defence" })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    for (const label of MORE) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await more.click();
    await expect(nav.getByRole("link", { name: "Defence" })).toBeHidden();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Defence" })).toBeFocused();
  });

  // Hydrated pages close it through React, static pages (no runtime: listings, articles) through the islands script.
  for (const [kind, path] of [
    ["a hydrated page", "/about"],
    ["a static page", "/world"],
  ] as const) {
    test(`More closes on Escape (focus back on the toggle) and on a click outside, on ${kind}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      const more = nav.getByRole("button", { name: "More" });
      const defence = nav.getByRole("link", { name: "Defence" });
      await more.click();
      await expect(defence).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(defence).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(defence).toBeHidden();
      await expect(more).toBeFocused();

      await more.click();
      await expect(defence).toBeVisible();
      // A click inside the list's own box keeps it open; one on the page outside closes it.
      await nav
        .getByRole("list")
        .last()
        .click({ position: { x: 2, y: 2 } });
      await expect(defence).toBeVisible();
      await page.getByRole("heading", { level: 1 }).first().click();
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(defence).toBeHidden();
      // Open and closed again by the toggle itself, as before.
      await more.click();
      await expect(defence).toBeVisible();
      await more.click();
      await expect(defence).toBeHidden();
    });
  }

  test("the current page's link is highlighted", async ({ page }) => {
    await page.goto("/world");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "World", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Viral" }).click();
    await expect(page).toHaveURL(/\/viral$/);
    await expect(nav.getByRole("link", { name: "Viral" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "World", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("footer: brand, video link, quick links, Reach us, current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "MATV News" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /YouTube/ })).toHaveAttribute("href", /youtube\.com/);
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link")).toHaveText([...MAIN, ...MORE, "Business", "Petition"]);
    // The current petition is found from every page (ADR 058).
    await expect(quick.getByRole("link", { name: "Petition" })).toHaveAttribute("href", "/petition");
    await expect(footer.getByRole("link", { name: "Reach us" })).toHaveAttribute("href", "/diaspora-support");
    await expect(footer.getByTestId("footer-year")).toHaveText(String(new Date().getFullYear()));
  });

  test("newsletter: a good address subscribes, a bad one gets the message", async ({ page }) => {
    // On a hydrated page: on static pages (home, articles) the form posts as a document (ADR 078).
    await gotoHydrated(page, "/about");
    const form = page.locator("footer form");
    const email = form.getByLabel("Email address");
    await email.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText("Please enter a valid email address");
    await email.fill(`reader-${Date.now()}@example.co.uk`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("Check your inbox");
    await expect(email).toHaveValue("");
  });

  test("axe finds nothing on the home page", async ({ page }) => {
    test.setTimeout(90_000); // the full home page (every section) is a large document for axe on shared cores
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("site shell at 360 px", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("compact navigation scrolls sideways with short labels; the page does not", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const compact = page.getByRole("navigation", { name: "Main (compact)" });
    await expect(compact).toBeVisible();
    await expect(compact.getByRole("link", { name: "Stories", exact: true })).toHaveAttribute("href", "/web-stories");
    await expect(compact.getByRole("link")).toHaveCount(MAIN.length + MORE.length);
    const list = compact.locator("ul");
    const { scrollWidth, clientWidth } = await list.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await compact.getByRole("link", { name: "Entertain" }).click();
    await expect(page).toHaveURL(/\/entertainment$/);
    await expect(compact.getByRole("link", { name: "Entertain" })).toHaveAttribute("aria-current", "page");
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
  });

  test("axe finds nothing at mobile width", async ({ page }) => {
    test.setTimeout(90_000); // the full home page (every section) is a large document for axe on shared cores
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test("an unknown path shows the login screen with status 404 and noindex", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
});
