/**
 * The reader's alerts card and alerts page (ADR 074): when the card shows, what it remembers, and every text in
 * English and Hindi. No imports: the card's inline script (2 KB budget) takes these rules from here.
 */

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
