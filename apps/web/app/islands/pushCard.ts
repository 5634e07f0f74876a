/**
 * The polite ask for alerts, and the service worker's registration (ADR 074): inline on every reader page, run
 * once the page is idle, never before. The card (features/push/AlertsCard.tsx, server-rendered, hidden) shows
 * from the reader's second page view or once they scroll to the end of an article, never when this device is
 * subscribed or has refused notifications, and not for 30 days after "Not now". Its button is a link to the
 * alerts page, where the topics are picked and the browser's permission prompt follows a press. On iOS outside
 * the Home Screen (no Web Push there) it says how to add the site first. Automated browsers never see it.
 * Budget: 2 KB compressed.
 */
import { PUSH_STORAGE_KEYS as KEYS, shouldShowPushCard } from "@matv/shared/pushCard";

const get = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const set = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode: the card then shows as on a first visit
  }
};

function run() {
  const worker = "serviceWorker" in navigator;
  if (worker) navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  const card = document.getElementById("push-card");
  // Automated browsers (crawlers' renderers, Lighthouse, test runners) are not asked: the card is for people.
  if (!card || navigator.webdriver) return;
  const views = Number(get(KEYS.views) ?? 0) + 1;
  set(KEYS.views, String(views));
  const ios = /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const homeScreen = matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  const canPush = worker && "PushManager" in window && "Notification" in window;
  const iosHint = ios && !homeScreen && !canPush;
  if (!canPush && !iosHint) return;
  const state = {
    views,
    dismissedAt: Number(get(KEYS.dismissed)) || null,
    now: Date.now(),
    reachedEnd: false,
    settled: get(KEYS.endpoint) !== null || (canPush && Notification.permission === "denied"),
  };
  const show = () => {
    if (!card.hidden || !shouldShowPushCard(state)) return;
    card.hidden = false;
    const hint = card.querySelector<HTMLElement>("[data-push-ios]");
    if (hint) hint.hidden = !iosHint;
  };
  show();
  card.querySelector("[data-push-dismiss]")?.addEventListener("click", () => {
    set(KEYS.dismissed, String(Date.now()));
    card.hidden = true;
  });
  // The end of an article counts once the reader has scrolled to it (a short article's end on load does not).
  const end = document.querySelector("[data-article-end]");
  if (end && "IntersectionObserver" in window) {
    let visible = false;
    let scrolled = false;
    const check = () => {
      if (visible && scrolled) {
        state.reachedEnd = true;
        show();
      }
    };
    new IntersectionObserver((entries) => {
      visible = entries.some((e) => e.isIntersecting);
      check();
    }).observe(end);
    addEventListener(
      "scroll",
      () => {
        scrolled = true;
        check();
      },
      { passive: true },
    );
  }
}

if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 4000 });
else setTimeout(run, 1500);
