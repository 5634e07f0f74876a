import { randomBytes } from "node:crypto";
import {
  type ArticleWire,
  articlePath,
  DEFAULT_EDITION,
  type EditionCode,
  EDITIONS,
  editionByCode,
  editionPath,
  NEWSLETTER_TEXTS,
  type NewsletterAdminWire,
  otherEditions,
  ukClock,
  ukDayOf,
} from "@matv/shared";
import { serverTranslator } from "@matv/shared/i18n/catalogues";
import type { TextValues } from "@matv/shared/i18n/translator";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newsletterSends, newsletterSubscribers } from "../db/schema.ts";
import { BadRequestError, NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import type { Mailer } from "../infra/mail.ts";
import type { AuditService, Executor } from "./audit.ts";

export const NEWSLETTER_MESSAGES = {
  invalidLink: NEWSLETTER_TEXTS.invalidLink,
  storyNotFound: "That story is not published.",
  alreadySent: "This story has already been sent as breaking news.",
} as const;

/** A confirmation is sent again for a pending address at most this often. */
const RESEND_AFTER_MS = 10 * 60_000;
/** Stories in the daily briefing. */
export const BRIEFING_STORIES = 6;

const token = () => randomBytes(24).toString("base64url");
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface NewsletterOptions {
  mailer: Mailer;
  /** The daily briefing's UK time, HH:MM. */
  sendAt: string;
  /** The stories of an edition's briefing: its top stories (its own first, the default edition's filling). */
  topStories: (limit: number, language: EditionCode) => Promise<ArticleWire[]>;
  /** A published story by id, for breaking-news mail. */
  story: (id: string) => Promise<ArticleWire | null>;
  onError: (message: string, err: unknown) => void;
  /** Staff sends are audited in the claim's transaction. */
  audit: AuditService;
}

interface Recipient {
  email: string;
  unsubscribeToken: string;
  language: EditionCode;
}

/** A daily briefing's send key: the default edition keeps the key it had before editions. */
const briefingKey = (day: string, language: EditionCode) => (language === DEFAULT_EDITION.code ? `briefing:${day}` : `briefing:${day}:${language}`);

/**
 * The newsletter (ADR 055): double opt-in sign-up, confirm and unsubscribe by token, the daily briefing and
 * breaking-news mail to confirmed readers only, each sent once (newsletter_sends' unique key) whatever the
 * number of instances. Every newsletter email carries one-click unsubscribe (RFC 8058) and a link to the page.
 * Each reader chose an edition (ADR 076): their mail is written in its language from the catalogues
 * (`newsletterMail.*`), links lead to its pages, and its briefing lists its stories; the footer's link
 * (the unsubscribe token, confirmed by a POST on the page) switches edition.
 */
export function createNewsletterService(db: Db, options: NewsletterOptions) {
  const { mailer } = options;

  function send(message: Parameters<Mailer["send"]>[0]): Promise<void> {
    return mailer.send(message).catch((err: unknown) => options.onError(`newsletter mail to ${message.to} not sent`, err));
  }

  /** The words of a subscriber's mail: their edition's catalogue, the site named as that edition names it. */
  function mailWords(language: EditionCode) {
    const { t } = serverTranslator(language);
    const site = t("shell.siteName");
    return { t, site, escaped: (key: string, values?: TextValues) => escapeHtml(t(key, values)) };
  }

  function confirmationMail(to: string, confirmToken: string, origin: string, language: EditionCode) {
    const link = `${origin}${editionPath(language, "/newsletter/confirm")}?token=${confirmToken}`;
    const { t, site, escaped } = mailWords(language);
    return {
      to,
      subject: t("newsletterMail.confirmSubject", { site }),
      text: `${t("newsletterMail.confirmIntro", { site })}\n\n${t("newsletterMail.confirmHere", { link })}\n\n${t("newsletterMail.ignore")}`,
      html: `<p>${escaped("newsletterMail.confirmIntro", { site })}</p><p><a href="${link}">${escaped("newsletterMail.confirmLink")}</a></p><p>${escaped("newsletterMail.ignore")}</p>`,
    };
  }

  /**
   * RFC 8058 one-click unsubscribe headers and the footer every newsletter email carries: unsubscribe, and a
   * link to receive it in each other edition (its page asks before it changes anything).
   */
  function footerParts(origin: string, recipient: Recipient) {
    const { t, escaped } = mailWords(recipient.language);
    const page = `${origin}${editionPath(recipient.language, "/newsletter/unsubscribe")}?token=${recipient.unsubscribeToken}`;
    const switches = otherEditions(editionByCode(recipient.language)).map((edition) => ({
      label: t("newsletterMail.changeLanguage", { language: edition.label }),
      lang: edition.lang,
      link: `${origin}${editionPath(edition, "/newsletter/language")}?token=${recipient.unsubscribeToken}&to=${edition.code}`,
    }));
    return {
      headers: {
        "List-Unsubscribe": `<${origin}/api/newsletter/unsubscribe?token=${recipient.unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      text: `\n\n${t("newsletterMail.unsubscribe")}: ${page}${switches.map((s) => `\n${s.label}: ${s.link}`).join("")}`,
      html: `<p style="font-size:12px;color:#555">${escaped("newsletterMail.why")} <a href="${page}">${escaped("newsletterMail.unsubscribe")}</a>${switches
        .map((s) => ` · <a href="${escapeHtml(s.link)}">${escapeHtml(s.label)}</a>`)
        .join("")}</p>`,
    };
  }

  async function confirmedRecipients(language?: EditionCode): Promise<Recipient[]> {
    const confirmed = eq(newsletterSubscribers.status, "confirmed");
    return db
      .select({ email: newsletterSubscribers.email, unsubscribeToken: newsletterSubscribers.unsubscribeToken, language: newsletterSubscribers.language })
      .from(newsletterSubscribers)
      .where(language ? and(confirmed, eq(newsletterSubscribers.language, language)) : confirmed);
  }

  /** Claims a send key; false when another instance (or an earlier run) already did. */
  async function claimSend(kind: "briefing" | "breaking", key: string, staffId: string | null, executor: Executor = db): Promise<string | null> {
    const [row] = await executor
      .insert(newsletterSends)
      .values({ id: newObjectId(), kind, key, sentBy: staffId })
      .onConflictDoNothing()
      .returning({ id: newsletterSends.id });
    return row?.id ?? null;
  }

  type Built = Omit<Parameters<Mailer["send"]>[0], "to" | "headers">;

  async function sendToAll(
    sendId: string,
    recipients: Recipient[],
    build: (footer: ReturnType<typeof footerParts>, language: EditionCode) => Built,
    origin: string,
  ) {
    for (const r of recipients) {
      const footer = footerParts(origin, r);
      await send({ ...build(footer, r.language), headers: footer.headers, to: r.email });
    }
    await db.update(newsletterSends).set({ recipients: recipients.length }).where(eq(newsletterSends.id, sendId));
    return recipients.length;
  }

  /** A story's address in a newsletter: `utm_source=newsletter` counts the click as the newsletter's (ADR 075). */
  function storyLink(origin: string, story: ArticleWire) {
    return `${origin}${articlePath(story)}?utm_source=newsletter`;
  }

  function storyHtml(origin: string, story: ArticleWire) {
    const link = storyLink(origin, story);
    const image = story.imageUrl
      ? `<a href="${link}"><img src="${new URL(story.imageUrl, origin)}" alt="" width="560" style="max-width:100%;height:auto"></a>`
      : "";
    const lang = story.language && story.language !== DEFAULT_EDITION.code ? ` lang="${editionByCode(story.language).lang}"` : "";
    return `<div style="margin:0 0 24px"${lang}>${image}<h2 style="font-size:20px;margin:8px 0"><a href="${link}">${escapeHtml(story.title)}</a></h2>${story.summary ? `<p>${escapeHtml(story.summary)}</p>` : ""}</div>`;
  }

  return {
    /** Sign-up: a confirmation email for a new, pending or unsubscribed address; nothing else differs for the caller. */
    async subscribe(email: string, origin: string, language: EditionCode = DEFAULT_EDITION.code): Promise<void> {
      const address = email.trim();
      const now = new Date();
      const mail = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(newsletterSubscribers)
          .where(eq(sql`lower(${newsletterSubscribers.email})`, address.toLowerCase()))
          .for("update")
          .limit(1);
        if (row?.status === "confirmed") return null;
        if (row?.status === "pending" && row.confirmToken && row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS)
          return null;
        const confirmToken = row?.status === "pending" && row.confirmToken ? row.confirmToken : token();
        if (row) {
          await tx
            .update(newsletterSubscribers)
            .set({ status: "pending", confirmToken, confirmationSentAt: now, unsubscribedAt: null, language, updatedAt: now })
            .where(eq(newsletterSubscribers.id, row.id));
        } else {
          await tx
            .insert(newsletterSubscribers)
            .values({ id: newObjectId(), email: address, status: "pending", confirmToken, confirmationSentAt: now, language });
        }
        return confirmationMail(address, confirmToken, origin, language);
      });
      // After commit, and not awaited by the reader: a slow mail server never holds the form's answer.
      if (mail) void send(mail);
    },

    async confirm(confirmToken: string): Promise<{ email: string }> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: "confirmed", confirmToken: null, confirmedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(newsletterSubscribers.confirmToken, confirmToken), eq(newsletterSubscribers.status, "pending")))
        .returning({ email: newsletterSubscribers.email });
      if (!row) throw new BadRequestError(NEWSLETTER_MESSAGES.invalidLink, "token");
      return row;
    },

    async unsubscribe(unsubscribeToken: string): Promise<{ email: string }> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({
          status: "unsubscribed",
          confirmToken: null,
          unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken))
        .returning({ email: newsletterSubscribers.email });
      if (!row) throw new BadRequestError(NEWSLETTER_MESSAGES.invalidLink, "token");
      return row;
    },

    /**
     * The reader pressed the button of the page their email's "receive it in …" link opened: from the next
     * mail on, they get that edition. The token is the unsubscribe one (every newsletter email carries it).
     */
    async changeLanguage(unsubscribeToken: string, language: EditionCode): Promise<{ email: string; language: EditionCode }> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ language, updatedAt: new Date() })
        .where(and(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken), ne(newsletterSubscribers.status, "unsubscribed")))
        .returning({ email: newsletterSubscribers.email, language: newsletterSubscribers.language });
      if (!row) throw new BadRequestError(NEWSLETTER_MESSAGES.invalidLink, "token");
      return row;
    },

    /**
     * The daily briefings for the UK day of `now`, once it is past the send time: one per edition that has
     * confirmed readers, each written in its language with its stories, and each sent by whichever instance
     * claims it first, never twice. Returns the number of recipients, or null when not due or all already sent.
     */
    async sendDueBriefing(origin: string, now: Date = new Date()): Promise<number | null> {
      if (ukClock(now) < options.sendAt) return null;
      const day = ukDayOf(now);
      let sent: number | null = null;
      for (const edition of EDITIONS) {
        const recipients = await confirmedRecipients(edition.code);
        if (!recipients.length) continue;
        const sendId = await claimSend("briefing", briefingKey(day, edition.code), null);
        if (!sendId) continue;
        const stories = await options.topStories(BRIEFING_STORIES, edition.code);
        const { t, site } = mailWords(edition.code);
        const title = t("newsletterMail.briefingTitle", { site, day });
        sent =
          (sent ?? 0) +
          (await sendToAll(
            sendId,
            recipients,
            (footer) => ({
              subject: title,
              text: `${title}\n\n${stories.map((s) => `${s.title}\n${storyLink(origin, s)}`).join("\n\n")}${footer.text}`,
              html: `<div lang="${edition.lang}" dir="${edition.dir}"><h1 style="font-size:24px">${escapeHtml(title)}</h1>${stories.map((s) => storyHtml(origin, s)).join("")}${footer.html}</div>`,
            }),
            origin,
          ));
      }
      return sent;
    },

    /** Staff: a published story sent now as breaking news to every confirmed reader, once per story. */
    async sendBreaking(storyId: string, origin: string, staffId: string | null): Promise<number> {
      const story = await options.story(storyId);
      if (!story) throw new NotFoundError(NEWSLETTER_MESSAGES.storyNotFound);
      // A staff write: the claim and its audit entry commit together (the mail goes after).
      const entry = {
        staffId,
        action: "newsletter.breaking",
        entityType: "story",
        entityId: storyId,
        summary: `send "${story.title.slice(0, 120)}" as breaking news`,
      };
      const sendId = await options.audit.audited(
        () => entry,
        (tx) => claimSend("breaking", `breaking:${storyId}`, staffId, tx),
      );
      if (!sendId) throw new BadRequestError(NEWSLETTER_MESSAGES.alreadySent, "storyId");
      return sendToAll(
        sendId,
        await confirmedRecipients(),
        (footer, language) => {
          const { t, site, escaped } = mailWords(language);
          return {
            subject: t("newsletterMail.breakingSubject", { title: story.title }),
            text: `${t("newsletterMail.breakingFrom", { site })}\n\n${story.title}\n${storyLink(origin, story)}${footer.text}`,
            html: `<p style="color:#b91c1c;font-weight:bold">${escaped("newsletterMail.breaking")}</p>${storyHtml(origin, story)}${footer.html}`,
          };
        },
        origin,
      );
    },

    /** Staff's view: counts by state, the last sends and the outbox (without SMTP_URL). */
    async adminView(): Promise<NewsletterAdminWire> {
      const rows = await db
        .select({ status: newsletterSubscribers.status, count: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .groupBy(newsletterSubscribers.status);
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const r of rows) counts[r.status] = Number(r.count);
      const sends = await db.select().from(newsletterSends).orderBy(desc(newsletterSends.sentAt)).limit(20);
      return {
        counts,
        transport: mailer.transport,
        sendAt: options.sendAt,
        sends: sends.map((s) => ({ kind: s.kind, key: s.key, recipients: s.recipients, sentAt: s.sentAt.toISOString() })),
        outbox: await mailer.outbox(),
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/** How often each instance checks whether today's briefing is due (the send itself happens once). */
export const BRIEFING_CHECK_MS = 15_000;
