import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN } from "../fixtures/constants.ts";
import { holdIslandsModule, pageBox } from "../fixtures/islands.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

const THANKS = "Thank you for reaching out! We have received your submission and will review it shortly.";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const card = (page: Page) => page.getByTestId("support-card");
const select = (page: Page, name: "Country" | "State" | "City") => card(page).locator(`select[name="${name.toLowerCase()}"]`);

/** Picks an option by its visible name and waits until it is chosen. */
async function choose(page: Page, name: "Country" | "State" | "City", label: string) {
  await select(page, name).selectOption({ label });
}

test.describe("diaspora support form", () => {
  test("shows the notice and the four sections; axe finds nothing", async ({ page }) => {
    // axe walks ~500 select options: give it time on a busy machine.
    test.slow();
    await gotoHydrated(page, "/diaspora-support");
    await expect(page).toHaveTitle("Indian Diaspora Support | MATV");
    await expect(page.getByRole("note")).toContainText("we cannot guarantee that your issue will be resolved");
    for (const legend of ["Contact Information", "Location", "Issue Description", "Attachments"]) {
      await expect(card(page).getByRole("group", { name: legend })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("country → state → city: lists load from our API, changes clear what depends on them", async ({ page }) => {
    await gotoHydrated(page, "/diaspora-support");
    await expect(select(page, "State")).toBeDisabled();
    await expect(select(page, "City")).toBeDisabled();

    // Hold the states answer to see the loading state.
    let release: () => void = () => {};
    await page.route("**/api/locations/states?**", async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    await choose(page, "Country", "India");
    await expect(select(page, "State")).toBeDisabled();
    await expect(select(page, "State").locator("option").first()).toHaveText("Loading...");
    release();
    await expect(select(page, "State")).toBeEnabled();
    await page.unroute("**/api/locations/states?**");
    await choose(page, "State", "Kerala");
    await expect(select(page, "City")).toBeEnabled();
    await choose(page, "City", "Kollam");
    await expect(select(page, "City")).toHaveValue("Kollam");

    await choose(page, "State", "Goa");
    await expect(select(page, "City")).toHaveValue("");
    await expect(select(page, "City").locator("option", { hasText: "Kollam" })).toHaveCount(0);

    await choose(page, "Country", "United Kingdom");
    await expect(select(page, "State")).toHaveValue("");
    await expect(select(page, "City")).toHaveValue("");
    await expect(select(page, "City")).toBeDisabled();
    await expect(select(page, "State").locator("option", { hasText: "Kerala" })).toHaveCount(0);
    await expect(select(page, "State").locator("option", { hasText: "England" })).toHaveCount(1);
  });

  test("the phone country starts at the United Kingdom without a country header or region, then follows the Location country until the reader picks one", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await gotoHydrated(page, "/diaspora-support");
    const phoneCountry = page.getByLabel("Phone country");
    await expect(phoneCountry).toHaveValue("GB");
    await choose(page, "Country", "India");
    await expect(phoneCountry).toHaveValue("IN");
    await choose(page, "Country", "United Kingdom");
    await expect(phoneCountry).toHaveValue("GB");
    // The reader's own choice wins from then on.
    await phoneCountry.selectOption("FR");
    await choose(page, "Country", "India");
    await expect(phoneCountry).toHaveValue("FR");
    await context.close();
  });

  test("the page comes from the page cache, one copy per reader country: each reader gets their own phone country", async ({ browser }) => {
    const readerFrom = async (country: string) => {
      const context = await browser.newContext({ locale: "en", extraHTTPHeaders: { "x-country-code": country } });
      const page = await context.newPage();
      const response = await page.goto("/diaspora-support");
      await expect(page.getByLabel("Phone country")).toHaveValue(country);
      const cache = response?.headers()["x-page-cache"];
      await context.close();
      return cache;
    };
    expect(await readerFrom("IN")).toMatch(/^(miss|hit|coalesced)$/);
    expect(await readerFrom("GB")).toMatch(/^(miss|hit|coalesced)$/);
    // A second reader from India within the cache's few seconds: the same page, India still preselected.
    const again = await browser.newContext({ locale: "en", extraHTTPHeaders: { "x-country-code": "IN" } });
    const answers = await Promise.all([again.request.get("/diaspora-support"), again.request.get("/diaspora-support")]);
    expect(answers.map((a) => a.headers()["x-page-cache"])).toContain("hit");
    await again.close();
  });

  test("email and phone are checked on blur and the errors clear on focus; the phone country follows the reader's country", async ({ page }) => {
    test.slow();
    await page.setExtraHTTPHeaders({ "x-country-code": "IN" });
    await gotoHydrated(page, "/diaspora-support");
    const email = card(page).locator('input[name="email"]');
    await email.fill("not-an-email");
    await email.blur();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.focus();
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);

    await expect(page.getByLabel("Phone country")).toHaveValue("IN");
    const phone = page.getByRole("textbox", { name: "Phone (optional)" });
    await phone.fill("12345");
    await phone.blur();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await phone.focus();
    await expect(page.getByText("Please enter a valid phone number")).toHaveCount(0);
    // A valid Indian mobile is fine; the same digits are not a UK mobile.
    await phone.fill("98765 43210");
    await phone.blur();
    await expect(page.getByText("Please enter a valid phone number")).toHaveCount(0);
    await page.getByLabel("Phone country").selectOption("GB");
    await phone.focus();
    await phone.blur();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("attachments are listed with size, added to, removed, and files over 10 MB are refused in the browser", async ({ page }) => {
    await gotoHydrated(page, "/diaspora-support");
    const input = page.locator("#support-attachments");
    await input.setInputFiles([
      { name: "passport.pdf", mimeType: "application/pdf", buffer: Buffer.concat([PDF, Buffer.alloc(1_572_864 - PDF.length, 0x20)]) },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    ]);
    const list = page.getByRole("list", { name: "Chosen attachments" }).getByRole("listitem");
    await expect(list).toHaveCount(2);
    await expect(list.nth(0)).toContainText("passport.pdf (1.50 MB)");
    await expect(list.nth(1)).toContainText("notes.txt (0.00 MB)");

    await input.setInputFiles([{ name: "letter.pdf", mimeType: "application/pdf", buffer: PDF }]);
    await expect(list).toHaveCount(3);
    await page.getByRole("button", { name: "Remove notes.txt" }).click();
    await expect(list).toHaveCount(2);
    await expect(list.nth(1)).toContainText("letter.pdf");

    await input.setInputFiles([{ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) }]);
    await expect(page.getByText("huge.pdf: Each attachment must be 10 MB or smaller.")).toBeVisible();
    await expect(list).toHaveCount(2);
  });

  test("before its island has loaded, what is typed and picked is kept, the email left is checked, and Submit sends once it has (ADR 085)", async ({
    page,
  }) => {
    test.slow();
    const form = page.locator('[data-island-name="SupportForm"]');
    const { release, scripts, errors } = await holdIslandsModule(page);
    await page.goto("/diaspora-support", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    await expect(form).not.toHaveAttribute("data-island-hydrated");
    const box = await pageBox(form);
    await card(page).locator('input[name="email"]').fill("not-an-email");
    await card(page).getByLabel("Subject").fill("Consular help before hydration");
    await card(page).getByLabel("Describe your issue").fill("Typed before the form's script had come.");
    await choose(page, "Country", "India");
    release();
    await expect(form).toHaveAttribute("data-island-hydrated", "true");
    // The email the reader left is checked, the rest is as typed, and the country's states load.
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(card(page).getByLabel("Subject")).toHaveValue("Consular help before hydration");
    await expect(card(page).getByLabel("Describe your issue")).toHaveValue("Typed before the form's script had come.");
    await expect(select(page, "Country")).toHaveValue(/.+/);
    await expect(select(page, "State")).toBeEnabled();
    expect((await pageBox(form)).top).toBe(box.top);
    await card(page).locator('input[name="email"]').fill("reader@example.co.uk");
    await choose(page, "State", "Kerala");
    await expect(select(page, "City")).toBeEnabled();
    await choose(page, "City", "Kollam");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(card(page).getByRole("status")).toContainText(THANKS);
    expect(errors).toEqual([]);
  });

  test("a submit pressed before the island has loaded is sent once it has", async ({ page }) => {
    const { release, errors } = await holdIslandsModule(page);
    await page.goto("/diaspora-support", { waitUntil: "networkidle" });
    await card(page).locator('input[name="email"]').fill("reader@example.co.uk");
    // Required fields left empty: the browser's own check answers the press, before and after hydration alike.
    await page.getByRole("button", { name: "Submit Request" }).click();
    release();
    await expect(page.locator('[data-island-name="SupportForm"]')).toHaveAttribute("data-island-hydrated", "true");
    await expect(card(page).locator('input[name="email"]')).toHaveValue("reader@example.co.uk");
    await expect(page).toHaveURL(/\/diaspora-support$/);
    expect(errors).toEqual([]);
  });

  test("a server failure shows 'Failed to submit your request: Server error: {status} - {text}'", async ({ page }) => {
    await gotoHydrated(page, "/diaspora-support");
    await fillRequired(page, "failure");
    await page.route("**/api/diaspora-support", (route) => route.fulfill({ status: 502, contentType: "text/plain", body: "Bad Gateway" }));
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(card(page).getByRole("alert")).toHaveText("Failed to submit your request: Server error: 502 - Bad Gateway");
    await expect(card(page).getByLabel("Subject")).toHaveValue("Consular help failure");
  });

  test("submitting sends the request; staff see it and download its attachment", async ({ page, browser }) => {
    test.slow();
    await gotoHydrated(page, "/diaspora-support");
    const subject = await fillRequired(page, `e2e ${Date.now()}`);
    await page.getByLabel("Phone country").selectOption("GB");
    await page.getByRole("textbox", { name: "Phone (optional)" }).fill("07400 123456");
    await page.locator("#support-attachments").setInputFiles([{ name: "consulate-letter.pdf", mimeType: "application/pdf", buffer: PDF }]);

    let release: () => void = () => {};
    await page.route("**/api/diaspora-support", async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    const status = card(page).getByRole("status");
    await expect(status).toContainText(THANKS);
    const reference = (await page.getByTestId("support-reference").innerText()).trim();
    expect(reference).toMatch(/^MATV-[A-Z0-9]{6}$/);
    await expect(card(page).getByLabel("Subject")).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Phone (optional)" })).toHaveValue("");
    await expect(select(page, "Country")).toHaveValue("");
    await expect(select(page, "State")).toBeDisabled();
    await expect(page.getByRole("list", { name: "Chosen attachments" })).toHaveCount(0);
    expect(await page.locator("#support-attachments").evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await expect.poll(() => card(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(40);

    // An unauthenticated reader cannot list or download anything.
    expect((await page.request.get("/api/admin/support-requests")).status()).toBe(401);

    const login = await page.request.post("/api/users/login", { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const { token, user } = await login.json();
    const staffContext = await browser.newContext();
    await staffContext.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem("token", t as string);
        window.localStorage.setItem("user", u as string);
      },
      [token, JSON.stringify(user)],
    );
    const staff = await staffContext.newPage();
    await staff.goto("/admin/support-requests");
    const item = staff.getByTestId("support-request").filter({ hasText: reference });
    await expect(item).toBeVisible();
    await expect(item.getByRole("heading", { name: subject })).toBeVisible();
    await expect(item).toContainText("+447400123456");
    await expect(item).toContainText("Kollam, Kerala, India");

    const downloadPromise = staff.waitForEvent("download");
    await item.getByRole("button", { name: /consulate-letter\.pdf/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("consulate-letter.pdf");
    // Staff get the file as qpdf rewrote it (ADR 040): still the reader's PDF, its catalogue intact.
    const downloaded = (await readFile((await download.path())!)).toString("latin1");
    expect(downloaded.startsWith("%PDF-")).toBe(true);
    expect(downloaded).toMatch(/\/Type\s*\/Catalog/);

    await item.getByLabel("Status").selectOption("in_progress");
    await item.getByLabel("Notes").fill("Called the family.");
    await item.getByRole("button", { name: "Save" }).click();
    await expect(item.getByRole("status")).toHaveText("Saved.");
    await expect(item).toContainText("In progress");
    await expectNoAxeViolations(staff);
    await staffContext.close();
  });
});

/** Fills every required field with a real place; returns the subject. */
async function fillRequired(page: Page, tag: string): Promise<string> {
  await card(page).locator('input[name="email"]').fill("reader@example.co.uk");
  await choose(page, "Country", "India");
  await expect(select(page, "State")).toBeEnabled();
  await choose(page, "State", "Kerala");
  await expect(select(page, "City")).toBeEnabled();
  await choose(page, "City", "Kollam");
  const subject = `Consular help ${tag}`;
  await card(page).getByLabel("Subject").fill(subject);
  await card(page).getByLabel("Describe your issue").fill("My father's passport renewal has been pending for four months.");
  return subject;
}
