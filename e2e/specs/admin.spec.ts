import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN } from "../fixtures/constants.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { signIn } from "../fixtures/staff.ts";
import { solidPng } from "../../apps/server/src/testing/pngFiles.ts";

const LOGIN_SUCCESS = "✅ Logged in successfully!";
const LOGIN_FAILED = "❌ Login failed. Please check your email or password.";

test.describe("staff sign-in and the dashboard", () => {
  test("signs in through the form with the spec's alerts, lands on the dashboard, signs out", async ({ page }) => {
    await page.goto("/login");
    const form = page.getByRole("region", { name: "Admin Login" });
    await form.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
    await form.getByLabel("Password", { exact: true }).fill("wrong-password");
    let alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Login" }).click();
    expect(await alert).toBe(LOGIN_FAILED);
    await expect(page).toHaveURL(/\/login$/);

    await form.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Login" }).click();
    expect(await alert).toBe(LOGIN_SUCCESS);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("without a token every admin page sends the editor to /login", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/update-india-news", "/admin/update-world-news", "/admin/staff"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    }
  });

  test("the dashboard links to every editor and staff view, and passes axe", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    const expected = [
      "/admin/update-homepage",
      "/admin/update-matv",
      "/admin/update-deep-dive",
      ...[
        "world-news",
        "viral-news",
        "latest-news",
        "india-news",
        "web-stories",
        "science-news",
        "opinion",
        "entertainment",
        "defence",
        "sportfit",
        "education",
        "election-news",
        "health",
        "tech",
        "initiatives",
      ].map((k) => `/admin/update-${k}`),
      "/admin/analytics",
      "/admin/stories",
      "/admin/blogs",
      "/admin/authors",
      "/admin/petitions",
      "/admin/live-scores",
      "/admin/liveblogs",
      "/admin/staff",
      "/admin/signatures",
      "/admin/support-requests",
      "/admin/live-tv",
      "/admin/schedule",
      "/admin/shows",
      "/admin/breaking",
      "/admin/newsletter",
      "/admin/analytics",
      "/admin/alerts",
      "/admin/audit",
      // The published English stories with no Hindi translation (ADR 079), once counted.
      "/admin/stories?status=published&language=en&untranslated=hi",
    ];
    await expect(page.getByRole("link", { name: /no Hindi translation$/ })).toBeVisible();
    const hrefs = await page
      .getByRole("region", { name: "Admin dashboard" })
      .locator("a[href^='/admin/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(expected));
    await expectNoAxeViolations(page);
    await page.getByRole("region", { name: "Admin dashboard" }).getByRole("link", { name: "Tech", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/update-tech$/);
    await expect(page.getByRole("heading", { name: "Update Tech" })).toBeVisible();
  });
});

test.describe("list editors", () => {
  test("India news: add an item, upload its image with progress, save, see it on /india-news", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/update-india-news");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    const before = await page.locator("main fieldset").count();
    await page.getByRole("button", { name: "Add item" }).click();
    const item = page.locator("main fieldset").nth(before);
    await expect(item).toBeVisible();
    const title = `Leicester Diwali lights ${Date.now()}`;
    await item.getByLabel("Title").fill(title);
    // A title change regenerates the slug...
    await expect(item.getByLabel("Slug")).toHaveValue(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    // ...which can then be edited by hand.
    const slug = `diwali-lights-${Date.now()}`;
    await item.getByLabel("Slug").fill(slug);
    await item.getByLabel("Category").fill("Community");
    await item.getByLabel("Content (HTML allowed)").fill('<p>The lights are on.</p><script>alert("x")</script>');
    await expect(item.getByLabel("Content (HTML allowed)")).toHaveAttribute("rows", "5");

    // Hold the upload's answer a moment so the progress state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/upload", async (route) => {
      await held;
      await route.continue();
    });
    await item.getByLabel("Image").setInputFiles({ name: "lights.png", mimeType: "image/png", buffer: solidPng(1400, 800, [230, 120, 20]) });
    await expect(item.getByRole("progressbar")).toBeVisible();
    await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    release();
    await expect(item.getByRole("progressbar")).toBeHidden();
    await expect(item.locator("img")).toHaveAttribute("src", /\/media\/uploads\/[0-9a-f]{24}-480\.webp$/);
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();

    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Save" }).click();
    expect(await alert).toBe("India news updated");

    const list = await (await page.request.get("/api/india-news")).json();
    const saved = list.find((i: { title: string }) => i.title === title);
    expect(saved._id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved.content).toBe("<p>The lights are on.</p>");

    await page.goto("/india-news");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /\/media\/uploads\/[0-9a-f]{24}-\d+\.webp$/);
    // The hand-edited slug is the item's public address.
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/india-news/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("web stories: delete asks the spec's question; cancel keeps, OK removes; restore brings it back", async ({ page }) => {
    await signIn(page);
    const [first] = await (await page.request.get("/api/web-stories")).json();
    expect(first).toBeTruthy();
    await page.goto("/admin/update-web-stories");
    const item = page.locator("main fieldset").filter({ has: page.getByLabel("Title").and(page.locator(`[value="${first.title.replace(/"/g, '\\"')}"]`)) });
    await expect(item).toHaveCount(1);

    const question = new Promise<string>((resolve) => page.once("dialog", async (d) => (resolve(d.message()), await d.dismiss())));
    await item.getByRole("button", { name: "Delete item" }).click();
    expect(await question).toBe("Are you sure you want to delete this web story?");
    await expect(item).toHaveCount(1);

    const confirm = acceptNextDialog(page);
    await item.getByRole("button", { name: "Delete item" }).click();
    await confirm;
    await expect(item).toHaveCount(0);
    const saved = acceptNextDialog(page);
    await page.getByRole("button", { name: "Save" }).click();
    expect(await saved).toBe("Web Stories updated successfully!");
    const after = await (await page.request.get("/api/web-stories")).json();
    expect(after.map((i: { _id: string }) => i._id)).not.toContain(first._id);

    // The removed story is kept and can be restored.
    await page.getByText(/Deleted items \(\d+\)/).click();
    await page.getByRole("listitem").filter({ hasText: first.title }).getByRole("button", { name: "Restore" }).click();
    await expect(page.locator("main fieldset").filter({ has: page.locator(`input[value="${first.title.replace(/"/g, '\\"')}"]`) })).toHaveCount(1);
    const restored = await (await page.request.get("/api/web-stories")).json();
    expect(restored.map((i: { _id: string }) => i._id)).toContain(first._id);
  });

  test("two editors save the same list: the second gets the conflict message and can reload", async ({ browser }) => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    await signIn(a);
    await signIn(b);
    await a.goto("/admin/update-education");
    await b.goto("/admin/update-education");
    await expect(a.getByRole("button", { name: "Save" })).toBeEnabled();
    await expect(b.getByRole("button", { name: "Save" })).toBeEnabled();

    await a.getByRole("button", { name: "Add item" }).click();
    await a.locator("main fieldset").last().getByLabel("Title").fill("Editor A's school story");
    const okA = acceptNextDialog(a);
    await a.getByRole("button", { name: "Save" }).click();
    expect(await okA).toBe("Education updated successfully!");

    await b.getByRole("button", { name: "Add item" }).click();
    await b.locator("main fieldset").last().getByLabel("Title").fill("Editor B's school story");
    const failB = acceptNextDialog(b);
    await b.getByRole("button", { name: "Save" }).click();
    expect(await failB).toMatch(/^Failed to update education\n.*Reload/);
    await expect(b.getByRole("alert")).toContainText("Someone else saved this list");
    await b.getByRole("button", { name: "Reload" }).click();
    await expect(b.locator('input[value="Editor A\'s school story"]')).toHaveCount(1);
    await a.close();
    await b.close();
  });

  test("a file that is not an image is refused with the editor's upload failure alert", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/update-viral-news");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await page.getByRole("button", { name: "Add item" }).click();
    const item = page.locator("main fieldset").last();
    const alert = acceptNextDialog(page);
    await item
      .getByLabel("Image")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("MZ this is really a program, not a picture") });
    expect(await alert).toBe("Image upload failed\nOnly JPEG, PNG, WebP, GIF or AVIF images can be uploaded.");
    await expect(item.locator("img")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  test("moving an item up changes the public order after saving", async ({ page }) => {
    await signIn(page);
    const before = await (await page.request.get("/api/election-news")).json();
    expect(before.length).toBeGreaterThan(1);
    await page.goto("/admin/update-election-news");
    await page.getByRole("button", { name: "Move item 2 up" }).click();
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Save" }).click();
    expect(await alert).toBe("Election News updated successfully!");
    const after = await (await page.request.get("/api/election-news")).json();
    expect(after.slice(0, 2).map((i: { _id: string }) => i._id)).toEqual([before[1]._id, before[0]._id]);
    await page.goto("/election-news");
    await expect(page.getByRole("article").first()).toContainText(before[1].title);
  });

  test("the editor page passes axe", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/update-science-news");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

test.describe("world news", () => {
  test("nothing valid to save gives the spec's alert", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/update-world-news");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    page.on("dialog", (d) => void d.accept());
    const deletes = page.getByRole("button", { name: "Delete item" });
    while ((await deletes.count()) > 0) await deletes.first().click();
    await page.getByRole("button", { name: "Add world news item" }).click();
    await page.getByLabel("Title").fill("A title but no image");
    page.removeAllListeners("dialog");
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Save" }).click();
    expect(await alert).toBe("No valid entries to save. Please add at least one item with image and title.");
  });
});

test.describe("homepage, MATV and deep-dive editors", () => {
  test("MATV: only lines with a colon become live updates; blank centre-list lines are dropped", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/update-matv");
    await page.getByLabel("Main story title").fill("Budget day in Westminster");
    await page
      .getByLabel("Live updates (one a line, time: text)")
      .fill("10:30: Chancellor stands up\nno colon, so ignored\n\nNoon: Markets react: pound rises");
    await expect(page.getByText("2 live updates will be saved")).toBeVisible();
    await page.getByLabel("Centre list (one entry a line)").fill("First point\n\n   \nSecond point");
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Update MATV Section" }).click();
    expect(await alert).toBe("MATV section updated successfully.");
    const { data } = await (await page.request.get("/api/matv")).json();
    expect(data.mainStory.title).toBe("Budget day in Westminster");
    expect(data.liveUpdates).toEqual([
      { time: "10:30", text: "Chancellor stands up" },
      { time: "Noon", text: "Markets react: pound rises" },
    ]);
    expect(data.centerList).toEqual(["First point", "Second point"]);
  });

  test("homepage: trending topics are split on commas and trimmed", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/update-homepage");
    await page.getByLabel("Headline").fill("Monsoon arrives early");
    await page.getByLabel("Trending topics (comma-separated)").fill(" Cricket ,Budget,, Monsoon ");
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Update Homepage" }).click();
    expect(await alert).toBe("Homepage updated successfully!");
    const { data } = await (await page.request.get("/api/homepage")).json();
    expect(data).toMatchObject({ headline: "Monsoon arrives early", trendingTopics: ["Cricket", "Budget", "Monsoon"] });
  });

  test("deep dive: at least 4 cards, one in edit mode at a time, save and cancel", async ({ page }) => {
    await signIn(page);
    const cards = await (await page.request.get("/api/deepdive")).json();
    await page.goto("/admin/update-deep-dive");
    await expect(page.getByTestId("deep-dive-card").or(page.getByTestId("deep-dive-placeholder"))).toHaveCount(Math.max(4, cards.length));
    test.skip(cards.length === 0, "no deep-dive cards seeded");
    const edits = page.getByRole("button", { name: "Edit" });
    await edits.first().click();
    // While one card is in edit mode, no other can be opened.
    for (const button of await page.getByRole("button", { name: "Edit" }).all()) await expect(button).toBeDisabled();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Edit" }).first()).toBeEnabled();
    await page.getByRole("button", { name: "Edit" }).first().click();
    const newTitle = `${cards[0].title} (updated)`;
    await page.getByLabel("Title", { exact: true }).fill(newTitle);
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Save" }).click();
    expect(await alert).toBe("Card updated successfully!");
    await expect(page.getByRole("heading", { name: newTitle })).toBeVisible();
    const after = await (await page.request.get(`/api/deepdive/${cards[0]._id}`)).json();
    expect(after.title).toBe(newTitle);
  });
});

