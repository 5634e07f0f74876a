import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NEWSLETTER_TEXTS } from "@matv/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles, newsletterSends, newsletterSubscribers } from "../../db/schema.ts";
import { linkToken, type LocalSmtp, startLocalSmtp } from "../../testing/smtpServer.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

const PASSWORD = "correct horse battery staple";

describe("the newsletter over real SMTP", () => {
  let t: TestApp;
  let smtp: LocalSmtp;
  let editor: string;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://matv.example", NEWSLETTER_SEND_AT: "06:30" });
    await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: PASSWORD, role: "editor" });
    editor = (await t.app.services.auth.login("editor@matv.test", PASSWORD)).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = (email: string) => t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email } });
  const statusOf = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
    )[0]?.status;
  const to = (address: string) => (m: { to?: unknown; subject?: string }) => JSON.stringify(m.to).includes(address);

  it("sign-up answers 202 and sends a confirmation; confirming takes the emailed token", async () => {
    const res = await subscribe("reader@example.co.uk");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, data: null, message: NEWSLETTER_TEXTS.checkInbox });
    const mail = await smtp.waitFor(to("reader@example.co.uk"));
    expect(mail.subject).toMatch(/Confirm your MATV News newsletter subscription/);
    const token = linkToken(mail, "https://matv.example/newsletter/confirm");
    expect(await statusOf("reader@example.co.uk")).toBe("pending");
    const confirmed = await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(await statusOf("reader@example.co.uk")).toBe("confirmed");
    // The token works once.
    const again = await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: "token", message: NEWSLETTER_TEXTS.invalidLink });
  });

  it("answers the same for an address already subscribed, and sends it nothing", async () => {
    const before = smtp.messages.length;
    const res = await subscribe("  Reader@Example.co.uk ");
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(NEWSLETTER_TEXTS.checkInbox);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.length).toBe(before);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]?.n).toBe(1);
  });

  it("sends the daily briefing once, to confirmed readers only, with one-click unsubscribe", async () => {
    await subscribe("pending@example.com");
    await smtp.waitFor(to("pending@example.com"));
    await t.database.db.insert(articles).values(buildArticle({ title: "Briefing top story", pages: ["TopStories"], summary: "What happened today." }));
    const early = await t.app.services.newsletter.sendDueBriefing("https://matv.example", new Date("2026-11-24T06:00:00Z"));
    expect(early).toBeNull();
    const [first, second] = await Promise.all([
      t.app.services.newsletter.sendDueBriefing("https://matv.example", new Date("2026-11-24T06:45:00Z")),
      t.app.services.newsletter.sendDueBriefing("https://matv.example", new Date("2026-11-24T06:46:00Z")),
    ]);
    expect([first, second].sort()).toEqual([1, null]);
    const briefing = await smtp.waitFor((m) => (m.subject ?? "").startsWith("MATV News briefing: 2026-11-24"));
    expect(JSON.stringify(briefing.to)).toContain("reader@example.co.uk");
    expect(briefing.html).toContain("Briefing top story");
    // The newsletter names itself as the source of the click (ADR 075).
    expect(briefing.html).toMatch(/href="https:\/\/matv\.example\/articles\/briefing-top-story-[0-9a-f]{24}\?utm_source=newsletter"/);
    const header = (name: string) => briefing.headerLines.find((h) => h.key === name)?.line ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const listUnsubscribe = header("list-unsubscribe");
    const oneClick = /<(https:\/\/matv\.example\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>/.exec(listUnsubscribe)?.[1];
    expect(oneClick).toBeTruthy();
    expect(briefing.text).toMatch(/https:\/\/matv\.example\/newsletter\/unsubscribe\?token=/);
    expect(smtp.messages.filter((m) => (m.subject ?? "").startsWith("MATV News briefing")).length).toBe(1);
    expect((await t.database.db.select().from(newsletterSends))[0]).toMatchObject({ kind: "briefing", key: "briefing:2026-11-24", recipients: 1 });

    // One-click: the mail client POSTs the form body to the List-Unsubscribe URL.
    const url = new URL(oneClick!);
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf("reader@example.co.uk")).toBe("unsubscribed");
  });

  it("subscribing again after unsubscribing needs a new confirmation", async () => {
    const before = smtp.messages.filter((m) => to("reader@example.co.uk")(m) && /Confirm/.test(m.subject ?? "")).length;
    await subscribe("reader@example.co.uk");
    await smtp.waitFor((m) => smtp.messages.filter((x) => to("reader@example.co.uk")(x) && /Confirm/.test(x.subject ?? "")).length > before && m === m);
    expect(await statusOf("reader@example.co.uk")).toBe("pending");
  });

  it("staff send a published story as breaking news once; writers of bad input get 400, anonymous 401", async () => {
    const story = buildArticle({ title: "Breaking story", pages: ["TopStories"] });
    await t.database.db.insert(articles).values(story);
    await t.database.db.update(newsletterSubscribers).set({ status: "confirmed" });
    const send = (payload: object, token: string | null = editor) =>
      t.app.inject({ method: "POST", url: "/api/admin/newsletter/breaking", payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await send({ storyId: story.id }, null)).statusCode).toBe(401);
    expect((await send({ storyId: "nope" })).json().field).toBe("storyId");
    expect((await send({ storyId: "0".repeat(24) })).statusCode).toBe(404);
    const res = await send({ storyId: story.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recipients).toBe(2);
    await smtp.waitFor((m) => m.subject === "Breaking: Breaking story");
    expect((await send({ storyId: story.id })).statusCode).toBe(400);
    const view = await t.app.inject({ url: "/api/admin/newsletter", headers: { authorization: `Bearer ${editor}` } });
    expect(view.json().data).toMatchObject({ transport: "smtp", sendAt: "06:30", counts: { confirmed: 2 } });
    expect((await t.app.inject("/api/admin/newsletter")).statusCode).toBe(401);
  });

  it("refuses bad tokens naming the field", async () => {
    for (const url of ["/api/newsletter/confirm", "/api/newsletter/unsubscribe"]) {
      const res = await t.app.inject({ method: "POST", url, payload: { token: "x" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe("token");
    }
    expect((await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token: "a".repeat(32) } })).json().message).toBe(
      NEWSLETTER_TEXTS.invalidLink,
    );
  });
});

