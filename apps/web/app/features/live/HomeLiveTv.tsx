import { LIVE_STREAM_TITLE, type ScheduleNowWire } from "@matv/shared";
import { Play } from "lucide-react";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/texts";
import { OnNowStrip } from "../schedule/OnNowStrip";

// The /live player itself, fetched on the first press only: a reader who never plays loads none of it.
const LivePlayer = lazy(() => import("./LivePlayer").then((m) => ({ default: m.LivePlayer })));

const NOTHING_SCHEDULED: ScheduleNowWire = { now: null, next: null };

/** Once the player has rendered, focus goes to its video (the control that was pressed is gone). */
function FocusVideo({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    within.current?.querySelector("video")?.focus();
  }, [within]);
  return null;
}

/**
 * The home page's live TV strip: On now / Next, and, when the channel has a stream, a Watch live control
 * that plays it right here in the /live player (the same component, so it docks and follows links as
 * from /live, ADR 063). Without a stream it is the plain On now strip.
 */
export function HomeLiveTv({ schedule, serverNow, streamUrl }: { schedule: ScheduleNowWire | null; serverNow: number; streamUrl: string | null }) {
  const [playing, setPlaying] = useState(false);
  const playerBox = useRef<HTMLDivElement>(null);
  const t = useT();
  if (!streamUrl) return schedule ? <OnNowStrip schedule={schedule} serverNow={serverNow} /> : null;
  const action = playing ? null : (
    <button
      type="button"
      // Shown again in the server HTML of a page the navigation layer swaps in, where the layer answers it (followRules).
      data-live-play=""
      onClick={() => setPlaying(true)}
      className="inline-flex min-h-8 items-center gap-2 rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <Play className="h-4 w-4" aria-hidden="true" />
      {t("live.watchLive")}
    </button>
  );
  return (
    <div>
      <OnNowStrip schedule={schedule ?? NOTHING_SCHEDULED} serverNow={serverNow} action={action} />
      {playing && (
        <div ref={playerBox} className="mb-4 max-w-3xl">
          <Suspense fallback={<div className="aspect-video w-full rounded-xl bg-black" />}>
            <LivePlayer streamUrl={streamUrl} title={LIVE_STREAM_TITLE} />
            <FocusVideo within={playerBox} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
