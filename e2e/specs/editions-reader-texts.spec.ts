import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

const THUMBNAIL = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/public/logo.jpg"));

/**
 * This server has no platform key, so its videos are demos (spec 001 §8): here the page's islands are told the
 * videos are real, so a press opens the overlay player; the platform's thumbnails and embed answer locally.
 */
async function withRealVideos(page: Page, pagePattern: string) {
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ body: THUMBNAIL, contentType: "image/jpeg" }));
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ body: "<!doctype html><title>player</title><button>Play</button>", contentType: "text/html" }),
  );
  await page.route(pagePattern, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('"isDemo":true', '"isDemo":false') });
  });
}

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

  test("the search page", async ({ page }) => {
    await page.goto("/hi/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("खोजें");
    const form = page.getByRole("search", { name: "ख़बरें खोजें" });
    await expect(form).toHaveAttribute("action", "/hi/search");
    await expect(form.getByLabel("खोज के शब्द (हिंदी या अंग्रेज़ी)")).toBeVisible();
    await expect(page.getByText("ख़बरें खोजने के लिए कोई शब्द लिखें या कोई फ़िल्टर चुनें।")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/hi/search?q=zzqxzzqx");
    await expect(page.getByTestId("search-empty")).toContainText("“zzqxzzqx” के लिए कोई नतीजा नहीं मिला।");
    await expect(page.getByRole("link", { name: "साफ़ करें" })).toHaveAttribute("href", "/hi/search");

    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.getByRole("search", { name: "Search the news" }).getByLabel("Search words (English or Hindi)")).toBeVisible();
    await expect(page.getByText("Type a word or choose a filter to search the news.")).toBeVisible();
    await page.goto("/search?q=zzqxzzqx");
    await expect(page.getByTestId("search-empty")).toContainText("No results for “zzqxzzqx”.");
    await expect(page.getByTestId("search-empty")).toContainText("Try fewer or different words, or remove a filter.");
  });

  test("the petition page", async ({ page }) => {
    await gotoHydrated(page, "/hi/petition");
    const form = page.getByRole("region", { name: "इस याचिका पर हस्ताक्षर करें" });
    await expect(form.getByLabel("पहला नाम")).toBeVisible();
    await expect(form.getByRole("link", { name: "इस्तेमाल की शर्तें" })).toHaveAttribute("href", "/hi/terms");
    await expect(page.getByRole("heading", { level: 2, name: "मुद्दा" })).toBeVisible();
    await expect(page.getByTestId("petition-stats")).toContainText("घंटे बाकी");
    await expect(page.locator("main")).not.toContainText(/Sign this petition|Hours Left|The Issue/);
    await expectNoAxeViolations(page);

    await page.goto("/petition");
    const english = page.getByRole("region", { name: "Sign this petition" });
    await expect(english.getByLabel("First name")).toBeVisible();
    await expect(english.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(english).toContainText(
      "By signing, you accept MATV's Terms of Use and agree that we keep your details as described in our Privacy Policy. We never show your email address.",
    );
    await expect(page.getByRole("heading", { level: 2, name: "The Issue" })).toBeVisible();
  });

  test("the diaspora support page", async ({ page }) => {
    // axe walks ~500 select options: give it time on a busy machine.
    test.slow();
    await gotoHydrated(page, "/hi/diaspora-support");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रवासी भारतीय सहायता");
    const card = page.getByTestId("support-card");
    for (const legend of ["संपर्क की जानकारी", "जगह", "समस्या का ब्योरा", "अटैचमेंट"]) await expect(card.getByRole("group", { name: legend })).toBeVisible();
    await expect(card.getByRole("button", { name: "अनुरोध भेजें" })).toBeVisible();
    await expect(card.locator('select[name="country"] option').first()).toHaveText("देश चुनें");
    await card.locator('input[name="email"]').fill("not-an-email");
    await card.locator('input[name="email"]').blur();
    await expect(card).toContainText("कृपया सही ईमेल पता लिखें");
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/diaspora-support");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Indian Diaspora Support");
    const english = page.getByTestId("support-card");
    for (const legend of ["Contact Information", "Location", "Issue Description", "Attachments"])
      await expect(english.getByRole("group", { name: legend })).toBeVisible();
    await english.locator('input[name="email"]').fill("not-an-email");
    await english.locator('input[name="email"]').blur();
    await expect(english).toContainText("Please enter a valid email address");
  });

  test("the schedule page", async ({ page }) => {
    await page.goto("/hi/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("टीवी कार्यक्रम सूची");
    await expect(page.getByText("समय ब्रिटेन (GMT या BST) और भारत (IST) के हिसाब से।")).toBeVisible();
    const days = page.getByRole("navigation", { name: "कार्यक्रम सूची के दिन" });
    await expect(days.getByRole("link", { name: "आज" })).toHaveAttribute("href", "/hi/schedule");
    await expect(page.getByRole("link", { name: "सभी कार्यक्रम" })).toHaveAttribute("href", "/hi/shows");
    await expectNoAxeViolations(page);

    await page.goto("/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TV schedule");
    await expect(page.getByText("Times in UK time (GMT or BST) and India time (IST).")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Schedule days" }).getByRole("link", { name: "Today" })).toHaveAttribute("href", "/schedule");
  });

  test("the alerts and offline pages", async ({ page }) => {
    await page.goto("/hi/alerts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ब्रेकिंग न्यूज़ अलर्ट");
    await expect(page.getByText(/^साइट बंद होने पर भी अलर्ट इस डिवाइस पर आते हैं।/)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "अलर्ट प्रबंधित करें" })).toHaveAttribute("href", "/hi/alerts");
    await expectNoAxeViolations(page);
    await page.goto("/alerts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breaking news alerts");
    await expect(page.getByText(/^Alerts come to this device even when the site is closed\./)).toBeVisible();

    await page.goto("/hi/offline");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आप ऑफ़लाइन हैं");
    await expect(page.getByRole("link", { name: "फिर कोशिश करें" })).toHaveAttribute("href", "/hi");
    await expect(page.getByText("इस डिवाइस पर अभी कुछ भी सहेजा नहीं गया है।")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/offline");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Nothing saved yet on this device.")).toBeVisible();
  });

  test("a blog post's byline", async ({ page, request }) => {
    const { blogs } = await (await request.get("/api/blogs/published/pages/IndiaNews")).json();
    const blog = blogs[0];
    await page.goto(`/hi/blog/${blog._id}`);
    const byline = page.getByRole("main").locator("p").filter({ hasText: blog.author });
    await expect(byline).toContainText(`लेखक ${blog.author}`);
    await expect(byline).not.toContainText(/\bBy\b/);
    await expectNoAxeViolations(page);
    await page.goto(`/blog/${blog._id}`);
    await expect(page.getByRole("main").locator("p").filter({ hasText: blog.author })).toContainText(`By ${blog.author}`);
  });

  test("the video texts: play buttons, the demo alert and the overlay player's link, on /hi/videos, a video's page and /hi", async ({ browser, request }) => {
    test.slow();
    // No service worker: its fetches would pass by the page's routes (withRealVideos) once it has installed.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: "block" });
    const page = await context.newPage();
    const { videos } = (await (await request.get("/api/videos")).json()) as { videos: Array<{ videoId: string; title: string }> };
    const [first] = videos;

    // A video's page: the poster's play button and its demo alert (the islands script reads it from the markup).
    await page.goto(`/hi/videos/${first!.videoId}`);
    const play = page.getByRole("link", { name: `वीडियो चलाएँ: ${first!.title}` });
    await expect(play).toBeVisible();
    await expectNoAxeViolations(page);
    let alerted = acceptNextDialog(page);
    await play.click();
    expect(await alerted).toMatch(/^यह एक डेमो वीडियो है।/);

    // The grid's cards: a demo's alert, then (as a real video) the overlay player, whose link stays in the edition.
    await gotoHydrated(page, "/hi/videos");
    alerted = acceptNextDialog(page);
    await page.getByRole("link", { name: `वीडियो चलाएँ: ${first!.title}` }).click();
    expect(await alerted).toMatch(/^यह एक डेमो वीडियो है।/);
    await withRealVideos(page, "**/hi/videos");
    await gotoHydrated(page, "/hi/videos");
    await page.getByRole("link", { name: `वीडियो चलाएँ: ${first!.title}` }).click();
    const dialog = page.getByRole("dialog", { name: first!.title });
    await expect(dialog.getByRole("link", { name: "वीडियो का पेज खोलें" })).toHaveAttribute("href", `/hi/videos/${first!.videoId}`);
    await expect(dialog).not.toContainText("Open the video's page");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "वीडियो बंद करें" }).click();
    await expect(dialog).toHaveCount(0);

    // The Hindi home page's video block (an island of its own).
    await withRealVideos(page, "**/hi");
    await gotoHydrated(page, "/hi");
    const block = page.getByRole("region", { name: "ताज़ा वीडियो" });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole("link", { name: `वीडियो चलाएँ: ${first!.title}` }).click();
    await expect(page.getByRole("dialog", { name: first!.title }).getByRole("link", { name: "वीडियो का पेज खोलें" })).toHaveAttribute(
      "href",
      `/hi/videos/${first!.videoId}`,
    );

    // The English edition keeps the spec's words.
    await page.goto(`/videos/${first!.videoId}`);
    await expect(page.getByRole("link", { name: `Play video: ${first!.title}` })).toBeVisible();
    await context.close();
  });

  test("the show and video pages' error screens say not found in the edition's words and link to its lists", async ({ page }) => {
    expect((await page.goto("/hi/shows/no-such-show"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("कार्यक्रम नहीं मिला");
    await expect(page.getByRole("main").getByRole("link", { name: "कार्यक्रम", exact: true })).toHaveAttribute("href", "/hi/shows");
    await expectNoAxeViolations(page);
    expect((await page.goto("/shows/no-such-show"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Show not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Shows", exact: true })).toHaveAttribute("href", "/shows");
    // A video's page the same way.
    expect((await page.goto("/hi/videos/no-such-video"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("वीडियो नहीं मिला");
    await expect(page.getByRole("main").getByRole("link", { name: "सभी वीडियो", exact: true })).toHaveAttribute("href", "/hi/videos");
    expect((await page.goto("/videos/no-such-video"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video not found");
  });

  test("what the server refuses in the petition and support forms is said in Hindi on /hi", async ({ page }) => {
    // axe walks ~500 select options: give it time on a busy machine.
    test.slow();
    await gotoHydrated(page, "/hi/petition");
    const form = page.getByRole("region", { name: "इस याचिका पर हस्ताक्षर करें" });
    await form.getByLabel("पहला नाम").fill("आशा");
    await form.getByLabel("उपनाम").fill("नायर");
    // The browser takes both; the server refuses the address, then the place of spaces only.
    await form.getByLabel("ईमेल", { exact: true }).fill("asha@localhost");
    await form.getByLabel("जगह", { exact: true }).fill("लेस्टर");
    await form.getByRole("button", { name: "इस याचिका पर हस्ताक्षर करें" }).click();
    const email = form.getByLabel("ईमेल", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("कृपया सही ईमेल पता लिखें");
    await expect(email).toBeFocused();
    await email.fill("asha@example.com");
    await form.getByLabel("जगह", { exact: true }).fill("   ");
    await form.getByRole("button", { name: "इस याचिका पर हस्ताक्षर करें" }).click();
    const place = form.getByLabel("जगह", { exact: true });
    await expect(place).toHaveAccessibleDescription("कृपया अपनी जगह लिखें (160 अक्षरों तक)।");
    await expect(form).not.toContainText(/is required|valid email/);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/hi/diaspora-support");
    const card = page.getByTestId("support-card");
    await card.locator('input[name="email"]').fill("reader@example.co.uk");
    await card.locator('select[name="country"]').selectOption("India");
    await expect(card.locator('select[name="state"]')).toBeEnabled();
    await card.locator('select[name="state"]').selectOption("Kerala");
    await expect(card.locator('select[name="city"]')).toBeEnabled();
    await card.locator('select[name="city"]').selectOption("Kollam");
    // A subject of spaces: the browser's "required" takes it, the server does not.
    await card.locator('input[name="context"]').fill("   ");
    await card.locator('textarea[name="issueDescription"]').fill("मेरे पिता का पासपोर्ट चार महीने से अटका है।");
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/diaspora-support") && response.status() === 400);
    await card.getByRole("button", { name: "अनुरोध भेजें" }).click();
    expect((await (await refused).json()).field).toBe("context");
    await expect(card.getByRole("alert")).toHaveText("आपका अनुरोध नहीं भेजा जा सका: सर्वर में गड़बड़ी: 400 - कृपया विषय लिखें (200 अक्षरों तक)।");
    await expectNoAxeViolations(page);
  });
});
