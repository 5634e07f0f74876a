import { LIVE_STREAM_TITLE, type ScheduleNowWire } from "@matv/shared";
import type { VideoWire } from "@matv/shared/video";
import { OffAirPanel } from "../programmes/OffAirPanel";
import { OnNowStrip } from "../schedule/OnNowStrip";
import { LivePlayer } from "./LivePlayer";

export interface LiveChannelProps {
  schedule: ScheduleNowWire;
  /** The channel's HLS playlist, or null when none is set. */
  streamUrl: string | null;
  /** Nothing on air now, or no stream: the off-air panel shows (ADR 073). */
  offAir: boolean;
  /** The latest episodes, shown in the off-air panel. */
  latest: VideoWire[];
  serverNow: number;
}

/**
 * The top of /live (spec 001 §2): On now / Next, the channel's player, and when off air what is on next with a
 * countdown. One island of the static page (ADR 090): everything in it moves by itself (the stream, the
 * on-now highlight, the countdown), so it is one React root whose wake the route chooses.
 */
export function LiveChannel({ schedule, streamUrl, offAir, latest, serverNow }: LiveChannelProps) {
  return (
    <>
      <OnNowStrip schedule={schedule} serverNow={serverNow} />
      {streamUrl && <LivePlayer streamUrl={streamUrl} title={LIVE_STREAM_TITLE} />}
      {offAir && (
        <div className={streamUrl ? "mt-6" : ""}>
          <OffAirPanel reason={streamUrl ? "off-air" : "no-stream"} next={schedule.next} episodes={latest} serverNow={serverNow} />
        </div>
      )}
    </>
  );
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When the countdown's text next changes (countdownParts): every second in the last minute, at each whole minute
 * below a day, at each whole hour above.
 */
function countdownChange(until: number, now: number): number {
  if (until <= MINUTE_MS) return now;
  const step = until > 24 * HOUR_MS ? HOUR_MS : MINUTE_MS;
  return now + (until % step || step);
}

/**
 * When the channel block's server HTML goes stale if no stream plays (ADR 085 `wakeAt`): the countdown's next
 * change, or the next start or end of a programme (the on-now strip), whichever comes first; undefined when
 * neither will change.
 */
export function liveChannelWakeAt({ schedule, offAir }: Pick<LiveChannelProps, "schedule" | "offAir">, now: number): number | undefined {
  const times: number[] = [];
  if (schedule.now) times.push(Date.parse(schedule.now.end));
  if (schedule.next) {
    const start = Date.parse(schedule.next.start);
    times.push(start);
    if (offAir && start > now) times.push(countdownChange(start - now, now));
  }
  const future = times.filter((t) => Number.isFinite(t) && t >= now);
  return future.length ? Math.min(...future) : undefined;
}