test.describe("staff accounts", () => {
  test("an admin sees active accounts by default, filters by role, adds an editor account and disables it", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/staff");
    const region = page.getByRole("region", { name: "Staff accounts" });
    const rows = region.getByRole("row").filter({ has: page.getByRole("cell") });
    // The seed's disabled reporters stay out of the default list.
    await expect(region.getByLabel("Accounts")).toHaveValue("active");
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: "Disabled" })).toHaveCount(0);
    await region.getByLabel("Accounts").selectOption("disabled");
    await expect(rows.filter({ hasText: "Active" })).toHaveCount(0);
    await expect(rows.filter({ hasText: "Disabled" }).first()).toBeVisible();
    await region.getByLabel("Accounts").selectOption("active");
    await region.getByLabel("Roles").selectOption("admin");
    await expect(rows.filter({ hasText: "e2e-admin@matv.local" })).toHaveCount(1);
    await expect(rows.filter({ hasNotText: "admin" })).toHaveCount(0);
    await region.getByLabel("Roles").selectOption("");
    const email = `reporter-${Date.now()}@matv.local`;
    await region.getByLabel("Email", { exact: true }).fill(email);
    await region.getByLabel("Role", { exact: true }).selectOption("editor");
    await region.getByLabel(/^Password/).fill("a long enough password");
    await region.getByRole("button", { name: "Add account" }).click();
    await expect(region.getByRole("status")).toHaveText("Staff account added.");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Active");
    const confirm = acceptNextDialog(page);
    await row.getByRole("button", { name: /Disable/ }).click();
    expect(await confirm).toContain(email);
    // Disabled, it leaves the active list and is found among the disabled ones.
    await expect(region.getByRole("status")).toHaveText(`${email} disabled.`);
    await expect(row).toHaveCount(0);
    await region.getByLabel("Accounts").selectOption("disabled");
    await expect(row).toContainText("Disabled");
    await expectNoAxeViolations(page);
  });
});

