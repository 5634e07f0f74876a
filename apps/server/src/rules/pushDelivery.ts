/**
 * What to do with a push service's answer (ADR 074; RFC 8030 §5, §8.4): delivered, the subscription is gone (404,
 * 410: remove it), try again later (429, 5xx, no answer: backoff, at least what Retry-After asks), or give up
 * (anything else: a bad request, a refused VAPID token, a payload too large). Pure, so the rules have tests.
 */

export type PushOutcome = { kind: "sent" } | { kind: "prune" } | { kind: "retry"; at: number } | { kind: "failed" };

/** Tries per subscription and alert, the first included. */
export const PUSH_MAX_ATTEMPTS = 4;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 10 * 60_000;

/** Seconds (`120`) or an HTTP date; null when absent or unreadable. Bounded, so a push service cannot park an alert for days. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, RETRY_MAX_MS);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.min(Math.max(0, at - now), RETRY_MAX_MS);
}

/** 10 s, 20 s, 40 s... (at most 10 min) after the attempt that failed, or later when the service asked for more. */
export function retryDelayMs(attempt: number, retryAfter: string | null, now: number): number {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.max(backoff, retryAfterMs(retryAfter, now) ?? 0);
}

/**
 * @param attempt the try that got this answer (1 = first)
 * @param expiresAt when the alert's TTL runs out: a retry after that would be pointless, so it counts as failed
 */
export function classifyPushResponse(status: number, retryAfter: string | null, attempt: number, now: number, expiresAt: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 404 || status === 410) return { kind: "prune" };
  const retriable = status === 0 || status === 429 || status >= 500;
  if (!retriable || attempt >= PUSH_MAX_ATTEMPTS) return { kind: "failed" };
  const at = now + retryDelayMs(attempt, retryAfter, now);
  return at < expiresAt ? { kind: "retry", at } : { kind: "failed" };
}

/** Urgency and time to live by topic: breaking news is urgent and stale within hours; a show reminder is stale once the show starts. */
export function deliveryOptions(topic: string): { urgency: "high" | "normal"; ttlSeconds: number } {
  if (topic === "breaking") return { urgency: "high", ttlSeconds: 4 * 3600 };
  if (topic === "live") return { urgency: "high", ttlSeconds: 3600 };
  if (topic.startsWith("show:")) return { urgency: "normal", ttlSeconds: 15 * 60 };
  return { urgency: "normal", ttlSeconds: 12 * 3600 };
}
