import { describe, expect, it } from "vitest";
import { classifyPushResponse, deliveryOptions, PUSH_MAX_ATTEMPTS, retryAfterMs, retryDelayMs } from "./pushDelivery.ts";

const now = Date.parse("2026-12-01T12:00:00Z");
const later = now + 3_600_000;

describe("a push service's answer", () => {
  it("is delivered on 2xx", () => {
    for (const status of [200, 201, 202]) expect(classifyPushResponse(status, null, 1, now, later)).toEqual({ kind: "sent" });
  });
  it("removes the subscription on 404 and 410", () => {
    expect(classifyPushResponse(404, null, 1, now, later)).toEqual({ kind: "prune" });
    expect(classifyPushResponse(410, null, 3, now, later)).toEqual({ kind: "prune" });
  });
  it("retries 429, 5xx and no answer with backoff", () => {
    expect(classifyPushResponse(429, null, 1, now, later)).toEqual({ kind: "retry", at: now + 10_000 });
    expect(classifyPushResponse(503, null, 2, now, later)).toEqual({ kind: "retry", at: now + 20_000 });
    expect(classifyPushResponse(0, null, 3, now, later)).toEqual({ kind: "retry", at: now + 40_000 });
  });
  it("honours Retry-After when it asks for longer (seconds or a date), never less than the backoff", () => {
    expect(classifyPushResponse(429, "120", 1, now, later)).toEqual({ kind: "retry", at: now + 120_000 });
    expect(classifyPushResponse(503, new Date(now + 90_000).toUTCString(), 1, now, later)).toEqual({ kind: "retry", at: now + 90_000 });
    expect(classifyPushResponse(429, "1", 1, now, later)).toEqual({ kind: "retry", at: now + 10_000 });
  });
  it("gives up after the last attempt, after the TTL, and on other errors", () => {
    expect(classifyPushResponse(500, null, PUSH_MAX_ATTEMPTS, now, later)).toEqual({ kind: "failed" });
    expect(classifyPushResponse(429, "600", 1, now, now + 60_000)).toEqual({ kind: "failed" });
    for (const status of [400, 401, 403, 413]) expect(classifyPushResponse(status, null, 1, now, later)).toEqual({ kind: "failed" });
  });
});

describe("Retry-After", () => {
  it("reads seconds and dates, ignores nonsense, and is bounded to 10 minutes", () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(" 30 ", now)).toBe(30_000);
    expect(retryAfterMs("86400", now)).toBe(600_000);
    expect(retryAfterMs(new Date(now - 5000).toUTCString(), now)).toBe(0);
  });
  it("backs off 10 s, 20 s, 40 s... up to 10 minutes", () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, null, now))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(20, null, now)).toBe(600_000);
  });
});

describe("urgency and TTL by topic", () => {
  it("sends breaking and live with high urgency; reminders expire when the show starts", () => {
    expect(deliveryOptions("breaking")).toEqual({ urgency: "high", ttlSeconds: 4 * 3600 });
    expect(deliveryOptions("live").urgency).toBe("high");
    expect(deliveryOptions("show:newsnight")).toEqual({ urgency: "normal", ttlSeconds: 900 });
    expect(deliveryOptions("section:world").urgency).toBe("normal");
  });
});
