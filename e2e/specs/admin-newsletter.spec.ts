import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { signIn } from "../fixtures/staff.ts";

test("an admin reads the newsletter page: counts, the breaking-news form and the outbox; axe finds nothing", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await expect(page.getByTestId("count-confirmed")).toHaveText(/^\d+$/);
  await expect(page.getByLabel("Published story (address or id)")).toBeVisible();
  // The page's region and the footer's newsletter region have different names (axe landmark-unique).
  await expect(page.getByRole("region", { name: "Newsletter admin" })).toBeVisible();
  await expectNoAxeViolations(page);
});
