import { PUSH_TEXTS, SITE } from "@matv/shared";
import { AlertsPanel, type ShowChoice } from "../features/push/AlertsPanel";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/alerts";

/** /alerts: pick what to be alerted about, turn alerts on, change or stop them (ADR 074). */
export async function loader({ context }: Route.LoaderArgs) {
  // The channel's shows (the reminders' topics are `show:{slug}`).
  const shows: ShowChoice[] = (await context.site.programmes.listShows().catch(() => [])).map((show) => ({ slug: show.slug, name: show.name }));
  return { shows: shows.sort((a, b) => a.name.localeCompare(b.name)), url: `${context.origin}/alerts` };
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
