import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/**
 * The long reader pages and the last texts that were English on /hi (ADR 076): About, Privacy and Terms in an
 * editorial Hindi at /hi, the spec's English at their own paths, each page linking within its edition; a page
 * carries its own edition's copy only.
 */
test.describe("long pages in each edition", () => {
  test("a Hindi reader reads About MATV in Hindi, an English reader in English", async ({ page }) => {
    const response = await gotoHydrated(page, "/hi/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("MATV के बारे में");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "हमारा सफ़र",
      "पूरे यूरोप में प्रसारण",
      "ख़ास बातें",
      "विशेष कार्यक्रम",
      "साझेदारियाँ",
      "MATV ही क्यों",
      "MATV के साथ कारोबार",
    ]);
    await expect(main.getByRole("list", { name: "वे देश जहाँ से हमारे लाइव कार्यक्रमों में फ़ोन आते हैं" }).getByRole("listitem")).toHaveCount(10);
    await expect(main.getByRole("list", { name: "MATV चुनने की वजहें" }).getByRole("listitem")).toHaveCount(15);
    await expect(main.getByText("793", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "संपर्क फ़ॉर्म" })).toHaveAttribute("href", "/hi/diaspora-support");
    await expect(main).not.toContainText(/Our Journey|Salient Features|Why Choose|contact form/);
    await expect(page).toHaveTitle(/MATV के बारे में/);
    // The English copy never travels with the Hindi page (nor in its loader data).
    expect(await response!.text()).not.toContain("Our Journey");
    await expectNoAxeViolations(page);

    const english = await gotoHydrated(page, "/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About MATV");
    await expect(main.getByRole("heading", { level: 2, name: "Our Journey" })).toBeVisible();
    await expect(main.getByRole("list", { name: "Countries our live calls come from" }).getByRole("listitem").first()).toHaveText("Poland");
    await expect(main.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/diaspora-support");
    expect(await english!.text()).not.toContain("हमारा सफ़र");
  });

  test("privacy and terms in Hindi link to each other in the Hindi edition; the footer's privacy link stays in it", async ({ page }) => {
    await page.goto("/hi/privacy");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("निजता नीति");
    await expect(main.getByRole("heading", { level: 2, name: "आपके पढ़ते समय हम क्या गिनते हैं" })).toHaveAttribute("id", "analytics");
    await expect(main.getByRole("link", { name: "इस्तेमाल की शर्तें" })).toHaveAttribute("href", "/hi/terms");
    await expect(main).not.toContainText(/Privacy Policy|Your rights/);
    await expect(page.locator("footer").getByRole("link", { name: "निजता और हम क्या गिनते हैं" })).toHaveAttribute("href", "/hi/privacy#analytics");
    await expectNoAxeViolations(page);

    await page.goto("/hi/terms");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("इस्तेमाल की शर्तें");
    await expect(main.getByRole("link", { name: "निजता नीति" })).toHaveAttribute("href", "/hi/privacy");
    await expect(page).toHaveTitle(/इस्तेमाल की शर्तें/);

    await page.goto("/terms");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
    await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await page.goto("/privacy");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(page.locator("footer").getByRole("link", { name: "Privacy and what we count" })).toHaveAttribute("href", "/privacy#analytics");
  });

  test("the shows page and a missing video's screen speak Hindi and stay in the Hindi edition", async ({ page }) => {
    await page.goto("/hi/shows");
    await expect(page.locator("main").getByRole("link", { name: "पूरी कार्यक्रम सूची" })).toHaveAttribute("href", "/hi/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("कार्यक्रम");
    await expect(page.locator("main").getByRole("link", { name: "कार्यक्रम-सूची अपने कैलेंडर में जोड़ें" })).toHaveAttribute("href", "/schedule.ics");
    // A show's own page: its headings and calendar links in Hindi too.
    await page.goto("/hi/shows/the-big-debate");
    await expect(page.getByRole("heading", { name: "MATV पर अगली बार" })).toBeVisible();
    await expect(page.getByRole("link", { name: "कैलेंडर में जोड़ें" })).toBeVisible();
    await page.goto("/shows/the-big-debate");
    await expect(page.getByRole("heading", { name: "Next on MATV" })).toBeVisible();
    const missing = await page.goto("/hi/videos/zzzzzzzzzzz");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("main").getByRole("link", { name: "सभी वीडियो" })).toHaveAttribute("href", "/hi/videos");
    const missingBlog = await page.goto("/hi/live-updates/x-6b0000000000000000000000");
    expect(missingBlog?.status()).toBe(404);
    await expect(page.locator("main").getByText("लाइव ब्लॉग नहीं मिला")).toBeVisible();
    await page.goto("/videos/zzzzzzzzzzz");
    await expect(page.locator("main").getByRole("link", { name: "All videos" })).toHaveAttribute("href", "/videos");
  });
});
