import { z } from "zod";

// Live TV configuration schema: used by the server route and the admin form, kept out of video.ts so
// public pages do not ship zod.

const videoIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,20}$/, "must be a video id (letters, digits, - and _)");

export const liveVideoConfigSchema = z.object({
  videoId: videoIdSchema,
  title: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  publishedAt: z.iso.datetime({ offset: true }).nullish(),
});

/** Staff configuration of live TV (site_documents key `live-tv`), PUT /api/live-tv/config. */
export const liveTvConfigSchema = z.object({
  streamUrl: z
    .url({ protocol: /^https?$/, message: "must be an http or https URL" })
    .max(2000, "must be at most 2000 characters")
    .nullable(),
  /** Used when no platform key is set: the current live video, if any, and past lives. */
  currentLive: liveVideoConfigSchema.nullable().default(null),
  pastLives: z.array(liveVideoConfigSchema).max(50, "must have at most 50 items").default([]),
});
export type LiveTvConfig = z.infer<typeof liveTvConfigSchema>;
export type LiveTvConfigInput = z.input<typeof liveTvConfigSchema>;

/** PUT /api/live-tv/config body: the settings and the version the editor loaded (409 when stale). */
export const liveTvConfigSaveSchema = liveTvConfigSchema.extend({
  version: z
    .number({ message: "is required: send the version you loaded" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be 0 or more" }),
});
