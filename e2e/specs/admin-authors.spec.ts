import { expect, test } from "@playwright/test";
import { solidPng } from "../../apps/server/src/testing/pngFiles.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";

/**
 * The authors desk and live scores as a newsroom uses them (ADR 056, 057): an editor creates an author with
 * an avatar, bylines a story to them in the stories desk, the author page shows both (never the email);
 * a rename keeps the old address working (301); a deactivated author is not offered for new stories;
 * a live-score update shows on the home Sports block.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const NAME = `Priya Authordesk ${stamp}`;
const NEW_NAME = `Priya A. Authordesk ${stamp}`;
const EMAIL = `priya-${stamp}@matv.local`;
const TITLE = `Authordesk${stamp} the bylined story`;

let editor: DeskStaff;

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, "editor", "Aditi Editor");
});

test("an editor creates an author with an avatar and bylines a story to them; the author page shows both and never the email", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Authors", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Authors", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Name").fill(NAME);
  await page.getByLabel("Job title").fill("Community Correspondent");
  await page.getByLabel("Bio").fill("Reports on the diaspora in the Midlands.");
  await page.getByLabel("Email (never shown publicly)").fill(EMAIL);
  await page.getByLabel("Location").fill("Leicester");
  await page.getByLabel("Avatar").setInputFiles({ name: "priya.png", mimeType: "image/png", buffer: solidPng(600, 600, [180, 60, 90]) });
  await expect(page.getByText(/\/uploads\/.+\.webp/)).toBeVisible();
  await page.getByRole("button", { name: "Create author" }).click();
  await expect(page.getByRole("status").getByText(`Created ${NAME}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit ${NAME}` })).toBeVisible();
  await page.getByLabel("Search authors").fill(`authordesk ${stamp}`);
  await expect(page.getByRole("list", { name: "Authors" }).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The stories desk offers the new author; the story is bylined and published.
  await page.goto("/admin/stories/new");
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Author").selectOption({ label: NAME });
  await page.getByRole("checkbox", { name: "India News" }).check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/stories\/[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Story published.")).toBeVisible();
  await page.context().close();

  const reader = await browser.newPage();
  const res = await reader.goto(`/author/${encodeURIComponent(NAME)}`);
  expect(res?.status()).toBe(200);
  await expect(reader.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(reader.getByText("Community Correspondent").first()).toBeVisible();
  await expect(reader.locator("img[src*='/uploads/']").first()).toBeVisible();
  await expect(reader.getByText(TITLE).first()).toBeVisible();
  expect(await reader.content()).not.toContain(EMAIL);
  await reader.close();
  const api = await request.get(`/api/authors/name/${encodeURIComponent(NAME)}`);
  expect(await api.text()).not.toContain(EMAIL);
});

test("renaming keeps the old address: 301 to the new name, and the byline follows", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto("/admin/authors");
  await page.getByLabel("Search authors").fill(`authordesk ${stamp}`);
  await page.getByRole("button", { name: `Edit ${NAME}` }).click();
  await page.getByLabel("Name").fill(NEW_NAME);
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByRole("status").getByText(`Saved ${NEW_NAME}.`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Formerly: ${NAME}`)).toBeVisible();
  await page.context().close();

  const old = await request.get(`/author/${encodeURIComponent(NAME)}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/author/${encodeURIComponent(NEW_NAME)}`);

  const reader = await browser.newPage();
  await reader.goto(`/author/${encodeURIComponent(NAME)}`);
  await expect(reader).toHaveURL(new RegExp(`/author/${encodeURIComponent(NEW_NAME).replace(/\./g, "\\.")}$`));
  await expect(reader.getByRole("heading", { name: NEW_NAME, level: 1 })).toBeVisible();
  await expect(reader.getByText(TITLE).first()).toBeVisible();
  expect(await reader.content()).not.toContain(EMAIL);
  await reader.close();
});

test("a deactivated author keeps their page but is not offered for new stories", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto("/admin/authors");
  await page.getByLabel("Search authors").fill(`authordesk ${stamp}`);
  await page.getByRole("button", { name: `Edit ${NEW_NAME}` }).click();
  await page.getByLabel("Active (offered for new stories)").uncheck();
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByRole("status").getByText(`Saved ${NEW_NAME}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Authors" })).toContainText("Inactive");

  await page.goto("/admin/stories/new");
  const select = page.getByLabel("Author");
  await expect(select.locator("option").nth(1)).toBeAttached();
  await expect(select.locator("option", { hasText: NEW_NAME })).toHaveCount(0);
  await page.context().close();
  expect((await request.get(`/author/${encodeURIComponent(NEW_NAME)}`)).status()).toBe(200);
});

test("a live-score update shows on the home Sports block, its clock from the kick-off", async ({ browser }) => {
  const page = await staffPage(browser, editor);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Live scores", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Live scores", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add match" }).click();
  const match = page.getByRole("group").last();
  await match.getByLabel("Competition").fill("Diaspora Cup");
  await match.getByLabel("Home team").fill(`Leicester ${stamp}`);
  await match.getByLabel("Away team").fill("Southall FC");
  await match.getByLabel("Home score").fill("2");
  await match.getByLabel("Away score").fill("1");
  await match.getByLabel("Status").selectOption("live");
  await match.getByLabel("Minute (live)").fill("30");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save live scores" }).click();
  await expect(page.getByRole("status").getByText("Live scores saved.", { exact: true })).toBeVisible();
  await page.context().close();

  const reader = await browser.newPage();
  await reader.goto("/");
  const card = reader
    .getByRole("list", { name: "Live scores" })
    .getByRole("listitem")
    .filter({ hasText: `Leicester ${stamp}` });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText("Southall FC");
  await expect(card).toContainText("LIVE");
  await expect(card.locator("[data-clock]")).toHaveText(/^3[01]'$/);
  await reader.close();
});

test("a seeded author saves from the desk: the job title changes and the social links keep their https:// addresses", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto("/admin/authors");
  await page.getByLabel("Search authors").fill("Sophie Clarke");
  await page.getByRole("button", { name: "Edit Sophie Clarke" }).click();
  const jobTitle = page.getByLabel("Job title");
  const before = await jobTitle.inputValue();
  await jobTitle.fill(`${before} and presenter`);
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByRole("status").getByText("Saved Sophie Clarke.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("LinkedIn link")).toHaveValue("https://linkedin.com/in/sophieclarke");
  // A refused link is told beside its field, in words.
  await page.getByLabel("LinkedIn link").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByLabel("LinkedIn link")).toHaveAccessibleDescription("LinkedIn link must be a site path or an http(s) address");
  await expect(page.getByRole("alert")).toHaveText("Check the highlighted field.");
  await expect(page.getByText("socialLinks.")).toHaveCount(0);
  await page.getByLabel("LinkedIn link").fill("linkedin.com/in/sophieclarke");
  const profile = await (await request.get(`/api/authors/name/${encodeURIComponent("Sophie Clarke")}`, { headers: { "cache-control": "no-cache" } })).json();
  expect(JSON.stringify(profile)).toContain(`${before} and presenter`);
  // Put it back for the specs that read the seeded profile.
  await jobTitle.fill(before);
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByRole("status").getByText("Saved Sophie Clarke.", { exact: true })).toBeVisible();
  await page.context().close();
});
