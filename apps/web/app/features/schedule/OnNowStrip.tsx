import { editionPath, formatBroadcastTime, type ScheduleNowWire, type ScheduleSlotWire } from "@matv/shared";
import type { ReactNode } from "react";
import { useEdition, useT } from "../../i18n/texts";
import { useOnNow } from "./useOnNow";

/**
 * "On now / Next" in one slim strip (home page, /live), linking to the full schedule. `action` (the home
 * page's Watch live control) comes first; with it the strip shows even when nothing is scheduled.
 */
export function OnNowStrip({ schedule, serverNow, action }: { schedule: ScheduleNowWire; serverNow: number; action?: ReactNode }) {
  const slots = [schedule.now, schedule.next].filter((s): s is ScheduleSlotWire => s !== null);
  const { now, next } = useOnNow(slots, serverNow);
  const t = useT();
  const edition = useEdition();
  if (!now && !next && !action) return null;
  return (
    <section
      aria-label={t("common.onMatvNow")}
      className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-1 rounded-lg border border-gray-200 bg-gray-50 px-4 py-2 text-sm"
    >
      {action}
      {now && (
        <p data-testid="on-now">
          <span className="mr-2 rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">{t("common.onNow")}</span>
          <strong>{now.title}</strong>
        </p>
      )}
      {next && (
        <p data-testid="up-next">
          <span className="mr-2 font-semibold text-gray-700">{t("common.upNext")}</span>
          <strong>{next.title}</strong> <time dateTime={next.start}>{formatBroadcastTime(next.start)}</time>
        </p>
      )}
      <a href={editionPath(edition, "/schedule")} className="ml-auto font-semibold text-brand underline">
        {t("common.fullSchedule")}
      </a>
    </section>
  );
}
