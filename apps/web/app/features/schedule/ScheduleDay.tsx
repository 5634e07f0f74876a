import { editionPath, formatBroadcastTime, recordingOf, type ScheduleSlotWire, showPagePath, videoPagePath } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";
import { useOnNow } from "./useOnNow";

/**
 * One day's programmes, each with its UK and India times; the one on air highlighted and announced. A slot links
 * to its show's page, and once it has aired, to its recording's page when one is known (ADR 073).
 */
export function ScheduleDay({ slots, serverNow }: { slots: ScheduleSlotWire[]; serverNow: number }) {
  const t = useT();
  const edition = useEdition();
  const { now, at } = useOnNow(slots, serverNow);
  if (!slots.length) return <p className="rounded border border-gray-200 p-4 text-gray-700">{t("schedulePage.none")}</p>;
  return (
    <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="schedule-slots">
      {slots.map((slot) => {
        const onAir = now?._id === slot._id;
        const past = Date.parse(slot.end) <= at;
        const recording = past ? recordingOf(slot) : null;
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
                {onAir && <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">{t("schedulePage.onNow")}</span>}
                {slot.isLive && <span className="rounded border border-brand px-2 py-0.5 text-xs font-bold text-brand">{t("common.live")}</span>}
                {recording ? (
                  <a className="text-brand underline" href={editionPath(edition, videoPagePath(recording))}>
                    {slot.title}
                    <span className="sr-only"> ({t("schedulePage.watchAgainHidden")})</span>
                  </a>
                ) : (
                  <span>{slot.title}</span>
                )}
                {recording && (
                  <span aria-hidden="true" className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                    {t("schedulePage.watchAgain")}
                  </span>
                )}
              </h3>
              {(slot.show || slot.presenter) && (
                <p className="text-sm text-gray-700">
                  {slot.showSlug ? (
                    <a href={editionPath(edition, showPagePath(slot.showSlug))} className="font-semibold text-brand underline">
                      {slot.show}
                    </a>
                  ) : (
                    slot.show
                  )}
                  {slot.show && slot.presenter ? " · " : ""}
                  {slot.presenter && t("schedulePage.presenter", { presenter: slot.presenter })}
                </p>
              )}
              {slot.description && <p className="mt-1 text-sm text-gray-800">{slot.description}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
