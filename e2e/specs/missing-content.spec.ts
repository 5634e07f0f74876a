import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { type SparseSite, startSparseSite } from "../fixtures/sparseSite.ts";

/**
 * States the seeded server never shows, on a second real server with a nearly empty newsroom: no
 * petition (spec 001 §2, §8: 'Error loading petition: {message}' with Retry) and a blog post with no
 * image, date or author ('cant fetch img', 'Unknown Date', Staff Reporter).
 */
test.describe.configure({ mode: "serial" });

let site: SparseSite;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startSparseSite();
});
test.afterAll(async () => {
  await site?.close();
});

test("with no petition, /petition shows the load error with Retry, which reloads the page (spec 001 §9)", async ({ page }) => {
  // A static page (ADR 085): its error screen has no island, and Retry is a link to the page, drawn as a button.
  const response = await page.goto(`${site.base}/petition`);
  expect(response?.status()).toBe(404);
  const alert = page.getByRole("alert").filter({ hasText: "Error loading petition" });
  await expect(alert.getByRole("heading", { level: 1, name: "Error loading petition: Petition not found" })).toBeVisible();
  const retry = alert.getByRole("link", { name: "Retry" });
  // The brand's filled button: white on the brand colour.
  await expect(retry).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(retry).toHaveCSS("display", "inline-block");
  await expectNoAxeViolations(page);

  // A whole page load, not a data request in the background.
  let dataRequests = 0;
  await page.route("**/petition.data*", (route) => {
    dataRequests++;
    return route.continue();
  });
  const reload = page.waitForRequest((request) => /\/petition$/.test(request.url()) && request.resourceType() === "document");
  await retry.click();
  await reload;
  await expect(page.getByText("Error loading petition: Petition not found", { exact: true })).toBeVisible();
  expect(dataRequests).toBe(0);
  // The address as it was: no empty query added.
  await expect(page).toHaveURL(`${site.base}/petition`);
});

test("a blog post with no image, date or author shows 'cant fetch img', 'Unknown Date' and Staff Reporter", async ({ page }) => {
  await gotoHydrated(page, `${site.base}/blog/${site.blogId}`);
  const post = page.getByRole("main").getByRole("article");
  await expect(post.getByRole("heading", { level: 1 })).toHaveText(site.blogTitle);
  await expect(post.getByText("cant fetch img", { exact: true })).toBeVisible();
  await expect(post.getByText(/^By Staff Reporter · Unknown Date$/)).toBeVisible();
  await expect(post.locator("img")).toHaveCount(0);
  await expect(post.locator("time")).toHaveCount(0);
  await expect(post.getByText("Words only.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the section's blog card shows 'Unknown Date' and Read More opens the post", async ({ page }) => {
  await gotoHydrated(page, `${site.base}/world`);
  const blogs = page.getByRole("region", { name: "Latest Blog Posts" });
  const card = blogs.getByRole("listitem").filter({ hasText: site.blogTitle });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Unknown Date", { exact: true })).toBeVisible();
  await expect(card.getByText("By Staff Reporter", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: `Read More: ${site.blogTitle}` }).click();
  await expect(page).toHaveURL(`${site.base}/blog/${site.blogId}`);
  await expect(page.getByText("cant fetch img", { exact: true })).toBeVisible();
});
