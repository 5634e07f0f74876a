import { expect, test } from "@playwright/test";
import { linkToken } from "../../apps/server/src/testing/smtpServer.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { type NewsletterSite, startNewsletterSite } from "../fixtures/newsletterSite.ts";

/**
 * The newsletter per edition (ADR 076), as a Hindi reader gets it: a real server sending through a real local
 * SMTP server; the reader subscribes on /hi choosing Hindi, confirms on the Hindi page, gets the Hindi briefing,
 * and follows its footer's link to receive it in English (a page that asks before it changes anything).
 */
test.describe.configure({ mode: "serial" });

let newsletter: NewsletterSite;
const reader = `hindi-reader-${Date.now()}@example.in`;
const toReader = (m: { to?: unknown }) => JSON.stringify(m.to).includes(reader);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  newsletter = await startNewsletterSite("newsletter-hi");
});
test.afterAll(async () => {
  await newsletter?.stop();
});

test("a reader subscribes on /hi choosing Hindi, confirms in Hindi, gets the Hindi briefing and switches it to English", async ({ page }) => {
  const { site, smtp, clock, sendAtMs } = newsletter;
  test.setTimeout(150_000);
  // A hydrated page: the form answers in place (home is static HTML and posts as a page load, ADR 078).
  await page.goto(`${site.base}/hi/about`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  const form = page.locator("footer form");
  const languages = form.getByRole("radiogroup", { name: "न्यूज़लेटर की भाषा" });
  // Both editions, each named in its own language; the page's edition is chosen already.
  await expect(languages.getByRole("radio")).toHaveCount(2);
  await expect(languages.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  await languages.getByRole("radio", { name: "English" }).check();
  await languages.getByRole("radio", { name: "हिन्दी" }).check();
  await form.getByLabel("ईमेल पता").fill(reader);
  await form.getByRole("button", { name: "सब्सक्राइब करें" }).click();
  await expect(form.getByRole("status")).toHaveText(/^धन्यवाद! अपना इनबॉक्स देखें/);

  // The confirmation is in Hindi and opens the Hindi page, which acts only on a button press.
  const confirmation = await smtp.waitFor(toReader, 20_000);
  expect(confirmation.subject).toBe("MATV न्यूज़ न्यूज़लेटर के सब्सक्रिप्शन की पुष्टि करें");
  const token = linkToken(confirmation, `${site.base}/hi/newsletter/confirm`);
  await page.goto(`${site.base}/hi/newsletter/confirm?token=${token}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "अपने सब्सक्रिप्शन की पुष्टि करें" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "सब्सक्रिप्शन की पुष्टि करें" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/^आपका सब्सक्रिप्शन पक्का हो गया/);

  // The Hindi briefing, sent when the UK clock passes NEWSLETTER_SEND_AT.
  await clock.setAhead(sendAtMs + 1_000 - Date.now());
  const briefing = await smtp.waitFor((m) => toReader(m) && (m.subject ?? "").startsWith("MATV न्यूज़ ब्रीफ़िंग"), 40_000);
  // The edition's own stories first (Hindi addresses), the English ones filling after them.
  const links = [...(briefing.text ?? "").matchAll(/https?:\/\/\S+\/articles\/\S+\?utm_source=newsletter/g)].map((m) => new URL(m[0]).pathname);
  expect(links.length).toBeGreaterThan(1);
  expect(links[0]).toMatch(/^\/hi\/articles\//);
  expect(links.findIndex((l) => !l.startsWith("/hi/"))).not.toBe(0);
  expect(briefing.text).toMatch(/न्यूज़लेटर बंद करें: http\S+\/hi\/newsletter\/unsubscribe\?token=/);
  // The briefing links to the site's own origin (PUBLIC_URL, else the address it listens on); the path and token are what matter.
  const switchPath = /https?:\/\/[^/\s]+(\/newsletter\/language\?token=[A-Za-z0-9_-]+&to=en)/.exec(briefing.text ?? "")?.[1];
  expect(switchPath).toBeTruthy();
  const switchLink = `${site.base}${switchPath}`;

  // The footer's "receive it in English": the English page asks, and only the button changes the language.
  await page.goto(switchLink);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(page.getByRole("heading", { name: "Newsletter language" })).toBeVisible();
  await expect(page.getByText("Receive the MATV News newsletter in English from now on?")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Switch to English" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Done: your newsletter will come in English from the next briefing.");

  // A link for no edition, or without its token, says so and offers no button.
  await page.goto(`${site.base}/hi/newsletter/language?token=${new URL(switchLink).searchParams.get("token")}&to=fr`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^यह लिंक अब काम का नहीं है/);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
});
