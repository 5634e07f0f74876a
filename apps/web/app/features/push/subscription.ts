import { PUSH_STORAGE_KEYS, type PushLanguage } from "@matv/shared";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

/**
 * The browser side of alerts (ADR 074), for the alerts page: what this browser can do, the permission prompt
 * (only ever called from a press), subscribing with the server's VAPID key, and the API calls. The device's
 * endpoint is remembered in localStorage so the card stops asking.
 */

export type AlertsSupport = "ok" | "ios-home-screen" | "unsupported";

export function alertsSupport(): AlertsSupport {
  const canPush = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (canPush) return "ok";
  const ios = /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return ios ? "ios-home-screen" : "unsupported";
}

/** The site's worker: the one the card's script registered, else registered now. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing?.active) return existing;
  if (!existing) await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const json = (body: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

function remember(endpoint: string | null) {
  try {
    if (endpoint) localStorage.setItem(PUSH_STORAGE_KEYS.endpoint, endpoint);
    else {
      localStorage.removeItem(PUSH_STORAGE_KEYS.endpoint);
      // Stopped on purpose: the card stays away for its 30 days.
      localStorage.setItem(PUSH_STORAGE_KEYS.dismissed, String(Date.now()));
    }
  } catch {
    // storage blocked: nothing to remember
  }
}

/** This device's subscription and its topics on the server, or null when it has none (or the server forgot it). */
export async function currentAlerts(): Promise<{ endpoint: string; topics: string[] } | null> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return null;
  const res = await apiFetch(api.pushSubscriptionStatus(), { ...json({ endpoint: subscription.endpoint }) });
  if (!res.ok) return null;
  const body = await res.json();
  return body.subscribed ? { endpoint: subscription.endpoint, topics: body.topics } : null;
}

/** After a press: the permission prompt, then a subscription with the server's key, then the topics. */
export async function turnOnAlerts(topics: string[], language: PushLanguage): Promise<{ result: "on"; endpoint: string } | { result: "denied" | "failed" }> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { result: "denied" };
  try {
    const keyResponse = await apiFetch(api.pushKey());
    if (!keyResponse.ok) return { result: "failed" };
    const { publicKey } = await keyResponse.json();
    const reg = await registration();
    const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const res = await apiFetch(api.pushSubscribe(), { ...json({ subscription: subscription.toJSON(), topics, language }) });
    if (!res.ok) return { result: "failed" };
    remember(subscription.endpoint);
    return { result: "on", endpoint: subscription.endpoint };
  } catch {
    return { result: "failed" };
  }
}

export async function saveAlertTopics(endpoint: string, topics: string[]): Promise<boolean> {
  const res = await apiFetch(api.pushUpdateTopics(), { ...json({ endpoint, topics }) });
  return res.ok;
}

export async function stopAlerts(endpoint: string): Promise<boolean> {
  const res = await apiFetch(api.pushUnsubscribe(), { ...json({ endpoint }) });
  const subscription = await (await registration()).pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => false);
  if (res.ok) remember(null);
  return res.ok;
}
