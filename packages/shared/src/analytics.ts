import { z } from "zod";
import { objectIdSchema } from "./schemas.ts";

/** Where a reader can share an article from (spec 000 §7 "Analytics", spec 001 §7 "Article page"). */
export const SHARE_PLATFORMS = ["facebook", "twitter", "whatsapp", "linkedin", "copy", "native"] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export function isSharePlatform(value: unknown): value is SharePlatform {
  return typeof value === "string" && (SHARE_PLATFORMS as readonly string[]).includes(value);
}

/** An ISO 8601 date-time, as `new Date().toISOString()` writes it (an offset is accepted too). */
export const isoTimestampSchema = z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" });

/** POST /api/analytics/view body. */
export const analyticsViewSchema = z.object({
  articleId: objectIdSchema,
  timestamp: isoTimestampSchema,
});
export type AnalyticsViewInput = z.infer<typeof analyticsViewSchema>;

/** POST /api/analytics/share body. */
export const analyticsShareSchema = z.object({
  articleId: objectIdSchema,
  platform: z.enum(SHARE_PLATFORMS, { message: `must be one of ${SHARE_PLATFORMS.join(", ")}` }),
  timestamp: isoTimestampSchema,
});
export type AnalyticsShareInput = z.infer<typeof analyticsShareSchema>;

/** Most events one `POST /api/analytics/events` may carry, and most bytes its body may have (ADR 075). */
export const ANALYTICS_BATCH_MAX_EVENTS = 20;
export const ANALYTICS_BATCH_MAX_BYTES = 8 * 1024;

/** One beacon of `POST /api/analytics/events` (page views are counted where the server serves the page). */
export const analyticsEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("share"),
    articleId: objectIdSchema,
    platform: z.enum(SHARE_PLATFORMS, { message: `must be one of ${SHARE_PLATFORMS.join(", ")}` }),
  }),
  z.object({
    type: z.literal("play"),
    videoId: z
      .string()
      .regex(/^[\w-]{1,64}$/, "must be a video id")
      .optional(),
    articleId: objectIdSchema.optional(),
  }),
  z.object({ type: z.literal("live") }),
  z.object({ type: z.literal("reading"), liveBlogId: objectIdSchema }),
  z.object({
    type: z.literal("vital"),
    name: z.enum(["lcp", "inp", "cls"], { message: "must be lcp, inp or cls" }),
    value: z.number().finite().min(0).max(600_000),
    path: z.string().startsWith("/", "must be a site path").max(512),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/analytics/events body: `{events: [...]}`, sent by `navigator.sendBeacon` as text/plain JSON or as JSON. */
export const analyticsEventsSchema = z.object({
  events: z.array(analyticsEventSchema).min(1, "must hold at least one event").max(ANALYTICS_BATCH_MAX_EVENTS, `at most ${ANALYTICS_BATCH_MAX_EVENTS} events`),
});

/** A UK calendar day, YYYY-MM-DD (the dashboard's ranges). */
export const analyticsDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date, YYYY-MM-DD");
export const analyticsRangeSchema = z.object({ from: analyticsDaySchema.optional(), to: analyticsDaySchema.optional() });
