import {
  type Edition,
  editionPath,
  type PageCacheRule,
  SCHEDULE_CALENDAR_PATH,
  scheduleDateSchema,
  type ScheduleSlotWire,
  scheduleDayLabel,
  scheduleDays,
  SITE,
  ukDayOf,
} from "@matv/shared";
import { data as response } from "react-router";
import { ScheduleDay } from "../features/schedule/ScheduleDay";
import { Island, IslandsPageData } from "../islands/Island";
import type { RouteHandle } from "../lib/renderMode";
import { broadcastEventJsonLd } from "../features/schedule/scheduleJsonLd";
import { pageMeta, editionUrl } from "../lib/seo";
import { type Translator, useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/schedule";

/**
 * Each day is its own page in the page cache (the key keeps only the parameters a route declares). Server HTML
 * (ADR 085): the day tabs are links; the day's programmes are an island that hydrates on the reader's first touch,
 * or by itself when the next programme starts or ends, from when the on-now highlight follows the clock.
 */
export const handle: PageCacheRule & RouteHandle = { cacheParams: ["date"], render: "static", follow: "in-place" };

/**
 * A day tab's name: the spec's English labels on the English edition; elsewhere "today" in the edition's words
 * and the other days as dates in its language ('शुक्र, 27 नव॰').
 */
function dayLabel(edition: Edition, t: Translator["t"], day: string, today: string): string {
  if (day === today) return t("schedulePage.today");
  if (edition.code === "en") return scheduleDayLabel(day, today);
  return new Intl.DateTimeFormat(edition.locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** /schedule (ADR 054): a UK day's programmes per tab, times in UK and India time, on now highlighted. */
export async function loader({ context, request, url: address }: Route.LoaderArgs) {
  const now = Date.now();
  const today = ukDayOf(now);
  const asked = new URL(request.url).searchParams.get("date");
  if (asked !== null && !scheduleDateSchema.safeParse(asked).success) throw response(null, { status: 404 });
  const date = asked ?? today;
  const slots = await context.site.schedule.day(date);
  const { t, edition } = loaderTranslator(address);
  const seo = {
    title: date === today ? t("schedulePage.title") : t("schedulePage.titleFor", { day: dayLabel(edition, t, date, today) }),
    description: t("schedulePage.description", { site: SITE.name }),
    calendar: t("schedulePage.calendar"),
  };
  const texts = pageTexts(address, ["schedulePage", "common", "time"]);
  return {
    date,
    today,
    days: scheduleDays(new Date(now)),
    slots,
    now,
    url: editionUrl(context.origin, address, `/schedule${asked ? `?date=${date}` : ""}`),
    seo,
    texts,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.seo.title,
        description: data.seo.description,
        url: data.url,
        jsonLd: data.slots.map(broadcastEventJsonLd),
      }).concat([{ tagName: "link", rel: "alternate", type: "text/calendar", title: data.seo.calendar, href: SCHEDULE_CALENDAR_PATH }])
    : [];

/** The next time a programme starts or ends after `now`: the day's server HTML (on now, recordings) is stale from then. */
function nextChange(slots: readonly ScheduleSlotWire[], now: number): number | undefined {
  const times = slots.flatMap((slot) => [Date.parse(slot.start), Date.parse(slot.end)]).filter((time) => time > now);
  return times.length ? Math.min(...times) : undefined;
}

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  const { date, today, days, slots, now, texts } = loaderData;
  const t = useT();
  const edition = useEdition();
  const label = (day: string) => dayLabel(edition, t, day, today);
  return (
    <section aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="text-3xl font-extrabold">
        {t("schedulePage.title")}
      </h1>
      <p className="mt-1 text-sm text-gray-700">{t("schedulePage.times")}</p>
      <p className="mt-2 flex flex-wrap gap-4 text-sm font-semibold">
        <a href={editionPath(edition, "/shows")} className="text-brand underline">
          {t("schedulePage.shows")}
        </a>
        <a href={SCHEDULE_CALENDAR_PATH} className="text-brand underline">
          {t("schedulePage.calendar")}
        </a>
      </p>
      <nav aria-label={t("schedulePage.days")} className="my-4 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap">
          {days.map((day) => (
            <li key={day}>
              <a
                href={editionPath(edition, day === today ? "/schedule" : `/schedule?date=${day}`)}
                aria-current={day === date ? "page" : undefined}
                className={`block rounded px-3 py-2 text-sm font-semibold ${day === date ? "bg-brand text-white" : "bg-gray-100 text-gray-900 hover:bg-gray-200"}`}
              >
                {label(day)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{label(date)}</h2>
      <Island name="ScheduleDay" component={ScheduleDay} props={{ slots, serverNow: now }} priority="interaction" wakeAt={nextChange(slots, now)} />
      <IslandsPageData texts={texts} now={now} />
    </section>
  );
}
