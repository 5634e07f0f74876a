import { expect, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";

/**
 * The reader pages whose words were still English on /hi (ADR 076): each says them in Hindi on the Hindi
 * edition and in the spec's English at the spec's paths.
 */
test.describe("reader texts in each edition", () => {
  test("the author page", async ({ page, request }) => {
    const [article] = await listPage(request, "WorldNews", 1);
    const name = encodeURIComponent(article!.author ?? "");
    await page.goto(`/hi/author/${name}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const tabs = page.getByRole("navigation", { name: "लेखक के लेख" });
    await expect(tabs.getByRole("link")).toHaveText(["ताज़ा", "लोकप्रिय", "पुराने लेख"]);
    await expect(tabs.getByRole("link", { name: "लोकप्रिय" })).toHaveAttribute("href", /^\/hi\/author\//);
    const list = page.getByTestId("author-articles");
    await expect(list.getByText(/बार पढ़ा गया/).first()).toBeVisible();
    await expect(list).not.toContainText(/[\dK] views?\b|TRENDING/);
    await expect(page.getByRole("button", { name: /^(और लेख देखें|इससे ज़्यादा लेख नहीं)$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/author/${name}`);
    await expect(page.getByRole("navigation", { name: "Author articles" }).getByRole("link")).toHaveText(["Latest", "Popular", "Archive"]);
    await expect(
      page
        .getByTestId("author-articles")
        .getByText(/\d[KM]? views?\b/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Load More Articles|No More Articles)$/ })).toBeVisible();
  });

  test("videos, live and the home page's video and feed blocks", async ({ page }) => {
    await page.goto("/hi/videos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("सभी वीडियो");
    await page.goto("/videos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Videos");

    await page.goto("/hi/live");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("लाइव टीवी");
    await expect(page.getByRole("heading", { level: 2, name: "लाइव वीडियो" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "पिछले लाइव" })).toBeVisible();
    await page.goto("/live");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live TV");
    await expect(page.getByRole("heading", { level: 2, name: "Past Lives" })).toBeVisible();

    await page.goto("/hi");
    await expect(page.getByRole("heading", { name: "ताज़ा वीडियो" })).toBeVisible();
    await expect(page.getByRole("link", { name: "सभी वीडियो देखें" })).toHaveAttribute("href", "/hi/videos");
    await expect(page.getByRole("heading", { level: 2, name: "और भी पढ़ें" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Latest Videos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Videos" })).toHaveAttribute("href", "/videos");
    await expect(page.getByRole("heading", { level: 2, name: "More to Explore" })).toBeVisible();
  });
});
