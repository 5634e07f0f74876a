import { PUSH_TEXTS, scheduleDays, showSlug, SITE } from "@matv/shared";
import { AlertsPanel, type ShowChoice } from "../features/push/AlertsPanel";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/alerts";

const SHOW_DAYS = 3;

/** /alerts: pick what to be alerted about, turn alerts on, change or stop them (ADR 074). */
export async function loader({ context }: Route.LoaderArgs) {
  // The shows on the channel in the next days, one entry per show (the reminders' topics).
  const days = scheduleDays(new Date()).slice(0, SHOW_DAYS);
  const slots = (await Promise.all(days.map((day) => context.site.schedule.day(day).catch(() => [])))).flat();
  const shows = new Map<string, ShowChoice>();
  for (const slot of slots) {
    const name = slot.show || slot.title;
    const slug = showSlug(name);
    if (slug && !shows.has(slug)) shows.set(slug, { slug, name });
  }
  return { shows: [...shows.values()].sort((a, b) => a.name.localeCompare(b.name)), url: `${context.origin}/alerts` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: PUSH_TEXTS.en.pageTitle,
    description: `Breaking news, live coverage and your shows from ${SITE.fullName}, as alerts on this device. No account, no email.`,
    url: data?.url ?? "/alerts",
  });

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="alerts-title" className="mx-auto max-w-3xl">
      <h1 id="alerts-title" className="text-3xl font-extrabold">
        {PUSH_TEXTS.en.pageTitle}
      </h1>
      <p className="mt-2 text-gray-700">
        Alerts come to this device even when the site is closed. We keep no name or email: only what your browser needs to reach it, and the topics you pick.
      </p>
      <AlertsPanel shows={loaderData.shows} />
    </section>
  );
}
