import { liveBlogPath } from "@matv/shared";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";
import { staffHeaders } from "../fixtures/staff.ts";

/**
 * Live blogs as a newsroom and its readers use them (ADR 061): an editor creates a blog and posts
 * entries in the staff pages; a reader's open page shows a new entry within 15 s at the top; a reader who
 * scrolled gets the "N new updates" button and the title count instead; a key event jumps to its entry.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const TITLE = `Liveblogcheck ${stamp} election night`;
let editor: DeskStaff;
let blogId = "";

async function postEntry(request: APIRequestContext, body: object): Promise<string> {
  const res = await request.post(`/api/admin/liveblogs/${blogId}/entries`, { headers: staffHeaders(editor), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const paragraph = (n: number) => `<p>Update number ${n}. ${"Counting continues across the constituencies tonight. ".repeat(4)}</p>`;

test("an editor creates a live blog and posts entries from the staff pages", async ({ browser, request }) => {
  editor = await createStaff(request, "editor", `Live Editor ${stamp}`);
  const page = await staffPage(browser, editor);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Live blogs", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Live blogs", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("New live blog title").fill(TITLE);
  await page.getByRole("button", { name: "Create live blog" }).click();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  blogId = page.url().split("/").pop() as string;

  await page.getByLabel("Entry title (optional)").fill("Polls close");
  const text = page.getByRole("textbox", { name: "Entry text" });
  await text.click();
  await page.keyboard.type("Polling stations have closed. Counting begins.");
  await page.getByLabel("Key event").check();
  await page.getByRole("button", { name: "Post entry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry posted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Entries (1)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Enough entries that a reader can scroll away from the top.
  for (let n = 2; n <= 12; n++) await postEntry(request, { body: paragraph(n) });
  await page.context().close();
});

test("a reader's open page shows a new entry at the top within 15 s", async ({ page, request }) => {
  await page.goto(liveBlogPath({ _id: blogId, title: TITLE }));
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const id = await postEntry(request, { title: "First result declared", body: "<p>The first seat has been declared.</p>" });
  await expect(page.locator("[data-entries] > article").first()).toHaveAttribute("id", `entry-${id}`, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "First result declared" })).toBeVisible();
  await expect(page.locator("[data-new-updates]")).toBeHidden();
});

test("a scrolled reader gets the new-updates button and the title count, and nothing moves", async ({ page, request }) => {
  await page.goto(liveBlogPath({ _id: blogId, title: TITLE }));
  const title = await page.title();
  await page.locator("[data-entries] > article").last().scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const firstBefore = await page.locator("[data-entries] > article").first().getAttribute("id");

  const id = await postEntry(request, { body: "<p>Turnout is up on last time.</p>" });
  const button = page.getByRole("button", { name: "1 new update" });
  await expect(button).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(`(1) ${title}`);
  expect(await page.locator("[data-entries] > article").first().getAttribute("id")).toBe(firstBefore);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);

  await button.click();
  await expect(page.locator("[data-entries] > article").first()).toHaveAttribute("id", `entry-${id}`);
  await expect(page).toHaveTitle(title);
  await expect(button).toBeHidden();
});

test("screen readers hear new updates counted in one polite region; the pinned entry carries a visible Pinned label that follows a re-pin", async ({
  page,
  request,
}) => {
  await page.goto(liveBlogPath({ _id: blogId, title: TITLE }));
  // One live region on the page, polite; the entries themselves are not announced.
  const regions = page.locator('[data-live-blog] :is([aria-live], [role="status"], [role="alert"], [role="log"])');
  await expect(regions).toHaveCount(1);
  await expect(regions).toHaveAttribute("aria-live", "polite");
  await expect(page.locator("[data-entries]")).not.toHaveAttribute("aria-live");
  // A reader scrolled down hears the count the button shows.
  await page.locator("[data-entries] > article").last().scrollIntoViewIfNeeded();
  for (let n = 1; n <= 3; n++) await postEntry(request, { body: `<p>Recount ${n} requested.</p>` });
  await expect(page.locator("[data-live-status]")).toHaveText("3 new updates", { timeout: 25_000 });
  await expect(page.getByRole("button", { name: "3 new updates" })).toBeVisible();

  // Pinned: the label is on the entry itself.
  const pinnedId = await postEntry(request, { title: "Where to follow the count", body: "<p>Results by seat, all night.</p>", pinned: true });
  await page.reload();
  await expect(page.locator(`#entry-${pinnedId}`).getByText("Pinned", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // Pinning another entry moves the label on an open page.
  const other = page.locator("[data-entries] > article").nth(1);
  const otherId = (await other.getAttribute("data-entry-id"))!;
  const version = Number(await other.getAttribute("data-version"));
  const pinned = await request.put(`/api/admin/liveblogs/${blogId}/entries/${otherId}`, { headers: staffHeaders(editor), data: { version, pinned: true } });
  expect(pinned.status(), await pinned.text()).toBe(200);
  await expect(page.locator(`#entry-${otherId}`).getByText("Pinned", { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(page.locator(`#entry-${pinnedId}`).getByText("Pinned", { exact: true })).toHaveCount(0);
  // A pin is not an edit: no "Updated" marker.
  await expect(page.locator(`#entry-${otherId}`).getByText("Updated", { exact: false })).toHaveCount(0);
});

test("a key event link jumps to its entry", async ({ page }) => {
  await page.goto(liveBlogPath({ _id: blogId, title: TITLE }));
  const keyEvents = page.getByRole("navigation", { name: "Key events" });
  await keyEvents.getByRole("link", { name: /Polls close/ }).click();
  const entry = page.locator("article").filter({ has: page.getByRole("heading", { name: "Polls close" }) });
  const entryId = await entry.getAttribute("id");
  await expect(page).toHaveURL(new RegExp(`#${entryId}$`));
  await expect(entry).toBeInViewport();
  // The LiveBlogPosting JSON-LD names the coverage start and carries the updates.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "LiveBlogPosting");
  expect(posting?.coverageStartTime).toEqual(expect.any(String));
  expect((posting?.liveBlogUpdate as unknown[]).length).toBeGreaterThan(10);
});

test("a wrong slug redirects to the blog's address", async ({ request }) => {
  const res = await request.get(`/live-updates/wrong-words-${blogId}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(liveBlogPath({ _id: blogId, title: TITLE }));
});

test("a live blog placed on the home page shows as a LIVE card linking to it", async ({ page, request }) => {
  const current = await request.get(`/api/admin/liveblogs/${blogId}`, { headers: staffHeaders(editor) });
  const { version } = ((await current.json()) as { data: { blog: { version: number } } }).data.blog;
  const saved = await request.put(`/api/admin/liveblogs/${blogId}`, {
    headers: staffHeaders(editor),
    data: { version, placements: [{ page: "top-stories" }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/");
  const card = page.getByRole("region", { name: "Live coverage" }).getByRole("link", { name: new RegExp(TITLE) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Live");
  await expect(card).toHaveAttribute("href", liveBlogPath({ _id: blogId, title: TITLE }));
});

test("an editor creates a live blog in Hindi from scratch; it leads the Hindi home page's LIVE cards and stays off the English one", async ({
  browser,
  page,
}) => {
  const hindiTitle = `चुनाव की रात ${stamp}`;
  const desk = await staffPage(browser, editor);
  await desk.goto("/admin/liveblogs");
  const main = desk.locator("main");
  // English unless the editor picks another language.
  await expect(main.getByLabel("New live blog language", { exact: true })).toHaveValue("en");
  await main.getByLabel("New live blog title", { exact: true }).fill(hindiTitle);
  await main.getByLabel("New live blog language", { exact: true }).selectOption("hi");
  await main.getByRole("button", { name: "Create live blog" }).click();
  await expect(desk.getByRole("heading", { name: hindiTitle, level: 1 })).toBeVisible();
  const hindiId = desk.url().split("/").pop() as string;
  await desk.getByLabel("Show on the home page (LIVE card)").check();
  await desk.getByRole("button", { name: "Save live blog" }).click();
  const address = liveBlogPath({ _id: hindiId, title: hindiTitle, language: "hi" });
  expect(address.startsWith("/hi/live-updates/")).toBe(true);

  // The Hindi home: its own blog first, English ones filling in marked as English.
  const cards = page.getByRole("region", { name: "लाइव कवरेज" }).getByRole("link");
  await expect(async () => {
    await page.goto("/hi");
    await expect(cards.first()).toContainText(hindiTitle, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(cards.first()).toHaveAttribute("href", address);
  await expect(cards.first()).not.toHaveAttribute("lang", "en");
  await expect(cards.first()).toContainText("लाइव");
  for (const card of await cards.all()) {
    if ((await card.getAttribute("href"))?.startsWith("/live-updates/")) {
      await expect(card).toHaveAttribute("lang", "en");
      await expect(card).toContainText("अंग्रेज़ी में");
    }
  }
  await expectNoAxeViolations(page);

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Live coverage" })).not.toContainText(hindiTitle);

  // Its page is in the Hindi edition, in Hindi.
  await page.goto(address);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiTitle);
  await expect(page.getByText("कवरेज शुरू:")).toBeVisible();
  await expect(page.getByText("अभी कोई अपडेट नहीं है। यह पेज नए अपडेट अपने-आप देखता रहता है।")).toBeVisible();
});
