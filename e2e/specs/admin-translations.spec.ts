import { articlePath } from "@matv/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";
import { staffHeaders } from "../fixtures/staff.ts";

/**
 * The newsroom's translations (ADR 079): a writer translates a published English story into Hindi beside its
 * source, an editor publishes it (the reader pages pair up with hreflang, the dashboard's gap closes), then the
 * English source changes: the translation says "Source changed" in the desk list and its editor, with the diff,
 * until it is saved again.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const ENGLISH = `Transcheck${stamp} monsoon reaches Kerala`;
const HINDI = `मानसून केरल पहुँचा ${stamp}`;

let writer: DeskStaff;
let editor: DeskStaff;
let sourceId = "";
let translationId = "";

/** The stories the dashboard's gap link lists (published English stories with no published Hindi translation). */
async function gapListTitles(page: Page): Promise<string[]> {
  await page.goto("/admin/dashboard");
  const link = page.getByRole("link", { name: /published English stor(y has|ies have) no Hindi translation/ });
  await link.click();
  await expect(page).toHaveURL(/untranslated=hi/);
  await expect(page.getByRole("status").first()).toHaveText(/\d+ stor(y|ies)/);
  return page.getByRole("table").getByRole("link").allTextContents();
}

const alternates = async (page: Page) =>
  Object.fromEntries(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
  );

test.beforeAll(async ({ request }) => {
  writer = await createStaff(request, "writer", "Tara Translator");
  editor = await createStaff(request, "editor", "Eshan Transeditor");
  // Opinion, a section no list-editor spec saves: a list save gives each of its stories a new version (ADR 067), and
  // one on the other worker made this spec's later save stale in CI ("Someone else saved this story").
  const created = await request.post("/api/admin/stories", {
    headers: staffHeaders(editor),
    data: { title: ENGLISH, summary: "The rains arrived early.", content: "<p>The monsoon reached Kerala on Monday.</p>", placements: [{ page: "Opinion" }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  sourceId = (await created.json()).data._id;
  const published = await request.post(`/api/admin/stories/${sourceId}/publish`, { headers: staffHeaders(editor), data: {} });
  expect(published.status()).toBe(200);
});

test("a writer translates a published English story into Hindi beside its source", async ({ browser }) => {
  const page = await staffPage(browser, writer);
  // The dashboard's gap lists the new English story.
  expect(await gapListTitles(page)).toContain(ENGLISH);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/stories/${sourceId}`);
  await expect(page.getByRole("heading", { name: "Edit story" })).toBeVisible();
  await expect(page.getByText("Language: English")).toBeVisible();
  await page.getByRole("button", { name: "Translate into हिन्दी" }).click();
  await expect(page).not.toHaveURL(new RegExp(sourceId));
  await expect(page).toHaveURL(/\/admin\/stories\/[0-9a-f]{24}$/);
  translationId = page.url().split("/").pop()!;
  await expect(page.getByText("Language: हिन्दी (Hindi)")).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  // The source beside it, read-only; the text copied for translating.
  const source = page.getByRole("region", { name: "Source in English" });
  await expect(source.getByRole("link", { name: ENGLISH })).toBeVisible();
  await expect(source.getByText("The monsoon reached Kerala on Monday.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(ENGLISH);
  await expect(page.getByRole("checkbox", { name: "Opinion", exact: true })).toBeChecked();

  await page.getByLabel("Title", { exact: true }).fill(HINDI);
  await page.getByLabel("Summary").fill("बारिश जल्दी आई।");
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("मानसून सोमवार को केरल पहुँचा।");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Story saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Translate again from the source opens the same translation (one per language).
  await page.goto(`/admin/stories/${sourceId}`);
  await page.getByRole("button", { name: "Translate into हिन्दी" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/stories/${translationId}$`));
  await page.context().close();
});

test("an editor publishes the translation: the reader pages pair up and the dashboard's gap closes", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/stories/${translationId}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(HINDI);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Story published.")).toBeVisible();

  const stored = (await (await request.get(`/api/admin/stories/${translationId}`, { headers: staffHeaders(editor) })).json()).data;
  const hindiPath = articlePath(stored);
  expect(hindiPath).toMatch(/^\/hi\/articles\//);
  const reader = await browser.newPage();
  await reader.goto(hindiPath);
  await expect(reader.locator("html")).toHaveAttribute("lang", "hi");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(HINDI);
  const fromHindi = await alternates(reader);
  expect(fromHindi["hi-IN"]).toBe(reader.url());
  expect(fromHindi["en-GB"]).toMatch(new RegExp(`/articles/[^/]+-${sourceId}$`));
  // The English page (cached before) pairs back: the group's pages were invalidated when the translation was
  // published. Seen once in CI: the first load still had the old copy, so it is read again for a few seconds.
  await expect(async () => {
    await reader.goto(fromHindi["en-GB"]!);
    expect(await alternates(reader)).toEqual(fromHindi);
  }).toPass({ timeout: 15_000 });
  await reader.close();

  expect(await gapListTitles(page)).not.toContain(ENGLISH);
  await page.context().close();
});

test("the English source changes: the translation says Source changed, with the diff, until it is saved", async ({ browser }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/stories/${sourceId}`);
  await page.getByLabel("Summary").fill("The rains arrived a week early.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Story saved.")).toBeVisible();

  // The desk list: the badge, and the filter.
  await page.goto("/admin/stories");
  await page.getByLabel("Translation", { exact: true }).selectOption("true");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/stale=true/);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: HINDI }) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Source changed")).toBeVisible();
  await expect(row.getByRole("cell", { name: "हिन्दी (Hindi)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The translation's editor: the notice and what changed in the source.
  await row.getByRole("link", { name: HINDI }).click();
  const notice = page.getByRole("region", { name: "Source changed" });
  await expect(notice).toBeVisible();
  await expect(notice.locator("ins")).toHaveText(/a week/);
  await expect(notice.locator("dt")).toHaveText("Summary");
  await expectNoAxeViolations(page);
  await page.getByLabel("Summary").fill("बारिश एक हफ़्ता जल्दी आई।");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Story saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Source changed" })).toHaveCount(0);

  await page.goto("/admin/stories?stale=true");
  await expect(page.getByRole("status").first()).toHaveText(/\d+ stor(y|ies)/);
  await expect(page.getByRole("link", { name: HINDI })).toHaveCount(0);
  await page.context().close();
});
