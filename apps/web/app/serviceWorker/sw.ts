/**
 * The site's service worker, served at /sw.js with scope / (ADR 074). Three jobs only:
 *   - offline: a navigation that fails (no network) gets its edition's /offline, kept at install, with the headlines of the
 *     pages this reader last loaded filled in; staff pages, the API and every non-GET request are never touched,
 *     so nothing of theirs is ever cached;
 *   - alerts: a push message becomes a notification (title, body, icon, image), tagged with the alert's id, and
 *     an alert already shown on this device is not shown again;
 *   - a click on a notification opens its page in the site's own window (or a new one) and counts the opening.
 * /sw.js carries a version that changes with every deploy (routes/service-worker.ts): the browser sees new bytes on the
 * reader's next visit, installs, skips waiting and takes over at once, and old caches are dropped.
 * Built by Vite into one script (vite.config.ts `?iife`); plain browser APIs, typed below.
 */
import { headlinesFromPage, mergeHeadlines, offlinePageWithHeadlines, type SeenHeadline } from "./offlineHeadlines";
import { apiFetch } from "../lib/api/reader";
import * as api from "../lib/api/endpoints";

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: { url?: string; tag?: string } | null };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
  MATV_SW_VERSION?: string;
  /** Each edition's offline page, the default edition's first (script.server.ts). */
  MATV_SW_OFFLINE?: string[];
}
declare const self: WorkerScope;

const VERSION = self.MATV_SW_VERSION ?? "dev";
const CACHE_PREFIX = "matv-offline-";
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_URLS = self.MATV_SW_OFFLINE ?? ["/offline"];
const OFFLINE_URL = OFFLINE_URLS[0]!;

/** The offline page of the edition a path belongs to (/hi/… gets /hi/offline), else the default edition's. */
function offlineUrlFor(pathname: string): string {
  return (
    OFFLINE_URLS.find((page) => {
      const prefix = page.slice(0, -OFFLINE_URL.length);
      return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? OFFLINE_URL
  );
}
/** Keys of the two small records kept beside the offline page (never fetched from the network). */
const HEADLINES_KEY = "/__sw/headlines";
const SHOWN_KEY = "/__sw/shown-alerts";
const SHOWN_MAX = 50;
/** Never answered by the worker: staff pages, sign-in, previews and the API (and their writes) go to the network untouched. */
const NOT_OURS = /^\/(?:admin|api|login|preview)(?:\/|$)/;

async function readJson<T>(key: string, fallback: T): Promise<T> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key);
  return hit ? ((await hit.json().catch(() => fallback)) as T) : fallback;
}
async function writeJson(key: string, value: unknown): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.put(key, new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } }));
}

self.addEventListener("install", (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_URLS.map((page) => new Request(page, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      // Carry the reader's headlines and shown alerts over from the last version, then drop old caches.
      for (const name of await caches.keys()) {
        if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
        const old = await caches.open(name);
        const cache = await caches.open(CACHE);
        for (const key of [HEADLINES_KEY, SHOWN_KEY]) {
          const hit = await old.match(key);
          if (hit && !(await cache.match(key))) await cache.put(key, hit);
        }
        await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function remember(response: Response, url: URL): Promise<void> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) return;
  const seen = headlinesFromPage(await response.text(), url.pathname, Date.now());
  if (!seen.length) return;
  await writeJson(HEADLINES_KEY, mergeHeadlines(await readJson<SeenHeadline[]>(HEADLINES_KEY, []), seen));
}

async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const page = (await cache.match(offlineUrlFor(url.pathname))) ?? (await cache.match(OFFLINE_URL));
  if (!page) return Response.error();
  const html = offlinePageWithHeadlines(await page.text(), await readJson<SeenHeadline[]>(HEADLINES_KEY, []));
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

self.addEventListener("fetch", (event: FetchEvent) => {
  const { request } = event;
  if (request.method !== "GET" || request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_OURS.test(url.pathname) || OFFLINE_URLS.includes(url.pathname)) return;
  event.respondWith(
    fetch(request).then(
      (response) => {
        event.waitUntil(remember(response.clone(), url).catch(() => undefined));
        return response;
      },
      () => offlinePage(url),
    ),
  );
});

interface AlertMessage {
  title: string;
  body?: string;
  url?: string;
  icon?: string;
  image?: string;
  tag?: string;
}

self.addEventListener("push", (event: PushEvent) => {
  let message: AlertMessage | null = null;
  try {
    message = event.data?.json() as AlertMessage;
  } catch {
    message = null;
  }
  if (!message?.title) return;
  const alert = message;
  event.waitUntil(
    (async () => {
      const shown = await readJson<string[]>(SHOWN_KEY, []);
      // The same alert delivered twice (a retried batch) is shown once.
      if (alert.tag && shown.includes(alert.tag)) return;
      await self.registration.showNotification(alert.title, {
        body: alert.body ?? "",
        icon: alert.icon ?? "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        tag: alert.tag,
        data: { url: alert.url ?? "/", tag: alert.tag },
        ...(alert.image ? { image: alert.image } : {}),
      } as NotificationOptions);
      if (alert.tag) await writeJson(SHOWN_KEY, [alert.tag, ...shown].slice(0, SHOWN_MAX));
    })(),
  );
});

/** Opens `path` in the site's own window: the tab already showing the site, else a new one. */
async function openInSiteWindow(path: string): Promise<void> {
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours) {
    const navigated = await ours.navigate(target.href).catch(() => null);
    if (navigated) {
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener("notificationclick", (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  event.waitUntil(
    Promise.all([
      openInSiteWindow(data.url ?? "/"),
      data.tag && /^[0-9a-f]{24}$/.test(data.tag) ? apiFetch(api.pushAlertOpened(data.tag)).catch(() => undefined) : undefined,
    ]),
  );
});
