import { SHOW_MESSAGES, showSlugSchema } from "@matv/shared";
import { calendarResponse } from "../../features/programmes/calendarResponse.server";
import type { Route } from "./+types/show-calendar";

/** `/shows/{slug}/calendar.ics` (ADR 073): the show's airings, RFC 5545, built once per schedule change. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const text = showSlugSchema.safeParse(params.slug).success ? await context.site.programmes.calendar(params.slug, context.origin) : null;
  if (text === null) return new Response(SHOW_MESSAGES.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return calendarResponse(text, `${params.slug}.ics`);
}
