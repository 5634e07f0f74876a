import { STORY_MESSAGES } from "@matv/shared";
import { expect, test } from "@playwright/test";
import { fakeDevice, type FakePushService, startFakePushService } from "../../apps/server/src/testing/fakePushService.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ALERTS_PUSH_PORT } from "../fixtures/constants.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { signInAsNewStaff, staffHeaders } from "../fixtures/staff.ts";

/**
 * /admin/alerts (ADR 074): an editor's alert to a topic only this spec's devices follow, delivered to this spec's own
 * fake push service (one device answers 410, one 429 then 201, so the alert is still sending for a few seconds), is
 * listed with its topic, sender and counts, which the page polls until they are final. Writers are refused.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const EDITOR = { email: "alerts.page.editor@matv.test", password: "alerts page editor password 2026", name: "Alerts Page Editor" };
const WRITER = { email: "alerts.page.writer@matv.test", password: "alerts page writer password 2026", name: "Alerts Page Writer" };
let fake: FakePushService;

test.beforeAll(async () => {
  fake = await startFakePushService({ port: E2E_ALERTS_PUSH_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

test("an editor sees the alert they sent, its topic and its counts reaching their final figures", async ({ page }) => {
  const slug = `alerts-page-${Date.now().toString(36)}`;
  const topic = `show:${slug}`;
  const [delivered, expired, retried] = [fakeDevice(fake.origin), fakeDevice(fake.origin), fakeDevice(fake.origin)];
  for (const device of [delivered, expired, retried]) {
    const res = await page.request.post("/api/push/subscriptions", { data: { subscription: device.subscription, topics: [topic] } });
    expect(res.status()).toBe(201);
  }
  fake.setStatus(expired.id, 410);
  fake.script(retried.id, [{ status: 429, headers: { "retry-after": "3" } }]);

  const session = await signInAsNewStaff(page, EDITOR, "editor");
  const title = `Alerts page check ${slug}`;
  const sent = await page.request.post("/api/admin/push", {
    headers: staffHeaders(session),
    data: { title, body: "The alerts page lists this.", url: "/live", topic, confirm: true },
  });
  expect(sent.status()).toBe(202);
  const { _id } = (await sent.json()) as { _id: string };

  // The dashboard links to the page.
  await gotoHydrated(page, "/admin/dashboard");
  await page.getByRole("link", { name: "Alerts sent" }).click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();

  const row = page.getByTestId(`alert-${_id}`);
  await expect(row.getByRole("rowheader")).toHaveText(title);
  const cells = row.getByRole("cell");
  await expect(cells.nth(0)).toHaveText(`Show: ${slug}`);
  await expect(cells.nth(2)).toHaveText(EDITOR.name);
  // The page asks again while the alert is in flight: the retried device's delivery lands a few seconds later.
  await expect(cells.nth(3)).toHaveText("Sent", { timeout: 30_000 });
  await expect(cells.nth(4)).toHaveText("2");
  await expect(cells.nth(5)).toHaveText("0");
  await expect(cells.nth(6)).toHaveText("1");
  await expect(cells.nth(7)).toHaveText("0");
  await expect(page.getByTestId("alerts-rows")).toHaveAttribute("aria-live", "polite");
  await expect(page.getByTestId("alerts-updating")).toBeHidden();
  expect(fake.received.filter((r) => r.device === retried.id)).toHaveLength(2);
  await expectNoAxeViolations(page);
});

test("a writer is refused", async ({ page }) => {
  await signInAsNewStaff(page, WRITER, "writer");
  await gotoHydrated(page, "/admin/alerts");
  await expect(page.getByRole("alert")).toHaveText(STORY_MESSAGES.staffOnlyEditors);
  await expect(page.getByRole("table")).toBeHidden();
  await expectNoAxeViolations(page);
});
