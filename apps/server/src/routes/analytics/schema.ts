import { analyticsShareSchema, analyticsViewSchema } from "@matv/shared";

export const ViewBody = analyticsViewSchema;
export const ShareBody = analyticsShareSchema;

/** Per client address: enough for a reader opening many articles, too few to pump a count. */
export const ANALYTICS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
