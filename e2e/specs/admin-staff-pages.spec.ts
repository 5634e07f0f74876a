import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * Staff pages rendered on the server for the signed-in (ADR 070): the sign-in leaves the staff page cookie, the
 * dashboard and the stories list arrive with the shell and their first data, never cached; without it the
 * placeholder as before; the browser's token guard still decides; signing out ends it.
 */
test("after signing in, the dashboard and the stories list come rendered from the server, never cached; signing out ends it", async ({ page, browser }) => {
  // An account of its own: signing out revokes every token of the account (ADR 041).
  const account = { email: `ssr-editor-${Date.now()}@matv.local`, password: `ssr-password-${Date.now()}`, role: "editor", name: "Server Rendered" };
  const created = await page.request.post("/api/staff", { headers: staffHeaders(await staffSession(page.request)), data: account });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  const welcome = acceptNextDialog(page);
  await page.getByRole("button", { name: "Login" }).click();
  await welcome;
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();

  // The page's own HTML, as the server sent it with the browser's cookie.
  const stories = await page.request.get("/admin/stories");
  expect(stories.headers()["cache-control"]).toBe("no-store");
  expect(stories.headers()["x-page-cache"]).toBeUndefined();
  const html = await stories.text();
  expect(html).toContain("Newsroom admin");
  expect(html).toContain(account.email);
  expect(html).toMatch(/<h1[^>]*>Stories<\/h1>/);
  const listed = (
    await (
      await page.request.get("/api/admin/stories?limit=20", {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
      })
    ).json()
  ).data.stories as Array<{ title: string }>;
  expect(listed.length).toBeGreaterThan(0);
  expect(html).toContain(listed[0]!.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  const dashboard = await (await page.request.get("/admin/dashboard")).text();
  expect(dashboard).toMatch(/<h1[^>]*>Admin dashboard<\/h1>/);

  // It hydrates into the working page.
  await page.goto("/admin/stories");
  await expect(page.getByRole("heading", { name: "Stories", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: listed[0]!.title, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Someone without the cookie gets the placeholder, whoever asked before.
  const stranger = await browser.newContext();
  const anonymous = await (await stranger.request.get("/admin/stories")).text();
  expect(anonymous).not.toContain(account.email);
  expect(anonymous).not.toContain(listed[0]!.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  expect(anonymous).toContain("Loading...");
  // The browser's token guard still decides: a cookie without the stored token goes to the sign-in page.
  const cookies = await page.context().cookies();
  await stranger.addCookies(cookies);
  const guarded = await stranger.newPage();
  await guarded.goto("/admin/dashboard");
  await expect(guarded).toHaveURL(/\/login$/);
  await stranger.close();

  // Signing out revokes the token and clears the cookie: the server renders no staff page for it any more.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await (await page.request.get("/admin/stories")).text();
  expect(after).not.toContain(account.email);
  expect(after).toContain("Loading...");
});
