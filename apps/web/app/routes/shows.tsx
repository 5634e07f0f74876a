import { editionPath, formatBroadcastTime, PROGRAMME_TEXTS, SCHEDULE_CALENDAR_PATH, SHOW_LANGUAGE_LABELS, SITE, showPagePath } from "@matv/shared";
import { airingDay } from "../features/programmes/AiringList";
import { useEdition, useT } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, editionUrl } from "../lib/seo";
import type { Route } from "./+types/shows";

export const handle: RouteHandle = { render: "static" };

/** /shows (ADR 073): every programme of the channel with its next airing. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return {
    shows: await context.site.programmes.listShows(),
    now: Date.now(),
    origin: context.origin,
    url: editionUrl(context.origin, url, "/shows"),
    texts: pageTexts(url, ["programme"]),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: PROGRAMME_TEXTS.showsTitle,
        description: `${SITE.fullName}'s programmes: live debates, news bulletins, community, business, entertainment and Hindi programmes.`,
        url: data.url,
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "ItemList",
          itemListElement: data.shows.map((show, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: `${data.origin}${showPagePath(show.slug)}`,
            name: show.name,
          })),
        },
      })
    : [];

export default function ShowsPage({ loaderData }: Route.ComponentProps) {
  const { shows, now } = loaderData;
  const t = useT();
  const edition = useEdition();
  return (
    <section aria-labelledby="shows-title">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="shows-title" className="text-3xl font-extrabold">
            {t("programme.showsTitle")}
          </h1>
          <p className="mt-1 max-w-2xl text-gray-700">{t("programme.showsIntro")}</p>
        </div>
        <p className="flex gap-4 text-sm font-semibold">
          <a href={editionPath(edition, "/schedule")} className="text-brand underline">
            {t("common.fullSchedule")}
          </a>
          <a href={SCHEDULE_CALENDAR_PATH} className="text-brand underline">
            {t("programme.scheduleCalendar")}
          </a>
        </p>
      </div>
      {shows.length === 0 ? (
        <p className="text-gray-700">{t("programme.noShows")}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shows.map((show, i) => (
            <li
              key={show._id}
              className="relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
              lang={show.language === "hi" ? "hi" : undefined}
            >
              <div className="aspect-video bg-gray-900">
                {show.imageUrl && (
                  <img
                    src={show.imageUrl.replace(/-1200\.webp$/, "-480.webp")}
                    alt=""
                    width={480}
                    height={270}
                    loading={i < 3 ? "eager" : "lazy"}
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="text-lg font-bold">
                  <a href={showPagePath(show.slug)} className="after:absolute after:inset-0 hover:text-brand">
                    {show.name}
                  </a>
                </h2>
                <p className="line-clamp-3 text-sm text-gray-800">{show.description}</p>
                <p className="mt-auto text-sm text-gray-700">
                  {show.language !== "en" && (
                    <span className="mr-2 rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold">{SHOW_LANGUAGE_LABELS[show.language]}</span>
                  )}
                  {show.nextAiring ? (
                    <>
                      <span className="font-semibold">{t("programme.nextAirings")}:</span> {airingDay(show.nextAiring, now)},{" "}
                      <time dateTime={show.nextAiring.start}>{formatBroadcastTime(show.nextAiring.start)}</time>
                    </>
                  ) : (
                    t("programme.noNextAirings")
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
