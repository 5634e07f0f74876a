import { z } from "zod";
import { advanceLiveScore, LIVE_CLOCK_STOP, type LiveScore } from "./homeLayout.ts";
import { ukClock } from "./schedule.ts";

/**
 * Live scores (issue 18, ADR 057): the desk's list of matches and the clock rule. A match stores its
 * kick-off; a live match's minute is the whole minutes since kick-off, capped at 90 (spec 000: clocks
 * advance one minute per update while under 90, then stop), so every reader and every reload agree.
 */

export const LIVE_SCORE_STATUSES = ["upcoming", "live", "finished"] as const;
export const LIVE_SCORES_MAX = 40;

export const LIVE_SCORE_MESSAGES = {
  stale: "Someone else saved the live scores since you opened them.",
} as const;

const MINUTE_MS = 60_000;

/** The minute a live match shows at `now`: whole minutes since kick-off, never below 0 nor above 90. */
export function liveMinute(kickoffAt: Date | string, now: Date): number {
  const elapsed = Math.floor((now.getTime() - new Date(kickoffAt).getTime()) / MINUTE_MS);
  return Math.min(LIVE_CLOCK_STOP, Math.max(0, elapsed));
}

/** What a match's `time` says at `now`: live "67'", upcoming the UK kick-off "19:45", finished "FT". */
export function liveScoreTime(match: { status: LiveScore["status"]; kickoffAt: string }, now: Date): string {
  if (match.status === "live") return `${liveMinute(match.kickoffAt, now)}'`;
  if (match.status === "upcoming") return ukClock(match.kickoffAt);
  return "FT";
}

/**
 * A match as shown at `now`. With a stored kick-off the clock is computed from it; without one (data
 * written before kick-offs were stored) it moves one minute per update as before.
 */
export function liveScoreAt(score: LiveScore, now: Date): LiveScore {
  if (!score.kickoffAt) return score;
  const time = liveScoreTime({ status: score.status, kickoffAt: score.kickoffAt }, now);
  return time === score.time ? score : { ...score, time };
}

/** One clock update in the browser: from the kick-off when known, else one minute on. */
export function tickLiveScore(score: LiveScore, now: Date): LiveScore {
  return score.kickoffAt ? liveScoreAt(score, now) : advanceLiveScore(score);
}

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

/** GET/PUT /api/admin/live-scores answer. */
export interface LiveScoresDocument {
  matches: LiveScore[];
  version: number;
  updatedAt: string | null;
}

/**
 * The stored match from the desk's input at `now`: the kick-off fixed, `time` as of now. A finished match
 * may have no kick-off (older data); an upcoming or live one needs one (the caller answers 400 naming it).
 */
export function storedLiveScore(input: LiveScoreInput, id: string, now: Date): LiveScore | { missingKickoff: true } {
  let kickoffAt = input.kickoffAt ? new Date(input.kickoffAt).toISOString() : undefined;
  if (input.status === "live" && input.minute !== undefined) kickoffAt = new Date(now.getTime() - input.minute * MINUTE_MS).toISOString();
  if (!kickoffAt && input.status !== "finished") return { missingKickoff: true };
  return {
    id,
    sport: input.sport,
    competition: input.competition,
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    homeScore: input.homeScore,
    awayScore: input.awayScore,
    status: input.status,
    kickoffAt: kickoffAt ?? null,
    time: kickoffAt ? liveScoreTime({ status: input.status, kickoffAt }, now) : "FT",
  };
}
