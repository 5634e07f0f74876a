import type { z } from "zod";
import type { liveScoresDocumentSchema } from "./contracts/reads.ts";
import { advanceLiveScore, LIVE_CLOCK_STOP, type LiveScore } from "./homeLayout.ts";
import type { LiveScoreInput } from "./liveScoresSchema.ts";
import { ukClock } from "./schedule.ts";

/**
 * Live scores (ADR 057): the desk's list of matches and the clock rule. A match stores its
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

/** GET/PUT /api/admin/live-scores answer. */
export type LiveScoresDocument = z.infer<typeof liveScoresDocumentSchema>;

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
