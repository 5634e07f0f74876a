import { PROGRAMME_TEXTS, SHOW_LANGUAGE_LABELS, SHOW_MESSAGES, SITE, showCalendarPath, showPagePath, showSlugSchema } from "@matv/shared";
import { BellRing, CalendarPlus } from "lucide-react";
import { ShareLinks } from "../features/article/ShareLinks";
import { AiringList } from "../features/programmes/AiringList";
import { tvSeriesJsonLd } from "../features/programmes/programmeJsonLd";
import { VideoCard } from "../features/video/VideoCard";
import { useT } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import { notFound } from "../lib/loaderResponses";
import type { RouteHandle } from "../lib/renderMode";
import { breadcrumbJsonLd, pageMeta } from "../lib/seo";
import type { Route } from "./+types/show";
import { NotFoundScreen } from "../components/NotFoundScreen";

export const handle: RouteHandle = { render: "static" };

/** /shows/{slug} (ADR 073): what the programme is, presenters, next airings (UK and India time), episodes. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!showSlugSchema.safeParse(params.slug).success) notFound(SHOW_MESSAGES.notFound);
  const show = await context.site.programmes.showPage(params.slug);
  if (!show) notFound(SHOW_MESSAGES.notFound);
  return {
    show,
    now: Date.now(),
    origin: context.origin,
    url: `${context.origin}${showPagePath(show.slug)}`,
    texts: pageTexts(url, ["video", "share", "schedulePage.times", "programme"]),
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: `${SHOW_MESSAGES.notFound} | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { show, origin, url } = data;
  return pageMeta({
    title: show.name,
    description: show.description || `${show.name} on ${SITE.fullName}.`,
    url,
    image: show.imageUrl,
    jsonLd: [
      tvSeriesJsonLd(show, origin),
      breadcrumbJsonLd(origin, [
        { name: PROGRAMME_TEXTS.showsTitle, item: `${origin}/shows` },
        { name: show.name, item: url },
      ]),
    ],
  }).concat([
    { tagName: "link", rel: "alternate", type: "text/calendar", title: `${show.name}: ${PROGRAMME_TEXTS.addToCalendar}`, href: showCalendarPath(show.slug) },
  ]);
};

export default function ShowPage({ loaderData }: Route.ComponentProps) {
  const { show, now, url } = loaderData;
  const t = useT();
  return (
    <article className="space-y-8" lang={show.language === "hi" ? "hi" : undefined}>
      <header className="grid gap-6 md:grid-cols-[2fr_3fr] md:items-start">
        <div className="aspect-video overflow-hidden rounded-xl bg-gray-900">
          {show.imageUrl && (
            <img
              src={show.imageUrl.replace(/-1200\.webp$/, "-800.webp")}
              alt=""
              width={800}
              height={450}
              fetchPriority="high"
              decoding="async"
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="space-y-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">
            <a href="/shows" className="underline">
              {t("programme.showsTitle")}
            </a>
            {show.language !== "en" && (
              <span className="ml-2 rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-900">{SHOW_LANGUAGE_LABELS[show.language]}</span>
            )}
          </p>
          <h1 className="text-3xl font-extrabold">{show.name}</h1>
          {show.description && <p className="text-gray-900">{show.description}</p>}
          {show.presenters.length > 0 && (
            <p className="text-sm text-gray-800">
              <span className="font-semibold">{t("programme.presentedBy")}</span> {show.presenters.join(", ")}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={showCalendarPath(show.slug)}
              className="inline-flex items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              {t("programme.addToCalendar")}
            </a>
            {/* A reminder 10 minutes before each airing, by Web Push (topic show:{slug}, ADR 074). */}
            <a
              href={`/alerts?topic=${encodeURIComponent(`show:${show.slug}`)}`}
              className="inline-flex items-center gap-2 rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <BellRing className="h-4 w-4" aria-hidden="true" />
              {t("programme.remindMe")}
            </a>
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t("video.shareShow")}>
            <ShareLinks url={url} title={show.name} />
          </div>
        </div>
      </header>
      <section aria-labelledby="next-airings-title">
        <h2 id="next-airings-title" className="mb-1 text-2xl font-extrabold">
          {t("programme.nextAirings")}
        </h2>
        <p className="mb-3 text-sm text-gray-700">{t("schedulePage.times")}</p>
        {show.nextAirings.length ? <AiringList airings={show.nextAirings} now={now} /> : <p className="text-gray-700">{t("programme.noNextAirings")}</p>}
      </section>
      <section aria-labelledby="episodes-title">
        <h2 id="episodes-title" className="mb-4 text-2xl font-extrabold">
          {t("programme.episodes")}
        </h2>
        {show.episodes.length ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="episodes">
            {show.episodes.map((episode) => (
              <VideoCard key={episode.videoId} now={new Date(now)} video={{ ...episode, channelTitle: SITE.name, viewCount: null }} />
            ))}
          </div>
        ) : (
          <p className="text-gray-700">{t("programme.noEpisodes")}</p>
        )}
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  // The loader fails only with "not found" (an unknown or malformed address); an unexpected failure says the same.
  return <NotFoundScreen heading="shell.showNotFound" backTo="/shows" backLabel="shell.allShows" />;
}
