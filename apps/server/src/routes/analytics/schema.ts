import { analyticsEventsSchema, analyticsShareSchema, analyticsViewSchema } from "@matv/shared";

export const ViewBody = analyticsViewSchema;
export const ShareBody = analyticsShareSchema;
export const EventsBody = analyticsEventsSchema;

/** Per client address: enough for a reader opening many articles, too few to pump a count. */
export const ANALYTICS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
/** Beacon batches per client address: a reader sends a few a minute (heartbeats, speed, shares). */
export const ANALYTICS_EVENTS_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
