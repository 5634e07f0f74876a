import { z } from "zod";
import { EDITION_CODES, langSchema } from "./editions.ts";
import type { newsletterAdminSchema } from "./contracts/staffDesk.ts";
import { emailSchema } from "./schemas.ts";

/** Texts of the newsletter's public answers and pages (ADR 055). */
export const NEWSLETTER_TEXTS = {
  /** The same answer whatever the address's state, so the form tells nobody who is subscribed. */
  checkInbox: "Thanks! Check your inbox: we have sent you a link to confirm your subscription.",
  confirmTitle: "Confirm your subscription",
  confirmButton: "Confirm subscription",
  confirmed: "Your subscription is confirmed. The day's top stories will reach your inbox every morning.",
  unsubscribeTitle: "Unsubscribe from the MATV News newsletter",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You have been unsubscribed. You will not receive the MATV News newsletter any more.",
  invalidLink: "This link is no longer valid. Subscribe again from the form at the foot of any page.",
} as const;

/**
 * `POST /api/newsletter` and the footer form: the address and the edition whose briefing the reader wants
 * (ADR 076; `en` when not given, as before editions).
 */
export const newsletterSubscribeSchema = z.object({ email: emailSchema, language: langSchema });
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

/** `POST /api/newsletter/confirm` and `/unsubscribe`: the token from the emailed link. */
export const newsletterTokenSchema = z.object({
  token: z.string({ message: "is required" }).regex(/^[A-Za-z0-9_-]{20,64}$/, { message: "is not a valid link token" }),
});

/** `POST /api/newsletter/language`: the emailed footer link's token and the edition to switch to. */
export const newsletterLanguageSchema = newsletterTokenSchema.extend({
  language: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }),
});

/** `NEWSLETTER_SEND_AT`: the daily briefing's time, HH:MM in UK time. */
export const newsletterSendAtSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time as HH:MM (UK time)" });

/** `GET /api/admin/newsletter`: the counts, the transport, the sends and the outbox. */
export type NewsletterAdminWire = z.infer<typeof newsletterAdminSchema>;
