import { formatBroadcastTime, type ScheduleSlotWire } from "@matv/shared";
import { useOnNow } from "./useOnNow";

/** One day's programmes, each with its UK and India times; the one on air highlighted and announced. */
export function ScheduleDay({ slots, serverNow }: { slots: ScheduleSlotWire[]; serverNow: number }) {
  const { now, at } = useOnNow(slots, serverNow);
  if (!slots.length) return <p className="rounded border border-gray-200 p-4 text-gray-700">No programmes scheduled for this day yet.</p>;
  return (
    <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="schedule-slots">
      {slots.map((slot) => {
        const onAir = now?._id === slot._id;
        const past = Date.parse(slot.end) <= at;
        return (
          <li
            key={slot._id}
            className={`grid gap-1 p-4 sm:grid-cols-[14rem_1fr] ${onAir ? "bg-red-50" : ""}`}
            aria-current={onAir ? "true" : undefined}
            data-slot-id={slot._id}
          >
            <p className="font-mono text-sm font-semibold text-gray-800">
              <time dateTime={slot.start}>{formatBroadcastTime(slot.start)}</time>
            </p>
            <div className="min-w-0">
              <h3 className="flex flex-wrap items-center gap-2 font-bold">
                {onAir && <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">ON NOW</span>}
                {slot.isLive && <span className="rounded border border-brand px-2 py-0.5 text-xs font-bold text-brand">LIVE</span>}
                {past && slot.catchUpVideoId ? (
                  <a className="text-brand underline" href={`https://www.youtube.com/watch?v=${slot.catchUpVideoId}`}>
                    {slot.title}
                    <span className="sr-only"> (watch again)</span>
                  </a>
                ) : (
                  <span>{slot.title}</span>
                )}
              </h3>
              {(slot.show || slot.presenter) && (
                <p className="text-sm text-gray-700">{[slot.show, slot.presenter && `with ${slot.presenter}`].filter(Boolean).join(" · ")}</p>
              )}
              {slot.description && <p className="mt-1 text-sm text-gray-800">{slot.description}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
