import { NEWSLETTER_TEXTS } from "@matv/shared";
import { expect, test } from "@playwright/test";
import { linkToken } from "../../apps/server/src/testing/smtpServer.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { type NewsletterSite, startNewsletterSite } from "../fixtures/newsletterSite.ts";

/**
 * The newsletter end to end, as a reader gets it: a real server sending through a real local SMTP server.
 * Its daily briefing time is set a minute or two ahead; once the reader has confirmed, the test moves the server's
 * clock past it (fixtures/testClock.ts), so the briefing job sends at its next check instead of minutes later.
 */
test.describe.configure({ mode: "serial" });

let newsletter: NewsletterSite;
const reader = `reader-${Date.now()}@example.co.uk`;
const toReader = (m: { to?: unknown }) => JSON.stringify(m.to).includes(reader);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  newsletter = await startNewsletterSite("newsletter");
});
test.afterAll(async () => {
  await newsletter?.stop();
});

test("a reader subscribes, confirms by pressing the button, gets exactly one briefing and unsubscribes in one click", async ({ page }) => {
  const { site, smtp, clock, sendAtMs } = newsletter;
  test.setTimeout(120_000);
  // A hydrated page, where the footer's form answers in place (static pages post it as a document, ADR 078).
  await page.goto(`${site.base}/about`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  const form = page.locator("footer form");
  await form.getByLabel("Email address").fill(reader);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(NEWSLETTER_TEXTS.checkInbox);

  // The local SMTP server received the confirmation; its link opens a page that acts only on a button press.
  const confirmation = await smtp.waitFor(toReader, 20_000);
  const token = linkToken(confirmation, `${site.base}/newsletter/confirm`);
  await page.goto(`${site.base}/newsletter/confirm?token=${token}`);
  await expect(page.getByRole("heading", { name: NEWSLETTER_TEXTS.confirmTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: NEWSLETTER_TEXTS.confirmButton }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(NEWSLETTER_TEXTS.confirmed);

  // The briefing job sends once the UK clock passes NEWSLETTER_SEND_AT (checked every 15 s); later checks send nothing more.
  await clock.setAhead(sendAtMs + 1_000 - Date.now());
  const briefing = await smtp.waitFor((m) => toReader(m) && (m.subject ?? "").startsWith("MATV News briefing"), 40_000);
  expect(briefing.html).toMatch(/\/articles\/[a-z0-9-]+-[0-9a-f]{24}/);
  expect(briefing.html).toMatch(/<img src="http:\/\/(127\.0\.0\.1|localhost):\d+\/media\//);
  const header = (name: string) => briefing.headerLines.find((h) => h.key === name)?.line ?? "";
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const oneClick = /<(http[^>]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>/.exec(header("list-unsubscribe"))?.[1];
  expect(oneClick).toBeTruthy();
  // Later the same day: the checks that follow (one every 15 s) send nothing more.
  await clock.setAhead(sendAtMs + 5 * 60_000 - Date.now());
  await page.waitForTimeout(17_000);
  expect(smtp.messages.filter((m) => toReader(m) && (m.subject ?? "").startsWith("MATV News briefing"))).toHaveLength(1);

  // One click, as a mail client does it (RFC 8058): a POST to the header's address.
  const res = await page.request.post(oneClick!, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
  expect(res.status()).toBe(200);
  // The page link in the email says so too, and a second press is harmless.
  // The briefing links to the site's own origin (PUBLIC_URL, else the address it listens on); the token is what matters here.
  const unsubscribeToken = linkToken(briefing, "/newsletter/unsubscribe");
  await page.goto(`${site.base}/newsletter/unsubscribe?token=${unsubscribeToken}`);
  await page.getByRole("button", { name: NEWSLETTER_TEXTS.unsubscribeButton }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(NEWSLETTER_TEXTS.unsubscribed);
});
