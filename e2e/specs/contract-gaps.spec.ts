import { expect, type Page, test } from "@playwright/test";
import { CATEGORY_SECTIONS } from "@matv/shared";
import { VIEWPORTS } from "../fixtures/constants.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/** Contract gaps an acceptance test found. */

test("a foreign Host or X-Forwarded-Host never reaches links: pages and feeds answer 421; allowed hosts are used", async ({ request, baseURL }) => {
  for (const path of ["/", "/rss.xml", "/sitemap.xml", "/robots.txt", "/world"]) {
    const res = await request.get(path, { headers: { "x-forwarded-host": "evil.example" } });
    expect(res.status(), path).toBe(421);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(await res.text()).not.toContain("evil.example");
  }
  expect((await request.get("/api/health", { headers: { "x-forwarded-host": "evil.example" } })).status()).toBe(200);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe("page params the database cannot hold", () => {
  const nul = [
    ...CATEGORY_SECTIONS.map((s) => `${s.path}/%00`),
    "/author/%00",
    "/author/a%00b",
    "/articles/%00",
    "/articles/x-%00",
    "/blog/%00",
    "/deep-dive/%00",
    "/sitemaps/%00",
    "/world/%C3%28",
    "/author/%FF",
    "/articles/%E0%A4",
  ];
  test("a NUL or invalid UTF-8 in a path param is 404, never 500", async ({ request }) => {
    const answers: string[] = [];
    for (const path of nul) answers.push(`${path} ${(await request.get(path)).status()}`);
    expect(answers).toEqual(nul.map((path) => `${path} 404`));
  });
  test("a NUL in a query value is read as no match, never 500", async ({ request }) => {
    for (const path of ["/search?q=%00", "/search?author=%00", "/search?q=a%00b&section=world", "/world?page=%00", "/petition?x=%00"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const authors = (await (await request.get("/api/authors/status/active")).json()).data as Array<{ name: string }>;
    const archive = `/author/${encodeURIComponent(authors[0]!.name)}?tab=archive&category=%00&year=%00`;
    expect((await request.get(archive)).status(), archive).toBe(200);
  });
});

async function navigateHomeInBrowser(page: Page) {
  await gotoHydrated(page, "/about");
  await page.getByRole("link", { name: "MATV home" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe("home sections degrade on their own", () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.describe.configure({ timeout: 60_000 });

  test("/api/videos and a feed answering 200 with bodies they cannot use: the page stays, each block shows its own failure", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("**/api/videos", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"videos":"not a list"}' }));
    // A list whose items are not stories: passes the list check, fails when drawn.
    await page.route("**/api/home-contents/published/pages/money*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"data":[1,null,"x"]}' }),
    );
    await navigateHomeInBrowser(page);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.locator("section[aria-labelledby=latest-videos-title]")).toContainText("No videos available right now.");
    await expect(page.locator("section#money").getByRole("alert")).toContainText("Failed to load money stories");
    // The sections that answered are drawn as usual.
    await expect(page.locator("section#community article").first()).toBeVisible();
    await expect(page.locator("section#top-stories article").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
