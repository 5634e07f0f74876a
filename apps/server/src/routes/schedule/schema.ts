import { scheduleDateSchema, scheduleWeekSchema } from "@matv/shared";
import { z } from "zod";

/** GET /api/schedule?date=YYYY-MM-DD (default: today in the UK). */
export const ScheduleDayQuery = z.object({ date: scheduleDateSchema.optional() });
/** GET /api/admin/schedule?week=YYYY-MM-DD (default: today in the UK). */
export const ScheduleWeekQuery = z.object({ week: scheduleDateSchema.optional() });
/** PUT /api/admin/schedule: a week of programmes. */
export const ScheduleWeekBody = scheduleWeekSchema;