test.describe("staff form messages", () => {
  test("a refused password is told beside the password field, in words", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/staff");
    const form = page.getByRole("form", { name: "Add a staff account" });
    await form.getByLabel("Email", { exact: true }).fill(`common-${Date.now()}@matv.local`);
    await form.getByLabel(/^Password/).fill("123qweasdzxc");
    await form.getByRole("button", { name: "Add account" }).click();
    const password = form.getByLabel(/^Password/);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(/^Password is one of the most common passwords/);
    await expect(page.getByRole("region", { name: "Staff accounts" }).getByRole("status")).toHaveText("Check the highlighted field.");
    await expect(page.getByText(/password: /)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("the editor role", () => {
  test("an editor edits content but cannot manage staff accounts, and can change their own password", async ({ page }) => {
    const { token } = await signIn(page);
    const email = `desk-editor-${Date.now()}@matv.local`;
    const created = await page.request.post("/api/staff", {
      data: { email, role: "editor", password: "first password 1" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    const login = await (await page.request.post("/api/users/login", { data: { email, password: "first password 1" } })).json();

    const context = await page.context().browser()!.newContext();
    const editorPage = await context.newPage();
    // Only the first time: changing the password revokes this token and the page keeps the new one (ADR 041).
    await editorPage.addInitScript(
      ([t, u]) => {
        if (window.localStorage.getItem("token")) return;
        window.localStorage.setItem("token", t as string);
        window.localStorage.setItem("user", u as string);
      },
      [login.token, JSON.stringify(login.user)],
    );
    await editorPage.goto("/admin/staff");
    const region = editorPage.getByRole("region", { name: "Staff accounts" });
    await expect(region.getByText("Only admins can see and change staff accounts.")).toBeVisible();
    await expect(region.getByRole("button", { name: "Add account" })).toHaveCount(0);
    await region.getByLabel("Current password").fill("first password 1");
    await region.getByLabel(/^New password/).fill("second password 2");
    await region.getByRole("button", { name: "Change password" }).click();
    await expect(region.getByRole("status")).toHaveText("Password changed.");
    const relogin = await editorPage.request.post("/api/users/login", { data: { email, password: "second password 2" } });
    expect(relogin.status()).toBe(200);

    await editorPage.goto("/admin/update-health");
    await expect(editorPage.getByRole("button", { name: "Save" })).toBeEnabled();
    const alert = acceptNextDialog(editorPage);
    await editorPage.getByRole("button", { name: "Save" }).click();
    expect(await alert).toBe("Health updated successfully!");
    await context.close();
  });
});
