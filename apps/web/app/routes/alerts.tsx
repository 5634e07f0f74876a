import { PUSH_TEXTS, SITE } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import { AlertsPanel, type ShowChoice } from "../features/push/AlertsPanel";
import { pageMeta, editionUrl } from "../lib/seo";
import type { Route } from "./+types/alerts";

/** /alerts: pick what to be alerted about, turn alerts on, change or stop them (ADR 074). */
export async function loader({ context, url }: Route.LoaderArgs) {
  // The channel's shows (the reminders' topics are `show:{slug}`).
  const shows: ShowChoice[] = (await context.site.programmes.listShows().catch(() => [])).map((show) => ({ slug: show.slug, name: show.name }));
  const { t, edition } = loaderTranslator(url);
  const seo = { title: PUSH_TEXTS[edition.code].pageTitle, description: t("alerts.description", { site: SITE.fullName }) };
  return { shows: shows.sort((a, b) => a.name.localeCompare(b.name)), url: editionUrl(context.origin, url, "/alerts"), seo, texts: pageTexts(url, ["alerts"]) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.seo.title ?? PUSH_TEXTS.en.pageTitle,
    description: data?.seo.description ?? "",
    url: data?.url ?? "/alerts",
  });

/** One page per edition: its words, and the language its alerts come in (the subscription keeps it). */
export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useEdition().code;
  return (
    <section aria-labelledby="alerts-title" className="mx-auto max-w-3xl">
      <h1 id="alerts-title" className="text-3xl font-extrabold">
        {PUSH_TEXTS[language].pageTitle}
      </h1>
      <p className="mt-2 text-gray-700">{t("alerts.intro")}</p>
      <AlertsPanel shows={loaderData.shows} language={language} />
    </section>
  );
}
