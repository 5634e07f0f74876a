import { expect, type Page, test } from "@playwright/test";
import { solidPng } from "../../apps/server/src/testing/pngFiles.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/**
 * The petitions desk (ADR 058): an editor creates a petition with an uploaded image and makes it current;
 * a reader finds it from the home page promo and from the footer and signs it; the editor closes it, and
 * the page says closed while signing is refused.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const TITLE = `Keep the Riverside library open ${stamp}`;
const CLOSED_MESSAGE = "This petition is closed and no longer accepts signatures.";

let editor: DeskStaff;
let deskPage: Page;
let petitionId = "";

test.beforeAll(async ({ browser, request }) => {
  editor = await createStaff(request, "editor", `Petitions editor ${stamp}`);
  deskPage = await staffPage(browser, editor);
});

test.afterAll(async () => {
  await deskPage?.context().close();
});

test("an editor creates a petition with an image and makes it current", async () => {
  const page = deskPage;
  await gotoHydrated(page, "/admin/petitions");
  await expect(page.getByRole("heading", { name: "Petitions", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New petition" }).click();
  const form = page.getByRole("form", { name: "New petition" });
  await form.getByLabel("Title").fill(TITLE);
  await form.getByLabel("Description").fill("The council plans to close the town's only library.");
  await form.getByLabel("Decision maker").fill("Riverside Borough Council");
  await form.getByLabel("Petition image").setInputFiles({ name: "library.png", mimeType: "image/png", buffer: solidPng(1200, 675, [30, 80, 150]) });
  await expect(form.getByRole("button", { name: "Save petition" })).toBeEnabled();
  await form.getByLabel(/The issue/).fill("The library serves 4,000 readers a week.\n\nIt is the only free study space in town.");
  await form.getByLabel(/Current situation/).fill("Closure vote on 1 March\nNo replacement planned");
  await form.getByLabel("Signature target").fill("2500");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Save petition" }).click();
  await expect(page.getByTestId("desk-message")).toHaveText("Petition saved.");

  const row = page.getByRole("listitem", { name: `Petition: ${TITLE}` });
  await expect(row).toContainText("0 of 2,500 signatures");
  const list = (await (await page.request.get("/api/admin/petitions", { headers: { authorization: `Bearer ${editor.token}` } })).json()).data as Array<{
    _id: string;
    title: string;
    imageUrl: string | null;
  }>;
  const created = list.find((p) => p.title === TITLE)!;
  petitionId = created._id;
  expect(created.imageUrl).toMatch(/^\/media\//);

  await row.getByRole("button", { name: `Make current ${TITLE}` }).click();
  await expect(page.getByTestId("desk-message")).toHaveText(`"${TITLE}" is now the current petition.`);
  await expect(row.getByText("Current", { exact: true })).toBeVisible();
  expect((await (await page.request.get("/api/petitions")).json()).data._id).toBe(petitionId);
});

test("a reader finds it from the home page promo and the footer, and signs it", async ({ page }) => {
  await gotoHydrated(page, "/");
  const promo = page.getByTestId("petition-promo");
  await expect(promo.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Petition", exact: true })).toHaveAttribute("href", "/petition");
  await promo.getByRole("link", { name: "Sign the petition" }).click();
  await expect(page).toHaveURL(/\/petition$/);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByText("Riverside Borough Council")).toBeVisible();
  await expect(page.getByText("No replacement planned")).toBeVisible();

  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Reader");
  await page.getByLabel("Email", { exact: true }).fill(`asha.${stamp}@example.com`);
  await page.getByLabel("Location", { exact: true }).fill("Leicester, England, United Kingdom");
  await page.getByRole("button", { name: "Sign this petition" }).click();
  await expect(page.getByText("Thank you for signing the petition! Your voice matters.")).toBeVisible();
  const stats = (await (await page.request.get(`/api/petitions/${petitionId}/stats`)).json()).data;
  expect(stats.totalSignatures).toBe(1);
});

test("the editor closes it: the page says closed, the form is gone and signing is refused", async ({ page }) => {
  deskPage.once("dialog", (dialog) => void dialog.accept());
  const row = deskPage.getByRole("listitem", { name: `Petition: ${TITLE}` });
  await row.getByRole("button", { name: `Close ${TITLE}` }).click();
  await expect(deskPage.getByTestId("desk-message")).toHaveText(`"${TITLE}" is closed.`);
  await expect(row.getByText("Closed", { exact: true })).toBeVisible();

  await gotoHydrated(page, "/petition");
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This petition is closed" })).toBeVisible();
  await expect(page.getByText(CLOSED_MESSAGE)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign this petition" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await page.request.post("/api/signatures", {
    data: { firstName: "Late", lastName: "Reader", email: `late.${stamp}@example.com`, location: "Derby", displayName: true, petitionId },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(CLOSED_MESSAGE);

  // The home promo was invalidated with the petitions tag: it says closed at once.
  await page.goto("/");
  await expect(page.getByTestId("petition-promo")).toContainText("Petition · Closed");

  // The signatures view works per petition.
  await gotoHydrated(deskPage, `/admin/signatures?petition=${petitionId}`);
  await expect(deskPage.getByLabel("Petition", { exact: true })).toHaveValue(petitionId);
  await expect(deskPage.getByText(`asha.${stamp}@example.com`)).toBeVisible();
});
