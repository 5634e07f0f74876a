import { type AiringWire, formatBroadcastTime, scheduleDayLabel, ukDayOf } from "@matv/shared";
import { useT } from "../../i18n/texts";

/** "Tue 24 Nov" / "Today": the UK day an airing starts on. */
export function airingDay(airing: AiringWire, now: number): string {
  return scheduleDayLabel(ukDayOf(airing.start), ukDayOf(now));
}

/** A show's next airings: the UK day, then UK and India time side by side (ADR 054), LIVE and ON NOW marks. */
export function AiringList({ airings, now }: { airings: AiringWire[]; now: number }) {
  const t = useT();
  return (
    <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="next-airings">
      {airings.map((airing) => {
        const onAir = Date.parse(airing.start) <= now && now < Date.parse(airing.end);
        return (
          <li key={airing.start} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
            <p className="w-28 shrink-0 font-semibold">{airingDay(airing, now)}</p>
            <p className="font-mono text-sm font-semibold text-gray-800">
              <time dateTime={airing.start}>{formatBroadcastTime(airing.start)}</time>
            </p>
            <p className="min-w-0 flex-1">
              {onAir && <span className="mr-2 rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">{t("common.onNow")}</span>}
              {airing.isLive && <span className="mr-2 rounded border border-brand px-2 py-0.5 text-xs font-bold text-brand">{t("common.live")}</span>}
              {airing.title}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
