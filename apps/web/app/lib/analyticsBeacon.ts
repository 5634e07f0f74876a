import type { AnalyticsEvent } from "@matv/shared";
import { analyticsEvents } from "./api/endpoints";

/** Where reader pages send their beacons (ADR 075). */
const EVENTS_URL = analyticsEvents().path;

/**
 * Sends analytics beacons with `navigator.sendBeacon` (every browser the site supports has it): a string goes as
 * text/plain JSON, needs no preflight and is delivered even as the page unloads. A refused beacon is lost:
 * counting never disturbs reading, and the islands script stays small (ADR 075).
 */
export function sendAnalytics(events: AnalyticsEvent[]): void {
  navigator.sendBeacon?.(EVENTS_URL, JSON.stringify({ events }));
}

/** A playing live stream beats once a minute, a shown live blog too: a minute's heartbeats are its viewers. */
export const ANALYTICS_HEARTBEAT_MS = 60_000;

/** One page load in ten reports its speed (browser tests make every load report by fixing Math.random). */
export const VITALS_SAMPLE_RATE = 0.1;

export const vitalsSampled = () => Math.random() < VITALS_SAMPLE_RATE;
