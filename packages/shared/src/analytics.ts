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
