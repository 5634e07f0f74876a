import type { z } from "zod";
import type { pushAlertListItemWireSchema, pushAlertWireSchema } from "./contracts/newsroom.ts";
import { CATEGORY_SECTIONS } from "./sections.ts";

/**
 * Breaking-news alerts by Web Push (ADR 074): topics, the newsroom's resend rule and the wire shapes. The reader
 * card's rules and texts are in pushCard.ts (imported by the card's inline script, so it needs no section registry).
 */

/** Topics a reader may follow: breaking news, the channel going live, a show's start, a section. */
export type PushTopic = "breaking" | "live" | `show:${string}` | `section:${string}`;

export const PUSH_TOPICS_MAX = 40;
/** A show's slug as the programme pages name it: lower-case letters, digits and single hyphens. */
const SHOW_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SHOW_SLUG_MAX = 80;
const SECTION_KEYS = new Set(CATEGORY_SECTIONS.map((s) => s.key));

export function isPushTopic(value: string): value is PushTopic {
  if (value === "breaking" || value === "live") return true;
  if (value.startsWith("show:")) {
    const slug = value.slice(5);
    return slug.length <= SHOW_SLUG_MAX && SHOW_SLUG.test(slug);
  }
  if (value.startsWith("section:")) return SECTION_KEYS.has(value.slice(8));
  return false;
}

/** A show's topic slug from its name (the schedule's `show`, else the programme title); "" when it has no Latin letters or digits. */
export function showSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, SHOW_SLUG_MAX)
    .replace(/-$/, "");
}

/** Topics without repeats, in a stable order (breaking, live, sections, shows). */
export function normaliseTopics(topics: readonly string[]): PushTopic[] {
  const rank = (t: string) => (t === "breaking" ? 0 : t === "live" ? 1 : t.startsWith("section:") ? 2 : 3);
  return [...new Set(topics)].filter(isPushTopic).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** How a topic reads to readers and editors. */
export function pushTopicLabel(topic: string): string {
  if (topic === "breaking") return "Breaking news";
  if (topic === "live") return "MATV is live";
  if (topic.startsWith("section:")) return CATEGORY_SECTIONS.find((s) => s.key === topic.slice(8))?.navLabel ?? topic;
  if (topic.startsWith("show:")) return `Show: ${topic.slice(5)}`;
  return topic;
}

/** A second alert to the same topic within this needs the editor's confirmation (409 without it). */
export const PUSH_RESEND_CONFIRM_MS = 5 * 60_000;

export function needsResendConfirmation(lastSentAt: Date | null, now: Date): boolean {
  return lastSentAt !== null && now.getTime() - lastSentAt.getTime() < PUSH_RESEND_CONFIRM_MS;
}

export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 240;

export type PushAlertStatus = PushAlertWire["status"];

/** `GET /api/admin/push/{id}` (and each row of the list). */
export type PushAlertWire = z.infer<typeof pushAlertWireSchema>;

/** One row of `GET /api/admin/push` (the newsroom's alerts page): the alert and who sent it (null for show reminders). */
export type PushAlertListItemWire = z.infer<typeof pushAlertListItemWireSchema>;

/** What the service worker receives (encrypted) and shows. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  icon: string;
  image?: string;
  /** The alert's id: the notification's tag, so a repeated delivery is not shown twice. */
  tag: string;
}

/** A reminder goes this long before a show's airing. */
export const SHOW_REMINDER_LEAD_MS = 10 * 60_000;
