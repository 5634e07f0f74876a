import { expect, type Page, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { signInAsNewStaff, staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * The breaking-news banner and the home page's on-now strip as the newsroom and readers meet them (ADR 062):
 * an editor sets a headline; readers' cached pages (home and the runtime-free article) show it at
 * once; a reader dismisses it and it stays dismissed on the next page until a new headline; it is announced
 * once; its expiry removes it. The banner is cleared at the end, since every other spec shares the server.
 */
// The first test walks a reader through five pages on a shared, busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const EDITOR = { email: "breaking.editor@matv.test", password: "breaking editor password 2026", name: "Breaking Editor" };
const banner = (page: Page) => page.getByRole("region", { name: "Breaking news", exact: true });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const signInAsEditor = (page: Page) => signInAsNewStaff(page, EDITOR, "editor");

/** Sets (or clears) the banner through the API, as the admin, at whatever version it is now. */
async function setBanner(page: Page, breaking: { headline: string; link: string; expiresAt: string; language?: "en" | "hi" } | null) {
  const headers = staffHeaders(await staffSession(page.request));
  const { version } = (await (await page.request.get("/api/admin/breaking", { headers })).json()).data as { version: number };
  const res = await page.request.put("/api/admin/breaking", { headers, data: { version, breaking } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await setBanner(await context.newPage(), null);
  await context.close();
});

test("an editor sets a headline; readers' cached pages show it; dismissed, it stays hidden until a new headline", async ({ page, browser }) => {
  const [article] = await listPage(page.request, "TopStories", 1);
  const articlePath = `/articles/${article!.slug}`;
  // Both pages cached before the banner exists.
  for (const path of ["/", articlePath]) {
    await page.request.get(path);
    expect((await page.request.get(path)).headers()["x-page-cache"], path).toBe("hit");
  }

  await signInAsEditor(page);
  await gotoHydrated(page, "/admin/breaking");
  await expect(page.getByRole("heading", { name: "Breaking news banner" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Headline", { exact: true }).fill("E2E: bridge closed after storm");
  await page.getByLabel(/^Link/).fill("https://elsewhere.example/");
  await page.getByRole("button", { name: "Save banner" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Link must be a path on this site");
  await page.getByLabel(/^Link/).fill(articlePath);
  await page.getByRole("button", { name: "Save banner" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Banner saved");
  await expect(page.getByTestId("breaking-status")).toContainText("Showing now");
  // Not on staff pages.
  await expect(banner(page)).toHaveCount(0);

  // The save ended the cached pages at once (their cache would otherwise keep them): the next answer has it.
  for (const path of ["/", articlePath]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain("E2E: bridge closed after storm");
  }

  const readerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await readerContext.newPage();
  await reader.goto(articlePath);
  await expect(banner(reader)).toBeVisible();
  await expect(banner(reader).getByRole("link")).toHaveAttribute("href", articlePath);
  // The article page still loads no runtime: only inline scripts, none from a file.
  expect(await reader.locator("script[src]").count()).toBe(0);
  // Announced to screen readers once, politely.
  await expect(reader.locator("[data-breaking-announcer]")).toHaveText(/Breaking news: E2E: bridge closed after storm/);
  await expect(reader.locator("[data-breaking-announcer]")).toHaveAttribute("role", "status");
  await expectNoAxeViolations(reader);
  // Focus order: the skip link, then the banner's link and its dismiss button, then the header.
  await reader.keyboard.press("Tab");
  await expect(reader.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await reader.keyboard.press("Tab");
  await expect(banner(reader).getByRole("link")).toBeFocused();
  await reader.keyboard.press("Tab");
  await expect(reader.getByRole("button", { name: "Dismiss breaking news" })).toBeFocused();

  // The home page: the same headline, not announced again.
  await gotoHydrated(reader, "/");
  await expect(banner(reader)).toBeVisible();
  await reader.waitForTimeout(1500);
  await expect(reader.locator("[data-breaking-announcer]")).toHaveCount(0);
  await expectNoAxeViolations(reader);

  await reader.getByRole("button", { name: "Dismiss breaking news" }).click();
  await expect(banner(reader)).toBeHidden();
  await reader.goto(articlePath);
  await expect(reader.locator("#breaking-banner")).toBeHidden();
  await reader.goto("/");
  await expect(reader.locator("#breaking-banner")).toBeHidden();

  // A new headline shows again (to the reader who dismissed the old one).
  await setBanner(page, { headline: "E2E: bridge reopens", link: articlePath, expiresAt: inMinutes(30) });
  await reader.goto(articlePath);
  await expect(banner(reader)).toBeVisible();
  await expect(banner(reader)).toContainText("E2E: bridge reopens");
  await readerContext.close();
});

test("the banner goes when it expires, from cached pages too", async ({ page }) => {
  const [article] = await listPage(page.request, "TopStories", 1);
  const articlePath = `/articles/${article!.slug}`;
  const expiresAt = Date.now() + 6_000;
  await setBanner(page, { headline: "E2E: short-lived alert", link: "/live", expiresAt: new Date(expiresAt).toISOString() });
  await page.goto(articlePath);
  await expect(banner(page)).toContainText("E2E: short-lived alert");
  await page.request.get("/");
  await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 300);
  await page.goto(articlePath);
  await expect(page.locator("#breaking-banner")).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator("#breaking-banner")).toHaveCount(0);
  expect((await (await page.request.get("/api/breaking")).json()).data).toBeNull();
});

test("the home page shows on now and next in a slim strip, without JavaScript too", async ({ page, browser }) => {
  const admin = staffHeaders(await staffSession(page.request));
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:T]/g, "").slice(0, 14) + " +0000";
  const start = Date.now() - 10 * 60_000;
  const xmltv = `<tv><programme start="${stamp(start)}" stop="${stamp(start + 30 * 60_000)}"><title>E2E home on air</title></programme><programme start="${stamp(start + 30 * 60_000)}" stop="${stamp(start + 60 * 60_000)}"><title>E2E home up next</title></programme></tv>`;
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const reader = await noScript.newPage();
  // Other editors' specs save schedules around now too (an import overlapping theirs is refused): the strip must
  // show whatever the API says is on now and next, ours or theirs.
  await expect(async () => {
    await page.request.post("/api/admin/schedule/xmltv", { headers: { ...admin, "content-type": "application/xml" }, data: xmltv });
    const { now, next } = (await (await page.request.get("/api/schedule/now")).json()).data as {
      now: { title: string } | null;
      next: { title: string } | null;
    };
    expect(now?.title).toBeTruthy();
    expect(next?.title).toBeTruthy();
    await reader.goto("/");
    await expect(reader.getByTestId("on-now")).toContainText(now!.title, { timeout: 1000 });
    await expect(reader.getByTestId("up-next")).toContainText(next!.title, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(reader.getByRole("region", { name: "On MATV now" }).getByRole("link", { name: "Full schedule" })).toHaveAttribute("href", "/schedule");
  await noScript.close();
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("on-now")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a Hindi reader sees the banner and the on-now strip in Hindi, linking within the Hindi edition", async ({ page }) => {
  await setBanner(page, { headline: "E2E: पुल बंद", link: "/hi", expiresAt: inMinutes(30), language: "hi" });
  const admin = staffHeaders(await staffSession(page.request));
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:T]/g, "").slice(0, 14) + " +0000";
  const start = Date.now() - 10 * 60_000;
  const xmltv = `<tv><programme start="${stamp(start)}" stop="${stamp(start + 30 * 60_000)}"><title>E2E Hindi on air</title></programme><programme start="${stamp(start + 30 * 60_000)}" stop="${stamp(start + 60 * 60_000)}"><title>E2E Hindi up next</title></programme></tv>`;
  const strip = page.getByRole("region", { name: "MATV पर अभी" });
  await expect(async () => {
    await page.request.post("/api/admin/schedule/xmltv", { headers: { ...admin, "content-type": "application/xml" }, data: xmltv });
    await page.goto("/hi");
    await expect(page.getByTestId("on-now")).toBeVisible({ timeout: 1000 });
    await expect(page.getByTestId("up-next")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  const hindiBanner = page.getByRole("region", { name: "ब्रेकिंग न्यूज़", exact: true });
  await expect(hindiBanner).toContainText("E2E: पुल बंद");
  await expect(hindiBanner).toContainText("ब्रेकिंग");
  await expect(hindiBanner.getByRole("link")).toHaveAccessibleName("ब्रेकिंग न्यूज़: E2E: पुल बंद");
  // In the page's own language: nothing to mark.
  await expect(hindiBanner.getByText("E2E: पुल बंद", { exact: true })).not.toHaveAttribute("lang");
  await expect(hindiBanner.getByRole("button", { name: "ब्रेकिंग न्यूज़ बंद करें" })).toBeVisible();
  await expect(strip.getByTestId("on-now")).toContainText("अभी प्रसारण");
  await expect(strip.getByTestId("up-next")).toContainText("इसके बाद");
  await expect(strip.getByRole("link", { name: "पूरी कार्यक्रम सूची" })).toHaveAttribute("href", "/hi/schedule");
  await expect(strip).not.toContainText(/ON NOW|Full schedule/);
  await expectNoAxeViolations(page);

  // The English edition keeps the spec's words.
  await page.goto("/");
  await expect(banner(page)).toContainText("Breaking");
  // The Hindi headline on an English page says its language.
  await expect(banner(page).getByText("E2E: पुल बंद", { exact: true })).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("region", { name: "On MATV now" }).getByRole("link", { name: "Full schedule" })).toHaveAttribute("href", "/schedule");
});

test("an editor gives the headline its language; each edition marks a headline in another language", async ({ page }) => {
  // Two desk saves, four pages and two axe runs on a shared, busy machine.
  test.slow();
  await signInAsEditor(page);
  await gotoHydrated(page, "/admin/breaking");
  const language = page.getByLabel("Headline language");
  // Every edition, and no "All languages": a headline has one.
  await expect(language.locator("option")).toHaveText(["English", "हिन्दी (Hindi)"]);
  await page.getByLabel("Headline", { exact: true }).fill("E2E: मानसून की चेतावनी");
  await language.selectOption("hi");
  await expect(page.getByLabel("Headline", { exact: true })).toHaveAttribute("lang", "hi");
  await page.getByLabel(/^Link/).fill("/hi");
  await page.getByRole("button", { name: "Save banner" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Banner saved");
  await expectNoAxeViolations(page);
  expect((await (await page.request.get("/api/breaking")).json()).data).toMatchObject({ headline: "E2E: मानसून की चेतावनी", language: "hi" });

  await page.goto("/");
  await expect(banner(page).getByText("E2E: मानसून की चेतावनी", { exact: true })).toHaveAttribute("lang", "hi");
  await page.goto("/hi");
  const hindiBanner = page.getByRole("region", { name: "ब्रेकिंग न्यूज़", exact: true });
  await expect(hindiBanner.getByText("E2E: मानसून की चेतावनी", { exact: true })).not.toHaveAttribute("lang");

  // Back to English from the editor: the Hindi edition marks it now.
  await gotoHydrated(page, "/admin/breaking");
  await expect(page.getByLabel("Headline language")).toHaveValue("hi");
  await page.getByLabel("Headline", { exact: true }).fill("E2E: monsoon warning");
  await page.getByLabel("Headline language").selectOption("en");
  await page.getByRole("button", { name: "Save banner" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Banner saved");
  // A small page of the Hindi edition, for axe on a busy machine.
  await page.goto("/hi/search");
  await expect(hindiBanner.getByText("E2E: monsoon warning", { exact: true })).toHaveAttribute("lang", "en-GB");
  await expectNoAxeViolations(page);
});
