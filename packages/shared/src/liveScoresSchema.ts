import { z } from "zod";
import { LIVE_CLOCK_STOP } from "./homeLayout.ts";
import { LIVE_SCORE_STATUSES, LIVE_SCORES_MAX } from "./liveScores.ts";

/** The live scores desk's input schemas (zod: kept out of the rules the home page's Sports block imports). */
const text = (max: number) =>
  z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });
const score = z
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must not be negative" })
  .max(9999)
  .nullable();

/**
 * One match as the desk sends it. `minute` is a convenience for a match already under way: the server
 * turns it into the kick-off (now minus that many minutes) when the status is live.
 */
export const liveScoreInputSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: "must be 1-40 letters, digits, - or _" })
    .optional(),
  sport: text(40),
  competition: text(80),
  homeTeam: text(80),
  awayTeam: text(80),
  homeScore: score,
  awayScore: score,
  status: z.enum(LIVE_SCORE_STATUSES, { message: "must be upcoming, live or finished" }),
  kickoffAt: z.iso.datetime({ offset: true, message: "must be an ISO date and time" }).optional(),
  minute: z.number({ message: "must be a number" }).int({ message: "must be a whole number" }).min(0).max(LIVE_CLOCK_STOP).optional(),
});
export type LiveScoreInput = z.infer<typeof liveScoreInputSchema>;

/** PUT /api/admin/live-scores: the whole list, with the version the desk loaded (0: never saved). */
export const liveScoresUpdateSchema = z.object({
  matches: z.array(liveScoreInputSchema, { message: "must be a list" }).max(LIVE_SCORES_MAX, { message: `at most ${LIVE_SCORES_MAX} matches` }),
  version: z.number({ message: "is required" }).int({ message: "must be a whole number" }).min(0, { message: "must not be negative" }),
});
