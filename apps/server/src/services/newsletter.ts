import { randomBytes } from "node:crypto";
import { type ArticleWire, buildArticleSlug, NEWSLETTER_TEXTS, SITE, type NewsletterAdminWire, ukClock, ukDayOf } from "@matv/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newsletterSends, newsletterSubscribers } from "../db/schema.ts";
import { BadRequestError, NotFoundError } from "../lib/errors.ts";
import { newObjectId } from "../lib/ids.ts";
import type { Mailer } from "../lib/mail.ts";
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
  /** The stories of the briefing: the day's top stories. */
  topStories: (limit: number) => Promise<ArticleWire[]>;
  /** A published story by id, for breaking-news mail. */
  story: (id: string) => Promise<ArticleWire | null>;
  onError: (message: string, err: unknown) => void;
  /** Staff sends are audited in the claim's transaction. */
  audit: AuditService;
}

/**
 * The newsletter (ADR 055): double opt-in sign-up, confirm and unsubscribe by token, the daily briefing and
 * breaking-news mail to confirmed readers only, each sent once (newsletter_sends' unique key) whatever the
 * number of instances. Every newsletter email carries one-click unsubscribe (RFC 8058) and a link to the page.
 */
export function createNewsletterService(db: Db, options: NewsletterOptions) {
  const { mailer } = options;

  function send(message: Parameters<Mailer["send"]>[0]): Promise<void> {
    return mailer.send(message).catch((err: unknown) => options.onError(`newsletter mail to ${message.to} not sent`, err));
  }

  function confirmationMail(to: string, confirmToken: string, origin: string) {
    const link = `${origin}/newsletter/confirm?token=${confirmToken}`;
    return {
      to,
      subject: `Confirm your ${SITE.fullName} newsletter subscription`,
      text: `Someone (we hope you) asked to receive the ${SITE.fullName} newsletter at this address.\n\nConfirm here: ${link}\n\nIf it was not you, ignore this email: nothing will be sent.`,
      html: `<p>Someone (we hope you) asked to receive the ${SITE.fullName} newsletter at this address.</p><p><a href="${link}">Confirm your subscription</a></p><p>If it was not you, ignore this email: nothing will be sent.</p>`,
    };
  }

  /** RFC 8058 one-click unsubscribe headers and the footer every newsletter email carries. */
  function unsubscribeParts(origin: string, unsubscribeToken: string) {
    const page = `${origin}/newsletter/unsubscribe?token=${unsubscribeToken}`;
    return {
      headers: {
        "List-Unsubscribe": `<${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      text: `\n\nUnsubscribe: ${page}`,
      html: `<p style="font-size:12px;color:#555">You receive this because you confirmed your subscription. <a href="${page}">Unsubscribe</a></p>`,
    };
  }

  async function confirmedRecipients(): Promise<Array<{ email: string; unsubscribeToken: string }>> {
    return db
      .select({ email: newsletterSubscribers.email, unsubscribeToken: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"));
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

  async function sendToAll(sendId: string, build: (parts: ReturnType<typeof unsubscribeParts>) => Parameters<Mailer["send"]>[0], origin: string) {
    const recipients = await confirmedRecipients();
    for (const r of recipients) {
      const parts = unsubscribeParts(origin, r.unsubscribeToken);
      await send({ ...build(parts), to: r.email });
    }
    await db.update(newsletterSends).set({ recipients: recipients.length }).where(eq(newsletterSends.id, sendId));
    return recipients.length;
  }

  /** A story's address in a newsletter: `utm_source=newsletter` counts the click as the newsletter's (ADR 075). */
  function storyLink(origin: string, story: ArticleWire) {
    return `${origin}/articles/${buildArticleSlug(story.title, story._id)}?utm_source=newsletter`;
  }

  function storyHtml(origin: string, story: ArticleWire) {
    const link = storyLink(origin, story);
    const image = story.imageUrl
      ? `<a href="${link}"><img src="${new URL(story.imageUrl, origin)}" alt="" width="560" style="max-width:100%;height:auto"></a>`
      : "";
    return `<div style="margin:0 0 24px">${image}<h2 style="font-size:20px;margin:8px 0"><a href="${link}">${escapeHtml(story.title)}</a></h2>${story.summary ? `<p>${escapeHtml(story.summary)}</p>` : ""}</div>`;
  }

  return {
    /** Sign-up: a confirmation email for a new, pending or unsubscribed address; nothing else differs for the caller. */
    async subscribe(email: string, origin: string): Promise<void> {
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
            .set({ status: "pending", confirmToken, confirmationSentAt: now, unsubscribedAt: null, updatedAt: now })
            .where(eq(newsletterSubscribers.id, row.id));
        } else {
          await tx.insert(newsletterSubscribers).values({ id: newObjectId(), email: address, status: "pending", confirmToken, confirmationSentAt: now });
        }
        return confirmationMail(address, confirmToken, origin);
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
     * The daily briefing for the UK day of `now`, once it is past the send time: sent by whichever instance
     * claims the day first, never twice. Returns the number of recipients, or null when not due or already sent.
     */
    async sendDueBriefing(origin: string, now: Date = new Date()): Promise<number | null> {
      if (ukClock(now) < options.sendAt) return null;
      const day = ukDayOf(now);
      const sendId = await claimSend("briefing", `briefing:${day}`, null);
      if (!sendId) return null;
      const stories = await options.topStories(BRIEFING_STORIES);
      const title = `${SITE.fullName} briefing: ${day}`;
      return sendToAll(
        sendId,
        (parts) => ({
          to: "",
          subject: title,
          headers: parts.headers,
          text: `${title}\n\n${stories.map((s) => `${s.title}\n${storyLink(origin, s)}`).join("\n\n")}${parts.text}`,
          html: `<h1 style="font-size:24px">${escapeHtml(title)}</h1>${stories.map((s) => storyHtml(origin, s)).join("")}${parts.html}`,
        }),
        origin,
      );
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
        (parts) => ({
          to: "",
          subject: `Breaking: ${story.title}`,
          headers: parts.headers,
          text: `Breaking news from ${SITE.fullName}\n\n${story.title}\n${storyLink(origin, story)}${parts.text}`,
          html: `<p style="color:#b91c1c;font-weight:bold">Breaking news</p>${storyHtml(origin, story)}${parts.html}`,
        }),
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
