import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { signInAsNewStaff, staffHeaders } from "../fixtures/staff.ts";

const WRITER = { email: "signout.writer@matv.test", password: "writer signs out 2026", name: "Sign-out Writer" };

test.describe("signing out of the staff area", () => {
  test("a writer signs out: the browser forgets the token and the server no longer accepts it", async ({ page }) => {
    const session = await signInAsNewStaff(page, WRITER, "writer");
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    // A copy of the token (another tab, a stolen one) died with the session. (The browser's own copy is
    // cleared too, admin.spec.ts; this test's sign-in fixture writes it again on each page load.)
    expect((await page.request.get("/api/admin/stories?limit=1", { headers: staffHeaders(session) })).status()).toBe(401);
  });

  test("when sign-out fails the writer is told and stays signed in to try again", async ({ page }) => {
    const session = await signInAsNewStaff(page, { ...WRITER, email: "signout.offline@matv.test" }, "writer");
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    await page.route("**/api/users/logout", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("alert")).toContainText("Sign-out failed");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(session.token);
    await expectNoAxeViolations(page);

    // The server answers again: the same button ends the session.
    await page.unroute("**/api/users/logout");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/admin/stories?limit=1", { headers: staffHeaders(session) })).status()).toBe(401);
  });
});
