import type { z } from "zod";
import type {
  adminShowWireSchema,
  airingWireSchema,
  episodeWireSchema,
  recordingWireSchema,
  showListItemWireSchema,
  showPageWireSchema,
  showWireSchema,
  videoPageWireSchema,
} from "./contracts/programmes.ts";
import type { ScheduleSlotTimes } from "./schedule.ts";

/**
 * The channel's programmes on the web (ADR 073): shows, their airings and their recordings (catch-up). The
 * match rule that attaches a recording to the airing it records is here, pure, so the server runs it when the
 * schedule or the video list changes and the tests can state it exactly.
 */

export type ShowLanguage = "en" | "hi";
export const SHOW_LANGUAGES: readonly ShowLanguage[] = ["en", "hi"];
export const SHOW_LANGUAGE_LABELS: Record<ShowLanguage, string> = { en: "English", hi: "Hindi" };

/** A recording may be published up to this long after its airing ends (and not before it starts). */
export const CATCH_UP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many upcoming airings a show page and its API answer list. */
export const NEXT_AIRINGS_SHOWN = 6;
/** How many episodes a show page lists (newest first). */
export const EPISODES_SHOWN = 24;

/** One show as readers see it. */
export type ShowWire = z.infer<typeof showWireSchema>;

/** An airing as the show page and `GET /api/shows/{slug}` list it. */
export type AiringWire = z.infer<typeof airingWireSchema>;

/** An airing with its show, for reminders and calendars across shows. */
export interface ProgrammeAiring {
  showSlug: string;
  showName: string;
  title: string;
  start: string;
  end: string;
}

/** A recording of one of a show's airings (catch-up). */
export type EpisodeWire = z.infer<typeof episodeWireSchema>;

/** `GET /api/shows`: each show with its next airing. */
export type ShowListItemWire = z.infer<typeof showListItemWireSchema>;

/** `GET /api/shows/{slug}`. */
export type ShowPageWire = z.infer<typeof showPageWireSchema>;

/** `GET /api/videos/{videoId}`: the video, the show and airing it records (if known), and videos to watch next. */
export type VideoPageWire = z.infer<typeof videoPageWireSchema>;

/** A show as the shows desk edits it. */
export type AdminShowWire = z.infer<typeof adminShowWireSchema>;

/** A video the schedule desk may attach to a slot by hand. */
export type RecordingWire = z.infer<typeof recordingWireSchema>;

export const SHOW_MESSAGES = {
  notFound: "Show not found",
  videoNotFound: "Video not found",
  stale: "Someone else saved this show since you opened it.",
  slugTaken: "Another show already has this address.",
  unknownShow: "is not one of the channel's shows",
} as const;

/** Reader-facing texts of the programme pages, together so the Hindi edition can move them into its catalogue. */
export const PROGRAMME_TEXTS = {
  showsTitle: "Shows",
  showsIntro: "The channel's programmes: what they are, who presents them, when they are on next and their latest episodes.",
  noShows: "No shows yet.",
  nextAirings: "Next on MATV",
  noNextAirings: "Not on the schedule this fortnight.",
  episodes: "Episodes",
  noEpisodes: "No episodes to watch again yet.",
  presentedBy: "Presented by",
  addToCalendar: "Add to calendar",
  remindMe: "Remind me",
  scheduleCalendar: "Add the schedule to your calendar",
  watchOnPlatform: "Watch on YouTube",
  play: "Play video",
  fromShow: "From",
  related: "More videos",
  aired: "Aired",
  published: "Published",
  watchAgain: "watch again",
  offAirTitle: "Off air right now",
  offAirNoStream: "The live stream is not available right now.",
  onNextIn: "Starts",
  latestEpisodes: "Latest episodes",
  nothingNext: "Nothing is scheduled yet. Check the full schedule later.",
  openVideoPage: "Open the video's page",
  showPage: "Show page",
} as const;

