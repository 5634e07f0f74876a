import { CATEGORY_SECTIONS } from "./sections.ts";

/**
 * Breaking-news alerts by Web Push (ADR 074): topics, the newsroom's resend rule, the reader card's rules and
 * texts, and the wire shapes. Pure and small: the reader's inline card script imports from here.
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

export type PushAlertStatus = "queued" | "sending" | "sent" | "failed";

/** `GET /api/admin/push/{id}` (and each row of the list). */
export interface PushAlertWire {
  _id: string;
  status: PushAlertStatus;
  sent: number;
  failed: number;
  pruned: number;
  opened: number;
  /** Subscriptions the alert was addressed to when it started. */
  targets: number;
  title: string;
  body: string;
  url: string;
  topic: string;
  createdAt: string;
  finishedAt: string | null;
}

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

/** The reader's card (browser side): shown from the second page view, hidden for 30 days once dismissed. */
export const PUSH_CARD_DISMISS_MS = 30 * 24 * 60 * 60_000;
export const PUSH_STORAGE_KEYS = { views: "matv.push.views", dismissed: "matv.push.dismissed", endpoint: "matv.push.endpoint" } as const;

export interface PushCardState {
  views: number;
  dismissedAt: number | null;
  now: number;
  /** The reader scrolled to the end of an article on this page. */
  reachedEnd: boolean;
  /** Already subscribed on this device, or the browser's permission was refused. */
  settled: boolean;
}

export function shouldShowPushCard(s: PushCardState): boolean {
  if (s.settled) return false;
  if (s.dismissedAt !== null && s.now - s.dismissedAt < PUSH_CARD_DISMISS_MS) return false;
  return s.views >= 2 || s.reachedEnd;
}

/** The card's and the alerts page's words, English and Hindi (the page's language picks one). */
export const PUSH_TEXTS = {
  en: {
    card: "Get breaking news alerts",
    cardBody: "The big stories and when MATV goes live, as they happen.",
    choose: "Choose alerts",
    notNow: "Not now",
    iosHint: "On iPhone or iPad, first add MATV to your Home Screen: tap Share, then Add to Home Screen, and open MATV from there.",
    manage: "Manage alerts",
    pageTitle: "Breaking news alerts",
    topics: "What should we alert you about?",
    turnOn: "Turn on alerts",
    save: "Save topics",
    stop: "Stop all alerts",
    on: "Alerts are on on this device.",
    off: "Alerts are off on this device.",
    saved: "Your topics are saved.",
    stopped: "Alerts stopped. You will not get any more on this device.",
    denied: "Your browser blocks notifications from MATV. Allow them in the site settings to get alerts.",
    unsupported: "This browser cannot receive alerts.",
    failed: "Alerts could not be turned on. Please try again.",
    pickOne: "Pick at least one topic.",
  },
  hi: {
    card: "ब्रेकिंग न्यूज़ अलर्ट पाएँ",
    cardBody: "बड़ी ख़बरें और MATV के लाइव होने की सूचना, तुरंत।",
    choose: "अलर्ट चुनें",
    notNow: "अभी नहीं",
    iosHint: "iPhone या iPad पर पहले MATV को होम स्क्रीन पर जोड़ें: शेयर दबाएँ, फिर होम स्क्रीन में जोड़ें, और वहीं से MATV खोलें।",
    manage: "अलर्ट प्रबंधित करें",
    pageTitle: "ब्रेकिंग न्यूज़ अलर्ट",
    topics: "हम आपको किस बारे में सूचित करें?",
    turnOn: "अलर्ट चालू करें",
    save: "विषय सहेजें",
    stop: "सभी अलर्ट बंद करें",
    on: "इस डिवाइस पर अलर्ट चालू हैं।",
    off: "इस डिवाइस पर अलर्ट बंद हैं।",
    saved: "आपके विषय सहेज लिए गए।",
    stopped: "अलर्ट बंद। इस डिवाइस पर अब कोई अलर्ट नहीं आएगा।",
    denied: "आपका ब्राउज़र MATV की सूचनाएँ रोक रहा है। अलर्ट पाने के लिए साइट सेटिंग में इन्हें अनुमति दें।",
    unsupported: "यह ब्राउज़र अलर्ट प्राप्त नहीं कर सकता।",
    failed: "अलर्ट चालू नहीं हो सके। कृपया फिर से कोशिश करें।",
    pickOne: "कम से कम एक विषय चुनें।",
  },
} as const;
export type PushLanguage = keyof typeof PUSH_TEXTS;
export const PUSH_LANGUAGES = Object.keys(PUSH_TEXTS) as PushLanguage[];

/** Where the reader's alerts page lives (the card's button and the footer link go there). */
export const ALERTS_PATH = "/alerts";
