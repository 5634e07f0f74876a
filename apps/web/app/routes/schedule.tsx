import { type PageCacheRule, PROGRAMME_TEXTS, SCHEDULE_CALENDAR_PATH, scheduleDateSchema, scheduleDayLabel, scheduleDays, SITE, ukDayOf } from "@matv/shared";
import { data as response } from "react-router";
import { ScheduleDay } from "../features/schedule/ScheduleDay";
import { broadcastEventJsonLd } from "../features/schedule/scheduleJsonLd";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/schedule";

/** Each day is its own page in the page cache (the key keeps only the parameters a route declares). */
export const handle: PageCacheRule = { cacheParams: ["date"] };

/** /schedule (ADR 054): a UK day's programmes per tab, times in UK and India time, on now highlighted. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const now = Date.now();
  const today = ukDayOf(now);
  const asked = new URL(request.url).searchParams.get("date");
  if (asked !== null && !scheduleDateSchema.safeParse(asked).success) throw response(null, { status: 404 });
  const date = asked ?? today;
  const slots = await context.site.schedule.day(date);
  return { date, today, days: scheduleDays(new Date(now)), slots, now, url: `${context.origin}/schedule${asked ? `?date=${date}` : ""}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.date === data.today ? "TV schedule" : `TV schedule for ${scheduleDayLabel(data.date, data.today)}`,
        description: `What is on ${SITE.name}: the channel's programmes with UK and India times, live debates and community events.`,
        url: data.url,
        jsonLd: data.slots.map(broadcastEventJsonLd),
      }).concat([{ tagName: "link", rel: "alternate", type: "text/calendar", title: PROGRAMME_TEXTS.scheduleCalendar, href: SCHEDULE_CALENDAR_PATH }])
    : [];

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  const { date, today, days, slots, now } = loaderData;
  return (
    <section aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="text-3xl font-extrabold">
        TV schedule
      </h1>
      <p className="mt-1 text-sm text-gray-700">Times in UK time (GMT or BST) and India time (IST).</p>
      <p className="mt-2 flex flex-wrap gap-4 text-sm font-semibold">
        <a href="/shows" className="text-brand underline">
          {PROGRAMME_TEXTS.showsTitle}
        </a>
        <a href={SCHEDULE_CALENDAR_PATH} className="text-brand underline">
          {PROGRAMME_TEXTS.scheduleCalendar}
        </a>
      </p>
      <nav aria-label="Schedule days" className="my-4 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap">
          {days.map((day) => (
            <li key={day}>
              <a
                href={day === today ? "/schedule" : `/schedule?date=${day}`}
                aria-current={day === date ? "page" : undefined}
                className={`block rounded px-3 py-2 text-sm font-semibold ${day === date ? "bg-brand text-white" : "bg-gray-100 text-gray-900 hover:bg-gray-200"}`}
              >
                {scheduleDayLabel(day, today)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{scheduleDayLabel(date, today)}</h2>
      <ScheduleDay slots={slots} serverNow={now} />
    </section>
  );
}
