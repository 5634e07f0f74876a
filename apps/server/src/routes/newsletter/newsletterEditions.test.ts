import { NEWSLETTER_TEXTS } from "@matv/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles, newsletterSends, newsletterSubscribers } from "../../db/schema.ts";
import { linkToken, type LocalSmtp, startLocalSmtp } from "../../testing/smtpServer.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** The newsletter per edition (ADR 076): the reader's language at sign-up, their mail in it, and the footer's switch. */
describe("the newsletter in each edition's language, over real SMTP", () => {
  let t: TestApp;
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://matv.example", NEWSLETTER_SEND_AT: "06:30" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = (payload: object) => t.app.inject({ method: "POST", url: "/api/newsletter", payload });
  const row = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
    )[0];
  const to = (address: string) => (m: { to?: unknown }) => JSON.stringify(m.to).includes(address);
  const changeLanguage = (payload: object) => t.app.inject({ method: "POST", url: "/api/newsletter/language", payload });

  it("refuses a language that is not an edition with 400 naming language", async () => {
    for (const language of ["fr", "", 7]) {
      const res = await subscribe({ email: "nobody@example.com", language });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: "language" });
      expect(res.json().message).toMatch(/^language: must be one of en, hi/);
    }
    expect(await row("nobody@example.com")).toBeUndefined();
  });

  it("a Hindi sign-up gets its confirmation in Hindi, linking to the Hindi page; no language means English", async () => {
    const res = await subscribe({ email: "hindi@example.in", language: "hi" });
    expect(res.statusCode).toBe(202);
    // The API's answer stays the spec's English (the Hindi page says it in Hindi).
    expect(res.json().message).toBe(NEWSLETTER_TEXTS.checkInbox);
    const mail = await smtp.waitFor(to("hindi@example.in"));
    expect(mail.subject).toBe("MATV न्यूज़ न्यूज़लेटर के सब्सक्रिप्शन की पुष्टि करें");
    expect(mail.html).toContain("सब्सक्रिप्शन की पुष्टि करें</a>");
    const token = linkToken(mail, "https://matv.example/hi/newsletter/confirm");
    expect((await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } })).statusCode).toBe(200);
    expect(await row("hindi@example.in")).toMatchObject({ status: "confirmed", language: "hi" });

    expect((await subscribe({ email: "english@example.co.uk" })).statusCode).toBe(202);
    const english = await smtp.waitFor(to("english@example.co.uk"));
    expect(english.subject).toBe("Confirm your MATV News newsletter subscription");
    await t.app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token: linkToken(english, "https://matv.example/newsletter/confirm") },
    });
    expect(await row("english@example.co.uk")).toMatchObject({ status: "confirmed", language: "en" });
  });

  it("sends one briefing per language: the Hindi one in Hindi, its own stories first, the English filling", async () => {
    const minute = 60_000;
    await t.database.db
      .insert(articles)
      .values([
        buildArticle({ title: "English top story", pages: ["TopStories"], publishedAt: new Date(Date.now() - minute) }),
        buildArticle({ title: "हिन्दी की बड़ी ख़बर", language: "hi", pages: ["TopStories"], publishedAt: new Date(Date.now() - 60 * minute) }),
      ]);
    expect(await t.app.services.newsletter.sendDueBriefing("https://matv.example", new Date("2026-11-24T06:45:00Z"))).toBe(2);
    // Once per language and day, whatever the number of checks.
    expect(await t.app.services.newsletter.sendDueBriefing("https://matv.example", new Date("2026-11-24T06:46:00Z"))).toBeNull();
    const sends = await t.database.db.select().from(newsletterSends);
    expect(sends.map((s) => [s.key, s.recipients]).sort()).toEqual([
      ["briefing:2026-11-24", 1],
      ["briefing:2026-11-24:hi", 1],
    ]);

    const hindi = await smtp.waitFor((m) => to("hindi@example.in")(m) && (m.subject ?? "").startsWith("MATV न्यूज़ ब्रीफ़िंग: 2026-11-24"));
    const html = hindi.html || "";
    expect(html).toContain('lang="hi"');
    // The edition's own story comes first although the English one is newer; the English one fills.
    expect(html.indexOf("हिन्दी की बड़ी ख़बर")).toBeGreaterThan(-1);
    expect(html.indexOf("हिन्दी की बड़ी ख़बर")).toBeLessThan(html.indexOf("English top story"));
    expect(html).toMatch(/href="https:\/\/matv\.example\/hi\/articles\/[^"]+\?utm_source=newsletter"/);
    // The footer: unsubscribe on the Hindi page, and "receive it in English" on the English language page.
    expect(hindi.text).toContain("न्यूज़लेटर बंद करें: https://matv.example/hi/newsletter/unsubscribe?token=");
    expect(hindi.text).toMatch(/इसे English में पाएँ: https:\/\/matv\.example\/newsletter\/language\?token=[A-Za-z0-9_-]+&to=en/);

    const english = await smtp.waitFor((m) => to("english@example.co.uk")(m) && (m.subject ?? "").startsWith("MATV News briefing: 2026-11-24"));
    // The English edition lists English stories only.
    expect(english.html).toContain("English top story");
    expect(english.html).not.toContain("हिन्दी की बड़ी ख़बर");
    expect(english.text).toMatch(/Receive it in हिन्दी: https:\/\/matv\.example\/hi\/newsletter\/language\?token=[A-Za-z0-9_-]+&to=hi/);
  });

  it("the footer's link switches the language with the emailed token; bad tokens and languages are refused naming the field", async () => {
    const { unsubscribeToken } = (await row("hindi@example.in"))!;
    const ok = await changeLanguage({ token: unsubscribeToken, language: "en" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: { language: "en" } });
    expect((await row("hindi@example.in"))?.language).toBe("en");

    const badLanguage = await changeLanguage({ token: unsubscribeToken, language: "fr" });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().field).toBe("language");
    expect((await changeLanguage({ token: unsubscribeToken })).json().field).toBe("language");
    expect((await changeLanguage({ token: "x", language: "hi" })).json().field).toBe("token");
    const unknown = await changeLanguage({ token: "a".repeat(32), language: "hi" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "token", message: NEWSLETTER_TEXTS.invalidLink });

    // An unsubscribed reader's old link changes nothing.
    await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token: unsubscribeToken } });
    expect((await changeLanguage({ token: unsubscribeToken, language: "hi" })).statusCode).toBe(400);
    expect((await row("hindi@example.in"))?.language).toBe("en");
  });

  it("every edition's page form shares the sign-up limit with the API (/hi/newsletter counts as /newsletter)", async () => {
    const page = () =>
      t.app.inject({
        method: "POST",
        url: "/hi/newsletter",
        payload: "email=limit%40example.in&language=hi",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "10.9.1.1",
      });
    for (let i = 0; i < 10; i++) expect((await page()).statusCode).not.toBe(429);
    const limited = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "limit@example.in" }, remoteAddress: "10.9.1.1" });
    expect(limited.statusCode).toBe(429);
  });
});