describe("POST /api/newsletter without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("writes the confirmation as an .eml file in DATA_DIR/outbox", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "outbox@example.com" } })).statusCode).toBe(202);
    const dir = path.join(t.dataDir, "outbox");
    const emlFiles = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : []);
    for (let i = 0; i < 100 && !emlFiles().length; i++) await new Promise((r) => setTimeout(r, 50));
    const eml = readFileSync(path.join(dir, emlFiles()[0]!), "utf8");
    expect(eml).toMatch(/^To: outbox@example\.com$/m);
    // The body is quoted-printable: soft line breaks and "=3D" for "=".
    expect(eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toMatch(/newsletter\/confirm\?token=[A-Za-z0-9_-]{20,}/);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "" }, "is required"],
    [{}, "is required"],
  ])("refuses %j with 400 naming email", async (payload, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: "email", message: `email: ${message}` });
  });

  it("refuses a body of the wrong shape with 400 saying what was expected", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: [{ email: "reader@example.com" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: "body" });
  });

  it("shares one limit (10 a minute per address) with the footer's page-form twin POST /newsletter", async () => {
    const page = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/newsletter",
        payload: "email=twin%40example.com",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: ip,
      });
    const api = (ip: string) => t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "twin@example.com" }, remoteAddress: ip });
    // Page posts count against the API's limit...
    for (let i = 0; i < 10; i++) expect((await page("10.9.0.1")).statusCode).not.toBe(429);
    const limited = await api("10.9.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeTruthy();
    // ...and API posts against the page form's.
    for (let i = 0; i < 10; i++) expect((await api("10.9.0.2")).statusCode).toBeLessThan(300);
    expect((await page("10.9.0.2")).statusCode).toBe(429);
  });
});
