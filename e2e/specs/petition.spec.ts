import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN } from "../fixtures/constants.ts";
import { holdIslandsModule, pageBox } from "../fixtures/islands.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

const THANKS = "Thank you for signing the petition! Your voice matters.";

interface Petition {
  _id: string;
  title: string;
  decisionMaker: string;
  deadline: string;
  story: { paragraphs: string[]; currentSituation: string[] };
}

async function currentPetition(page: Page): Promise<Petition> {
  const res = await page.request.get("/api/petitions");
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function stats(page: Page, id: string): Promise<{ totalSignatures: number; totalLocations: number; recentSignatures: Array<{ name: string }> }> {
  return (await (await page.request.get(`/api/petitions/${id}/stats`)).json()).data;
}

const signForm = (page: Page) => page.getByRole("region", { name: "Sign this petition" });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

// Signing changes the shared counts: these run one after another.
test.describe.configure({ mode: "serial" });

test.describe("petition page", () => {
  test("renders the petition from the server with stats, hours left from the deadline, supporters, decision maker and the story", async ({ page }) => {
    test.slow();
    const petition = await currentPetition(page);
    const s = await stats(page, petition._id);
    const response = await gotoHydrated(page, "/petition");
    expect(response?.status()).toBe(200);
    // Served through the page cache like every anonymous page (its counts may be a few seconds old).
    expect(response?.headers()["x-page-cache"]).toMatch(/^(miss|hit|coalesced)$/);
    await expect(page).toHaveTitle(`${petition.title} | MATV`);
    await expect(page.getByRole("heading", { level: 1, name: petition.title })).toBeVisible();

    const tiles = page.getByTestId("petition-stats");
    await expect(tiles).toContainText(`${s.totalSignatures.toLocaleString("en-GB")}Signatures`);
    await expect(tiles).toContainText(`${s.totalLocations}Locations`);
    const hoursText = await tiles.locator("div", { hasText: "Hours Left" }).locator("span").nth(1).innerText();
    const expected = Math.floor((new Date(petition.deadline).getTime() - Date.now()) / 3_600_000);
    expect(Math.abs(Number(hoursText) - expected)).toBeLessThanOrEqual(1);
    expect(Number(hoursText)).not.toBe(48);

    const supporters = page.getByTestId("recent-supporters").getByRole("listitem");
    await expect(supporters).toHaveCount(s.recentSignatures.length);
    await expect(supporters.first()).toContainText(s.recentSignatures[0]!.name);
    await expect(page.getByRole("heading", { name: "Decision maker" })).toBeVisible();
    await expect(page.getByText(petition.decisionMaker, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Issue" })).toBeVisible();
    await expect(page.getByText(petition.story.currentSituation[0]!)).toBeVisible();
    await expect(page.getByTestId("verified-count")).toHaveText(`${s.totalSignatures.toLocaleString("en-GB")} verified signatures`);
    await expect(page.getByLabel("Location", { exact: true })).toHaveAttribute("placeholder", "Enter your city, state/province, country");
    await expectNoAxeViolations(page);
  });

  test("signing shows 'Signing...', the thank-you, clears the form and refreshes the count a second later", async ({ page }) => {
    const petition = await currentPetition(page);
    const before = (await stats(page, petition._id)).totalSignatures;
    // The page itself may come from the page cache: the count after signing comes from the API.
    await page.request.get("/petition");
    expect((await page.request.get("/petition")).headers()["x-page-cache"]).toBe("hit");
    await gotoHydrated(page, "/petition");
    const id = unique();
    await page.getByLabel("First name").fill(`Kavya${id}`);
    await page.getByLabel("Last name").fill("Reader");
    await page.getByLabel("Email", { exact: true }).fill(`kavya.${id}@example.com`);
    await page.getByLabel("Location", { exact: true }).fill("Leicester, England, United Kingdom");
    await page.getByLabel("Display my name and location on this petition").check();

    // Hold the answer briefly so the busy state can be seen.
    await page.route("**/api/signatures", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign this petition" }).click();
    await expect(page.getByRole("button", { name: "Signing..." })).toBeDisabled();
    await expect(signForm(page).getByRole("status")).toHaveText(THANKS);
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Display my name and location on this petition")).toBeChecked();

    const after = (before + 1).toLocaleString("en-GB");
    await expect(page.getByTestId("verified-count")).toHaveText(`${after} verified signatures`, { timeout: 5_000 });
    await expect(page.getByTestId("petition-stats")).toContainText(`${after}Signatures`);
    await expect(page.getByTestId("recent-supporters").getByRole("listitem").first()).toContainText(`Kavya${id} Reader`);
  });

  test("before its island has loaded, what is typed is kept and Enter signs once it has; no script before the reader does anything (ADR 085)", async ({
    page,
  }) => {
    const petition = await currentPetition(page);
    const before = (await stats(page, petition._id)).totalSignatures;
    const island = page.locator('[data-island-name="PetitionView"]');
    const { release, scripts, errors } = await holdIslandsModule(page);
    await page.goto("/petition", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    await expect(island).toHaveAttribute("data-island-priority", "interaction");
    const box = await pageBox(island);
    const id = unique();
    // From the keyboard: focus reaches the form's first field through the page's links.
    await page.getByLabel("First name").focus();
    await page.keyboard.type(`Ira${id}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Reader");
    await page.getByLabel("Email", { exact: true }).fill(`ira.${id}@example.com`);
    await page.getByLabel("Location", { exact: true }).fill("Leicester, England, United Kingdom");
    await page.getByLabel("Location", { exact: true }).press("Enter");
    // Held: not the browser's own GET of the page with what was typed in its address.
    await expect(page).toHaveURL(/\/petition$/);
    await expect(island).not.toHaveAttribute("data-island-hydrated");
    release();
    await expect(signForm(page).getByRole("status")).toHaveText(THANKS);
    await expect(island).toHaveAttribute("data-island-hydrated", "true");
    await expect(page.getByLabel("First name")).toHaveValue("");
    // Nothing moved when the island hydrated (the thank-you is inside the form, below the stats).
    expect((await pageBox(island)).top).toBe(box.top);
    // The page may be seconds old (cached): the count after signing comes from the API.
    await expect(page.getByTestId("verified-count")).toHaveText(`${(before + 1).toLocaleString("en-GB")} verified signatures`, { timeout: 5_000 });
    await expect(page.getByTestId("recent-supporters").getByRole("listitem").first()).toContainText(`Ira${id} Reader`);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("a repeat signature shows the server's message in a red banner, keeps the form, and the next submit clears it", async ({ page }) => {
    const petition = await currentPetition(page);
    const id = unique();
    const email = `repeat.${id}@example.com`;
    const first = await page.request.post("/api/signatures", {
      data: { firstName: "Ravi", lastName: "Shah", email, location: "Kochi", displayName: false, petitionId: petition._id },
    });
    expect(first.status()).toBe(201);

    await gotoHydrated(page, "/petition");
    await page.getByLabel("First name").fill("Ravi");
    await page.getByLabel("Last name").fill("Shah");
    await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
    await page.getByLabel("Location", { exact: true }).fill("Kochi");
    await page.getByRole("button", { name: "Sign this petition" }).click();
    const banner = signForm(page).getByRole("alert");
    await expect(banner).toHaveText("You have already signed this petition.");
    await expect(banner).toHaveClass(/red/);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email.toUpperCase());

    let release: () => void = () => {};
    await page.route("**/api/signatures", async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign this petition" }).click();
    await expect(page.getByRole("button", { name: "Signing..." })).toBeVisible();
    await expect(signForm(page).getByRole("alert")).toHaveCount(0);
    release();
    await expect(signForm(page).getByRole("alert")).toHaveText("You have already signed this petition.");
  });

  test("a refused field is told beside it, in words, without the field's name in code", async ({ page }) => {
    await gotoHydrated(page, "/petition");
    await page.getByLabel("First name").fill("Asha");
    await page.getByLabel("Last name").fill("Reader");
    // The browser accepts it; the server does not.
    await page.getByLabel("Email", { exact: true }).fill("asha@localhost");
    await page.getByLabel("Location", { exact: true }).fill("Leicester");
    await page.getByRole("button", { name: "Sign this petition" }).click();
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(email).toBeFocused();
    await expect(signForm(page)).not.toContainText("email:");
    await expectNoAxeViolations(page);
  });

  test("the terms and privacy links lead to real pages", async ({ page }) => {
    test.slow();
    await gotoHydrated(page, "/petition");
    await page.getByRole("link", { name: "Terms of Use" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await page.goto("/petition");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("staff search signatures and download them as CSV", async ({ page }) => {
    test.slow();
    const petition = await currentPetition(page);
    const id = unique();
    const email = `csv.${id}@example.com`;
    expect(
      (
        await page.request.post("/api/signatures", {
          data: { firstName: "Csv", lastName: `Tester${id}`, email, location: "=cmd|' /C calc'!A0", displayName: true, petitionId: petition._id },
        })
      ).status(),
    ).toBe(201);

    const login = await page.request.post("/api/users/login", { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const { token, user } = await login.json();
    await page.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem("token", t as string);
        window.localStorage.setItem("user", u as string);
      },
      [token, JSON.stringify(user)],
    );
    await page.goto("/admin/signatures");
    await expect(page.getByRole("heading", { name: "Petition signatures" })).toBeVisible();
    await page.getByLabel("Search signatures").fill(`Tester${id}`);
    await page.getByRole("search", { name: "Signature search" }).getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("signatures-total")).toHaveText("1 signature");
    await expect(page.getByRole("cell", { name: email })).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^signatures-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain(email);
    expect(csv).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    await expectNoAxeViolations(page);
  });
});
