import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { staffHeaders } from "../fixtures/staff.ts";

/**
 * Deep-dive and petition translations (ADR 083 on ADR 079): an editor translates a deep-dive card into Hindi (a draft
 * with the source beside it), publishes it; a Hindi reader reads it at /hi/deep-dive/{id}, paired with the English
 * card by hreflang; the English summary changes and the Hindi card says "Source changed" until it is saved. The
 * same, briefly, for a petition on the petitions desk.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const HINDI_TITLE = `रेमिटेंस की कहानी ${stamp}`;
const HINDI_HEADING = `पैसा कहाँ जाता है ${stamp}`;

let editor: DeskStaff;
let source: { _id: string; title: string; heading: string | null } | null = null;
let translationId = "";

const alternates = async (page: Page) =>
  Object.fromEntries(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
  );

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, "editor", `Dd translator ${stamp}`);
  const cards = (await (await request.get("/api/deepdive")).json()) as Array<{ _id: string; title: string; heading: string | null }>;
  // The third home card: admin.spec.ts edits the first and admin-deep-dive.spec.ts the fourth.
  source = cards.length >= 4 ? cards[2]! : null;
});

test("an editor translates a deep dive into Hindi beside its source and publishes it", async ({ browser }) => {
  test.skip(!source, "fewer than four deep-dive cards seeded");
  const card = source!;
  const page = await staffPage(browser, editor);
  await gotoHydrated(page, "/admin/update-deep-dive");
  const sourceItem = page.getByRole("listitem", { name: `Card: ${card.title}` });
  await sourceItem.getByRole("button", { name: "Translate into हिन्दी" }).click();
  await expect(page).toHaveURL(/\/admin\/update-deep-dive\?card=[0-9a-f]{24}$/);
  translationId = new URL(page.url()).searchParams.get("card")!;
  expect(translationId).not.toBe(card._id);
  // The draft opens in edit mode with the source's words to translate, the source read-only beside it.
  const form = page.getByRole("form", { name: `Edit card ${card.title}` });
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(card.title);
  await expect(form.getByLabel("Status", { exact: true })).toHaveValue("draft");
  const sourcePanel = page.getByRole("region", { name: "Source in English" });
  await expect(sourcePanel.getByRole("link", { name: card.title })).toHaveAttribute("href", `/admin/update-deep-dive?card=${card._id}`);
  await expectNoAxeViolations(page);

  await form.getByLabel("Title", { exact: true }).fill(HINDI_TITLE);
  await form.getByLabel("Heading", { exact: true }).fill(HINDI_HEADING);
  await form.getByLabel("Summary", { exact: true }).fill("प्रवासी परिवार हर साल घर पैसा भेजते हैं।");
  await form.getByLabel("Status", { exact: true }).selectOption("published");
  const alert = acceptNextDialog(page);
  await form.getByRole("button", { name: "Save" }).click();
  expect(await alert).toBe("Card updated successfully!");
  const translated = page.getByRole("listitem", { name: `Card: ${HINDI_TITLE}` });
  await expect(translated).toContainText("हिन्दी (Hindi)");
  await expect(translated.getByText("Draft", { exact: true })).toHaveCount(0);

  // The language filter: only Hindi cards.
  await page.getByLabel("Language", { exact: true }).selectOption("hi");
  await expect(translated).toBeVisible();
  await expect(sourceItem).toHaveCount(0);
  await page.context().close();
});

test("a Hindi reader reads the Hindi deep dive at /hi/deep-dive/{id}, paired with the English card by hreflang", async ({ page }) => {
  test.skip(!source || !translationId, "no translated card");
  const card = source!;
  await page.goto(`/hi/deep-dive/${translationId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: HINDI_HEADING, level: 1 })).toBeVisible();
  await expect(page.getByText("प्रवासी परिवार हर साल घर पैसा भेजते हैं।")).toBeVisible();
  const fromHindi = await alternates(page);
  expect(fromHindi["hi-IN"]).toBe(page.url());
  expect(fromHindi["en-GB"]).toMatch(new RegExp(`/deep-dive/${card._id}$`));
  await expectNoAxeViolations(page);
  // The English card pairs back, and its address in the Hindi edition leads to the Hindi card.
  await page.goto(fromHindi["en-GB"]!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  expect(await alternates(page)).toEqual(fromHindi);
  await page.goto(`/hi/deep-dive/${card._id}`);
  await expect(page).toHaveURL(new RegExp(`/hi/deep-dive/${translationId}$`));
});

test("the English summary changes: the Hindi card says Source changed, with the change, until it is saved", async ({ browser }) => {
  test.skip(!source || !translationId, "no translated card");
  const card = source!;
  const page = await staffPage(browser, editor);
  await gotoHydrated(page, `/admin/update-deep-dive?card=${card._id}`);
  const sourceForm = page.getByRole("form", { name: `Edit card ${card.title}` });
  await sourceForm.getByLabel("Summary", { exact: true }).fill(`Families sent more money home in ${stamp}.`);
  let alert = acceptNextDialog(page);
  await sourceForm.getByRole("button", { name: "Save" }).click();
  expect(await alert).toBe("Card updated successfully!");

  await page.getByLabel("Source changed only").check();
  const translated = page.getByRole("listitem", { name: `Card: ${HINDI_TITLE}` });
  await expect(translated.getByText("Source changed")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `Card: ${card.title}` })).toHaveCount(0);
  await translated.getByRole("button", { name: `Edit ${HINDI_TITLE}` }).click();
  const notice = page.getByRole("region", { name: "Source changed" });
  await expect(notice.locator("dt")).toHaveText("Summary");
  await expect(notice.locator("ins")).toContainText(stamp);
  await expectNoAxeViolations(page);
  const form = page.getByRole("form", { name: `Edit card ${HINDI_TITLE}` });
  await form.getByLabel("Summary", { exact: true }).fill(`प्रवासी परिवारों ने ${stamp} में ज़्यादा पैसा घर भेजा।`);
  alert = acceptNextDialog(page);
  await form.getByRole("button", { name: "Save" }).click();
  expect(await alert).toBe("Card updated successfully!");
  await expect(translated.getByText("Source changed")).toHaveCount(0);
  // Saved, it is no longer among the cards whose source changed.
  await page.getByLabel("Source changed only").uncheck();
  await expect(translated).toBeVisible();
  await page.getByLabel("Source changed only").check();
  await expect(translated).toHaveCount(0);
  await page.context().close();
});

test("petitions: translate, publish, a source change marks the translation, saving it clears the mark", async ({ browser, request }) => {
  const title = `Save the Harrow lido ${stamp}`;
  const hindiTitle = `हैरो लीडो बचाइए ${stamp}`;
  const created = await request.post("/api/admin/petitions", {
    headers: staffHeaders(editor),
    data: {
      title,
      description: "The council plans to close the open-air pool.",
      decisionMaker: "Harrow Council",
      story: { paragraphs: ["The lido has served the town since 1935."], currentSituation: ["Closure vote in spring."] },
      goal: 800,
      deadline: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const page = await staffPage(browser, editor);
  await gotoHydrated(page, "/admin/petitions");
  await page
    .getByRole("listitem", { name: `Petition: ${title}` })
    .getByRole("button", { name: "Translate into हिन्दी" })
    .click();
  await expect(page).toHaveURL(/\/admin\/petitions\?edit=[0-9a-f]{24}$/);
  const form = page.getByRole("form", { name: "Edit petition" });
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("region", { name: "Source in English" }).getByRole("link", { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel("Title").fill(hindiTitle);
  await form.getByLabel("Description").fill("परिषद खुले स्विमिंग पूल को बंद करना चाहती है।");
  await form.getByRole("button", { name: "Save petition" }).click();
  await expect(page.getByTestId("desk-message")).toHaveText("Petition saved.");
  const row = page.getByRole("listitem", { name: `Petition: ${hindiTitle}` });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Publish ${hindiTitle}` }).click();
  await expect(page.getByTestId("desk-message")).toHaveText(`"${hindiTitle}" is published.`);
  await expect(row.getByText("Translation", { exact: true })).toBeVisible();

  // The English description changes on the desk.
  await page
    .getByRole("listitem", { name: `Petition: ${title}` })
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  await page.getByRole("form", { name: "Edit petition" }).getByLabel("Description").fill("The council votes on the closure on Friday.");
  await page.getByRole("button", { name: "Save petition" }).click();
  await expect(page.getByTestId("desk-message")).toHaveText("Petition saved.");
  await page.getByLabel("Language", { exact: true }).selectOption("hi");
  await page.getByLabel("Source changed only").check();
  await expect(row.getByText("Source changed")).toBeVisible();
  await row.getByRole("button", { name: `Edit ${hindiTitle}` }).click();
  const notice = page.getByRole("region", { name: "Source changed" });
  await expect(notice.locator("dt")).toHaveText("Description");
  await expect(notice.locator("ins")).toHaveText(["votes on", "closure on Friday."]);
  await expectNoAxeViolations(page);
  await page.getByRole("form", { name: "Edit petition" }).getByLabel("Description").fill("परिषद शुक्रवार को बंद करने पर मतदान करेगी।");
  await page.getByRole("button", { name: "Save petition" }).click();
  await expect(page.getByTestId("desk-message")).toHaveText("Petition saved.");
  await expect(row).toHaveCount(0);
  await page.getByLabel("Source changed only").uncheck();
  await expect(row).toBeVisible();
  await expect(row.getByText("Source changed")).toHaveCount(0);
  await page.context().close();
});
