import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";

/** The Hindi edition as a Hindi reader uses it (ADR 076, 077): home, a section, a story, search, the switch. */
test.describe("the Hindi edition", () => {
  test("home and a section are in Hindi, own stories first, English ones marked as English", async ({ page, request }) => {
    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("navigation", { name: "मुख्य", exact: true }).getByRole("link", { name: "दुनिया" })).toBeVisible();
    // Home's cards: a Hindi story links to its Hindi address; an English one filling a section is marked English.
    const hindiCard = page
      .locator("main article:has(a[data-story-id])")
      .filter({ hasText: /[\u0900-\u097F]/ })
      .first();
    await expect(hindiCard).not.toHaveAttribute("lang", /en/);
    // Its address's letters as they are (the browser encodes them when following it, ADR 088); it opens that story.
    const hindiLink = hindiCard.getByRole("link").first();
    await expect(hindiLink).toHaveAttribute("href", /^\/hi\/(articles\/[^%]+|deep-dive\/.+)$/);
    const hindiHref = (await hindiLink.getAttribute("href"))!;
    const hindiPage = await request.get(hindiHref);
    expect(hindiPage.status()).toBe(200);
    expect(new URL(hindiPage.url()).pathname).toBe(new URL(hindiHref, page.url()).pathname);
    await expect(page.locator('main article[lang="en-GB"]:has(a[data-story-id])').first()).toBeVisible();
    await page.goto("/hi/world");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("दुनिया");
    const cards = page.getByRole("list", { name: "दुनिया की ख़बरें" }).getByRole("article");
    await expect(cards.first()).not.toHaveAttribute("lang", /en/);
    await expect(cards.first().getByRole("heading")).toHaveText(/[\u0900-\u097F]/);
    const english = cards.filter({ hasText: "अंग्रेज़ी में" }).first();
    await expect(english).toHaveAttribute("lang", "en-GB");
    await expectNoAxeViolations(page);
  });

  test("a story and its translation link to each other, with reciprocal hreflang, and the switch goes back and forth", async ({ page }) => {
    // A Hindi section card opens the story at its section's address; the switch there leads to the
    // translation's article page, and the two article pages carry the reciprocal pairs (ADR 077).
    await page.goto("/hi/world");
    await page.getByRole("list", { name: "दुनिया की ख़बरें" }).getByRole("article").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/hi\/world\/[^/]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page).toHaveURL(/\/articles\/[^/]+-[0-9a-f]{24}$/);
    const alternates = async () =>
      Object.fromEntries(
        await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
      );
    const fromEnglish = await alternates();
    const englishUrl = page.url();
    expect(fromEnglish["en-GB"]).toBe(englishUrl);
    expect(fromEnglish["hi-IN"]).toMatch(/\/hi\/articles\/[^/]+-[0-9a-f]{24}$/);
    await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(page.url()).toBe(fromEnglish["hi-IN"]);
    expect(await alternates()).toEqual(fromEnglish);
    await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
    expect(page.url()).toBe(englishUrl);
    await expectNoAxeViolations(page);
  });

  test("a section article of the Hindi edition says its chrome in Hindi", async ({ page }) => {
    await page.goto("/hi/world");
    await page.getByRole("list", { name: "दुनिया की ख़बरें" }).getByRole("article").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/hi\/world\/[^/]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("button", { name: "लिंक कॉपी करें" })).toBeVisible();
    await expect(article.getByRole("link", { name: "वापस" })).toBeVisible();
    await expect(article.getByText("लेखक", { exact: true })).toBeVisible();
    const chrome =
      (await article.locator("dl").innerText()) + (await article.getByRole("group").innerText()) + (await article.getByRole("link").first().innerText());
    for (const english of ["By", "Recently", "Copy Link", "Back"]) expect(chrome).not.toContain(english);
    await expect(article.locator("time")).toHaveText(/[\u0900-\u097F]/);
    await expectNoAxeViolations(page);
  });

  test("the Hindi home's Sports and Technology blocks say their chrome in Hindi", async ({ page }) => {
    await page.goto("/hi");
    const sports = page.locator('[data-section="sports"]');
    const technology = page.locator('[data-section="technology"]');
    await expect(sports.getByRole("heading", { level: 2, name: "खेल" })).toBeVisible();
    await expect(technology.getByRole("heading", { level: 2, name: "टेक्नोलॉजी" })).toBeVisible();
    await expect(technology.getByText(/बार पढ़ी गई$/).first()).toBeVisible();
    const blocks = (await sports.innerText()) + (await technology.innerText());
    for (const english of ["Try Again", "views", "Live Scores", "Using cached data", "hrs ago", "Just now"]) expect(blocks).not.toContain(english);
    await expectNoAxeViolations(page);
  });

  test("a story with no translation switches to its section in the other edition, with no hreflang", async ({ page }) => {
    await page.goto("/world");
    const untranslated = page.getByRole("article").filter({ hasText: "G20" }).first();
    await untranslated.getByRole("link").click();
    await expect(page).toHaveURL(/\/world\/[^/]+$/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/world$/);
  });

  test("search in Hindi finds Hindi stories, nukta or not", async ({ page }) => {
    await page.goto("/hi");
    await page.getByRole("searchbox", { name: "ख़बरें खोजें" }).fill("जरूरत");
    await page.getByRole("button", { name: "खोजें" }).click();
    await expect(page).toHaveURL(/\/hi\/search\?q=/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link")
        .filter({ hasText: /[\u0900-\u097F]/ })
        .first(),
    ).toBeVisible();
  });
  test("the articles sitemap pairs a story with its translation both ways (xhtml:link hreflang)", async ({ request }) => {
    const xml = await (await request.get("/sitemaps/articles.xml")).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
      alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => `${lang} ${href}`),
    }));
    const paired = entries.find((e) => e.alternates.some((a) => a.startsWith("hi-IN ")) && e.alternates.some((a) => a.startsWith("en-GB ")));
    expect(paired, "a seeded story with its Hindi translation").toBeTruthy();
    // Each member lists itself among the same set, and the other member's entry lists the very same set.
    expect(paired!.alternates.map((a) => a.split(" ")[1])).toContain(paired!.loc);
    const other = paired!.alternates.map((a) => a.split(" ")[1]!).find((href) => href !== paired!.loc)!;
    expect(entries.find((e) => e.loc === other)?.alternates).toEqual(paired!.alternates);
  });
  test("each edition's page names itself as canonical, beside the hreflang pair (Lighthouse: no canonical to another language)", async ({ page }) => {
    for (const path of ["/live", "/videos", "/schedule", "/shows", "/petition", "/diaspora-support", "/search", "/alerts"]) {
      for (const asked of [path, `/hi${path}`]) {
        await page.goto(asked);
        const here = new URL(asked, page.url()).href;
        await expect(page.locator('link[rel="canonical"]'), asked).toHaveAttribute("href", here);
        await expect(page.locator('meta[property="og:url"]'), asked).toHaveAttribute("content", here);
        await expect(page.locator('meta[property="og:locale"]'), asked).toHaveAttribute("content", asked.startsWith("/hi") ? "hi_IN" : "en_GB");
        await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]'), asked).toHaveAttribute("href", new URL(`/hi${path}`, here).href);
      }
    }
  });
  test("the Hindi home's petition promo speaks Hindi, links the Hindi petition page and marks the English title", async ({ page }) => {
    await page.goto("/hi");
    const promo = page.getByTestId("petition-promo");
    await expect(promo.getByText(/^याचिका/).first()).toBeVisible();
    // The seed's petition has no Hindi translation: its words are the English ones, marked so.
    await expect(promo.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en-GB");
    await promo.getByRole("link", { name: /याचिका (पर हस्ताक्षर करें|देखें)/ }).click();
    await expect(page).toHaveURL(/\/hi\/petition$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});