/** Words of a title or match word, lower-cased, letters and digits of any script (Hindi included), one space apart. */
export function normaliseTitle(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** Whether `title` holds one of `matchWords` as whole words (case, punctuation and spacing ignored). */
export function titleMatches(title: string, matchWords: readonly string[]): boolean {
  const padded = ` ${normaliseTitle(title)} `;
  return matchWords.some((word) => {
    const w = normaliseTitle(word);
    return w !== "" && padded.includes(` ${w} `);
  });
}

export interface MatchSlot extends ScheduleSlotTimes {
  id: string;
  showId: string | null;
  /** Attached by hand: the slot is not matched automatically. */
  catchUpVideoId: string | null;
}

export interface MatchVideo {
  videoId: string;
  title: string;
  publishedAt: string;
}

/**
 * The match rule (ADR 073): a video records an airing when its title holds one of the show's match words and it
 * was published between the airing's start and 24 hours after its end. A video attached by hand anywhere, and a
 * slot with a video attached by hand, take no part. A video goes to the latest such airing that started before it
 * was published; an airing keeps the first video published for it (later ones, clips say, stay unmatched for the
 * desk). Answers slot id -> video id.
 */
export function matchRecordings(
  slots: readonly MatchSlot[],
  matchWordsByShow: ReadonlyMap<string, readonly string[]>,
  videos: readonly MatchVideo[],
  handAttached: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const open = slots
    .filter((s) => s.showId !== null && !s.catchUpVideoId && (matchWordsByShow.get(s.showId)?.length ?? 0) > 0)
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  const chosen = new Map<string, MatchVideo>();
  for (const video of videos) {
    if (handAttached.has(video.videoId)) continue;
    const published = Date.parse(video.publishedAt);
    if (!Number.isFinite(published)) continue;
    const slot = open.find(
      (s) =>
        Date.parse(s.start) <= published &&
        published <= Date.parse(s.end) + CATCH_UP_WINDOW_MS &&
        titleMatches(video.title, matchWordsByShow.get(s.showId as string) ?? []),
    );
    if (!slot) continue;
    const current = chosen.get(slot.id);
    if (!current || published < Date.parse(current.publishedAt) || (published === Date.parse(current.publishedAt) && video.videoId < current.videoId)) {
      chosen.set(slot.id, video);
    }
  }
  return new Map([...chosen].map(([slotId, video]) => [slotId, video.videoId]));
}

/** The recording a slot links to: the one attached by hand, else the one matched. */
export function recordingOf(slot: { catchUpVideoId: string | null; matchedVideoId?: string | null }): string | null {
  return slot.catchUpVideoId ?? slot.matchedVideoId ?? null;
}

/** The address of a video's page and of a show's. */
export const videoPagePath = (videoId: string) => `/videos/${encodeURIComponent(videoId)}`;
export const showPagePath = (slug: string) => `/shows/${encodeURIComponent(slug)}`;
export const showCalendarPath = (slug: string) => `/shows/${encodeURIComponent(slug)}/calendar.ics`;
export const SCHEDULE_CALENDAR_PATH = "/schedule.ics";

/**
 * The countdown to the next programme as a catalogue key (`live.countdown.*`) and its values, so each edition
 * says it in its language (ADR 076); `countdownText` is the English.
 */
export function countdownParts(untilMs: number): { key: keyof typeof COUNTDOWN_ENGLISH; values: Record<string, number | string> } {
  if (untilMs <= 0) return { key: "live.countdown.now", values: {} };
  const totalSeconds = Math.ceil(untilMs / 1000);
  if (totalSeconds < 60) return { key: "live.countdown.seconds", values: { seconds: totalSeconds } };
  const totalMinutes = Math.ceil(totalSeconds / 60);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return { key: "live.countdown.days", values: { days, hours } };
  if (hours > 0) return { key: "live.countdown.hours", values: { hours, minutes: String(minutes).padStart(2, "0") } };
  return { key: "live.countdown.minutes", values: { minutes } };
}

/** "in 2 h 05 min", "in 12 min", "in 40 s": the countdown to the next programme (English). */
export function countdownText(untilMs: number): string {
  const { key, values } = countdownParts(untilMs);
  return COUNTDOWN_ENGLISH[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** The English countdown texts (the catalogue's `live.countdown.*`). */
export const COUNTDOWN_ENGLISH = {
  "live.countdown.now": "now",
  "live.countdown.seconds": "in {seconds} s",
  "live.countdown.days": "in {days} d {hours} h",
  "live.countdown.hours": "in {hours} h {minutes} min",
  "live.countdown.minutes": "in {minutes} min",
} as const;
