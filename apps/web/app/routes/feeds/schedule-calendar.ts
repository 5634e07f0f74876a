import { calendarResponse } from "../../features/programmes/calendarResponse.server";
import type { Route } from "./+types/schedule-calendar";

/** `/schedule.ics` (ADR 073): every programme from a week ago to four weeks ahead, RFC 5545. */
export async function loader({ context }: Route.LoaderArgs) {
  return calendarResponse((await context.site.programmes.calendar(null, context.origin)) ?? "", "matv-schedule.ics");
}
