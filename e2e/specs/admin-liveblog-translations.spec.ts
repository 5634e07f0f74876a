import { liveBlogPath } from "@matv/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";
import { staffHeaders } from "../fixtures/staff.ts";

/**
 * Live blog translations (ADR 079, amended): an editor translates an English live blog into Hindi (a draft with
 * no entries, its source beside it), takes it live and posts a Hindi entry; readers find it at
 * /hi/live-updates/... with lang="hi" and the hreflang pair; the English source's title changes and the Hindi
 * blog says "Source changed" until it is saved.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const ENGLISH = `Translive${stamp} state election results`;
const HINDI = `राज्य चुनाव नतीजे ${stamp}`;

let editor: DeskStaff;
let sourceId = "";
let translationId = "";

const alternates = async (page: Page) =>
  Object.fromEntries(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
  );

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, "editor", "Lata Liveeditor");
  const created = await request.post("/api/admin/liveblogs", {
    headers: staffHeaders(editor),
    data: { title: ENGLISH, summary: "Every seat as it is declared." },
  });
  expect(created.status(), await created.text()).toBe(201);
  sourceId = (await created.json()).data._id;
  const entry = await request.post(`/api/admin/liveblogs/${sourceId}/entries`, {
    headers: staffHeaders(editor),
    data: { body: "<p>Counting has begun in every district.</p>" },
  });
  expect(entry.status()).toBe(201);
});

test("an editor translates a live blog into Hindi, takes it live and posts a Hindi entry", async ({ browser }) => {
  // A reader opens the English page first (cached now, with no Hindi pair yet).
  const reader = await browser.newPage();
  await reader.goto(liveBlogPath({ _id: sourceId, title: ENGLISH }));
  expect((await alternates(reader))["hi-IN"]).toBeUndefined();
  await reader.close();

  const page = await staffPage(browser, editor);
  await page.goto(`/admin/liveblogs/${sourceId}`);
  await expect(page.getByRole("heading", { name: ENGLISH, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Translate into हिन्दी" }).click();
  await expect(page).toHaveURL(/\/admin\/liveblogs\/[0-9a-f]{24}$/);
  await expect(page).not.toHaveURL(new RegExp(sourceId));
  translationId = page.url().split("/").pop()!;
  await expect(page.getByText("हिन्दी (Hindi)")).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  // The source beside it; its words copied for translating, its entries not.
  const source = page.getByRole("region", { name: "Source in English" });
  await expect(source.getByRole("link", { name: ENGLISH })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(ENGLISH);
  await expect(page.getByRole("heading", { name: "Entries (0)" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Title", { exact: true }).fill(HINDI);
  await page.getByLabel("Summary").fill("हर सीट का नतीजा, जैसे ही घोषित हो।");
  await page.getByRole("button", { name: "Save live blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Live blog saved." })).toBeVisible();
  await page.getByRole("button", { name: "Go live" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Live blog saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "End coverage" })).toBeVisible();

  const text = page.getByRole("textbox", { name: "Entry text" });
  await text.click();
  await page.keyboard.type("सभी जिलों में मतगणना शुरू हो गई है।");
  await page.getByRole("button", { name: "Post entry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry posted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Entries (1)" })).toBeVisible();

  // The desk list: its language, and the language filter.
  await page.goto("/admin/liveblogs");
  await page.getByLabel("Language", { exact: true }).selectOption("hi");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: HINDI, exact: true }) });
  await expect(row.getByRole("cell", { name: "हिन्दी (Hindi)" })).toBeVisible();
  await expect(page.getByRole("link", { name: ENGLISH })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("readers find the Hindi blog under /hi with lang=hi, paired with the English one by hreflang", async ({ page }) => {
  const hindiPath = liveBlogPath({ _id: translationId, title: HINDI, language: "hi" });
  expect(decodeURIComponent(hindiPath)).toMatch(/^\/hi\/live-updates\/राज्य-चुनाव-नतीजे-/);
  await page.goto(hindiPath);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: HINDI, level: 1 })).toBeVisible();
  await expect(page.getByText("सभी जिलों में मतगणना शुरू हो गई है।")).toBeVisible();
  await expect(page.getByText("Counting has begun in every district.")).toHaveCount(0);
  const fromHindi = await alternates(page);
  expect(fromHindi["hi-IN"]).toBe(page.url());
  expect(fromHindi["en-GB"]).toMatch(new RegExp(`/live-updates/[^/]+-${sourceId}$`));
  await expectNoAxeViolations(page);
  // The English page pairs back (its cache was invalidated when the translation went live).
  await page.goto(fromHindi["en-GB"]!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  expect(await alternates(page)).toEqual(fromHindi);
});

test("the English title changes: the Hindi blog says Source changed until it is saved", async ({ browser }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/liveblogs/${sourceId}`);
  await page.getByLabel("Title", { exact: true }).fill(`${ENGLISH} live`);
  await page.getByRole("button", { name: "Save live blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Live blog saved." })).toBeVisible();

  await page.goto("/admin/liveblogs");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: HINDI, exact: true }) });
  await expect(row.getByText("Source changed")).toBeVisible();
  await row.getByRole("link", { name: HINDI, exact: true }).click();
  const notice = page.getByRole("region", { name: "Source changed" });
  await expect(notice).toBeVisible();
  await expect(notice.locator("dt")).toHaveText("Title");
  await expect(notice.locator("ins")).toHaveText(/live/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Title", { exact: true }).fill(`${HINDI} लाइव`);
  await page.getByRole("button", { name: "Save live blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Live blog saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Source changed" })).toHaveCount(0);
  await page.context().close();
});
