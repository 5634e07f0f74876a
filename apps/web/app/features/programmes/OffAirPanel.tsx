import { countdownParts, editionPath, formatBroadcastTime, type ScheduleSlotWire, showPagePath, SITE } from "@matv/shared";
import type { VideoWire } from "@matv/shared/video";
import { useEffect, useState } from "react";
import { useEdition, useT } from "../../i18n/texts";
import { VideoGrid } from "../video/VideoGrid";
import { airingDay } from "./AiringList";

/** "in 2 h 05 min" to a start, ticking once a second (a timer role: screen readers read it when asked, not every tick). */
function Countdown({ to, serverNow }: { to: string; serverNow: number }) {
  const [now, setNow] = useState(serverNow);
  const t = useT();
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="timer" aria-live="off" data-testid="countdown">
      {((parts) => t(parts.key, parts.values))(countdownParts(Date.parse(to) - now))}
    </span>
  );
}

interface OffAirPanelProps {
  /** Why there is no picture: nothing on air now, or no stream set. */
  reason: "off-air" | "no-stream";
  next: ScheduleSlotWire | null;
  episodes: VideoWire[];
  serverNow: number;
}

/**
 * /live when the channel is off air or its stream is not set (ADR 073): what is on next in UK and India time with
 * a countdown, and the latest episodes to watch meanwhile, instead of a dead player.
 */
export function OffAirPanel({ reason, next, episodes, serverNow }: OffAirPanelProps) {
  const t = useT();
  const edition = useEdition();
  return (
    <section aria-labelledby="off-air-title" className="space-y-6 rounded-xl bg-gray-900 p-6 text-white" data-testid="off-air">
      <div>
        <h2 id="off-air-title" className="text-2xl font-extrabold">
          {reason === "no-stream" ? t("live.offAirNoStream") : t("live.offAirTitle")}
        </h2>
        {next ? (
          <div className="mt-4 space-y-1" data-testid="on-next">
            <p className="text-sm font-semibold uppercase tracking-wide text-gray-300">{t("live.nextOnMatv")}</p>
            <p className="text-xl font-bold">
              {next.showSlug ? (
                <a href={showPagePath(next.showSlug)} className="underline">
                  {next.title}
                </a>
              ) : (
                next.title
              )}
            </p>
            <p className="text-gray-100">
              {airingDay(next, serverNow)}, <time dateTime={next.start}>{formatBroadcastTime(next.start)}</time>
              <span aria-hidden="true"> · </span>
              <span className="font-semibold">
                {t("live.startsIn")} <Countdown to={next.start} serverNow={serverNow} />
              </span>
            </p>
          </div>
        ) : (
          <p className="mt-3 text-gray-100">{t("live.nothingNext")}</p>
        )}
        <p className="mt-4 text-sm">
          <a href={editionPath(edition, "/schedule")} className="font-semibold underline">
            {t("common.fullSchedule")}
          </a>{" "}
          · {t("common.onSatellite", { site: SITE.name, channel: SITE.satelliteChannel })}
        </p>
      </div>
      {episodes.length > 0 && (
        <div className="rounded-lg bg-white p-4 text-ink">
          <h2 className="mb-4 text-xl font-extrabold">{t("live.latestEpisodes")}</h2>
          <VideoGrid videos={episodes} now={serverNow} headingLevel="h3" />
        </div>
      )}
    </section>
  );
}
