import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { createStaff, staffPage } from "../fixtures/desk.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/**
 * One Deep Dive model (ADR 059): an editor edits a card and one of its sections in the deep-dive editor;
 * the home Deep Dive section, its modal (which offers the full page) and /deep-dive/{id} all show the change.
 */
test.describe.configure({ timeout: 120_000 });

interface Card {
  _id: string;
  title: string;
  sections: Array<{ subheading: string }>;
}

test("an edited card and section show on the home Deep Dive section, in its modal and on the deep-dive page", async ({ browser, page, request }) => {
  const stamp = Date.now().toString(36);
  const cards = (await (await request.get("/api/deepdive")).json()) as Card[];
  test.skip(cards.length === 0, "no deep-dive cards seeded");
  // The last of the four home cards: admin.spec.ts edits the first.
  const card = cards[Math.min(3, cards.length - 1)]!;
  const newTitle = `Rivers run dry ${stamp}`;
  const newSubheading = `What the drought changed ${stamp}`;

  const editor = await createStaff(request, "editor", `Deep dive editor ${stamp}`);
  const desk = await staffPage(browser, editor);
  await gotoHydrated(desk, "/admin/update-deep-dive");
  await desk
    .getByRole("listitem", { name: `Card: ${card.title}` })
    .getByRole("button", { name: "Edit" })
    .click();
  const form = desk.getByRole("form", { name: `Edit card ${card.title}` });
  await form.getByLabel("Title", { exact: true }).fill(newTitle);
  if (card.sections.length === 0) await form.getByRole("button", { name: "Add section" }).click();
  await form.getByLabel("Subheading").first().fill(newSubheading);
  const paragraph = form.getByRole("textbox", { name: "Section 1 paragraph" });
  await paragraph.click();
  await paragraph.press("ControlOrMeta+a");
  await paragraph.pressSequentially(`Wells fell by half in ${stamp}.`);
  await expectNoAxeViolations(desk);
  const alert = acceptNextDialog(desk);
  await form.getByRole("button", { name: "Save" }).click();
  expect(await alert).toBe("Card updated successfully!");
  await expect(desk.getByRole("heading", { name: newTitle })).toBeVisible();
  await desk.context().close();

  // The home page, as a reader gets it (server-rendered, its cache forgotten by the save).
  await gotoHydrated(page, "/");
  const deepDive = page.locator("#deep-dive");
  const link = deepDive.getByRole("link", { name: newTitle });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `/deep-dive/${card._id}`);
  await link.click();
  const dialog = page.getByRole("dialog", { name: newTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: newSubheading })).toBeVisible();
  await expect(dialog.getByText(`Wells fell by half in ${stamp}.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/deep-dive/${card._id}$`));
  const full = dialog.getByRole("link", { name: "Read the full deep dive" });
  await expect(full).toHaveAttribute("href", `/deep-dive/${card._id}`);
  await full.click();

  await expect(page).toHaveURL(new RegExp(`/deep-dive/${card._id}$`));
  await expect(page.getByRole("heading", { name: newSubheading })).toBeVisible();
  await expect(page.getByText(`Wells fell by half in ${stamp}.`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
