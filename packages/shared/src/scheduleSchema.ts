import { z } from "zod";
import { videoIdSchema } from "./programmesSchema.ts";
import { objectIdSchema } from "./schemas.ts";

/** The schedule desk's and API's input schemas (zod: kept out of the rules the On now strip imports). */

const DAY_MS = 24 * 60 * 60_000;

const isoInstant = z.iso.datetime({ offset: true, message: "must be an ISO date and time" });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` });

const scheduleSlotFields = z.object({
  title: text(200).min(1, { message: "is required" }),
  description: text(2000).default(""),
  show: text(200).default(""),
  presenter: text(200).default(""),
  start: isoInstant,
  end: isoInstant,
  isLive: z.boolean().default(false),
  imageUrl: text(2000).nullable().default(null),
  catchUpVideoId: videoIdSchema.nullable().default(null),
  /** The show this slot airs (its page, its match words), or null for a one-off. */
  showId: objectIdSchema.nullable().default(null),
});

/** One programme as staff enter it: ends after it starts, lasts at most a day. */
export const scheduleSlotInputSchema = scheduleSlotFields
  .refine((slot) => Date.parse(slot.end) > Date.parse(slot.start), { message: "must be after the start", path: ["end"] })
  .refine((slot) => Date.parse(slot.end) - Date.parse(slot.start) <= DAY_MS, { message: "a programme lasts at most 24 hours", path: ["end"] });
export type ScheduleSlotInput = z.infer<typeof scheduleSlotInputSchema>;

/** "YYYY-MM-DD" of `GET /api/schedule?date=`. */
export const scheduleDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date as YYYY-MM-DD" });

/** A week of programmes as the staff schedule editor saves it (`PUT /api/admin/schedule`). */
export const scheduleWeekSchema = z.object({
  weekStart: scheduleDateSchema,
  /** The week's version as the editor loaded it (`GET /api/admin/schedule`; 0 before its first save): a stale one is refused with 409. */
  version: z.number({ message: "is required" }).int({ message: "must be a whole number" }).min(0, { message: "must be 0 or more" }),
  slots: z.array(scheduleSlotInputSchema, { message: "must be a list of programmes" }).max(700, { message: "must be at most 700 programmes" }),
});
export type ScheduleWeekInput = z.infer<typeof scheduleWeekSchema>;
