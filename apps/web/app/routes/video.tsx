import {
  feedTimeAgoText,
  formatBroadcastTime,
  formatDate,
  PROGRAMME_TEXTS,
  SHOW_MESSAGES,
  SITE,
  showPagePath,
  ukDayOf,
  scheduleDayLabel,
  videoIdSchema,
} from "@matv/shared";
import { formatVideoDuration } from "@matv/shared/video";
import { ShareLinks } from "../features/article/ShareLinks";
import { VideoPoster } from "../features/programmes/VideoPoster";
import { videoPageJsonLd } from "../features/programmes/programmeJsonLd";
import { VideoCard } from "../features/video/VideoCard";
import { useT, useTimeText } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import { notFound } from "../lib/loaderResponses";
import type { RouteHandle } from "../lib/renderMode";
import { breadcrumbJsonLd, pageMeta, editionUrl } from "../lib/seo";
import type { Route } from "./+types/video";
import { NotFoundScreen } from "../components/NotFoundScreen";

/** Read and watched, not used: no React runtime; the poster's play button is an island (ADR 073). */
export const handle: RouteHandle = { render: "static" };

/** /videos/{videoId} (ADR 073): a video's own page, for sharing and search engines. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!videoIdSchema.safeParse(params.videoId).success) notFound(SHOW_MESSAGES.videoNotFound);
  const page = await context.site.programmes.videoPage(params.videoId);
  if (!page) notFound(SHOW_MESSAGES.videoNotFound);
  return {
    ...page,
    now: Date.now(),
    origin: context.origin,
    url: editionUrl(context.origin, url, `/videos/${encodeURIComponent(page.video.videoId)}`),
    texts: pageTexts(url, ["video", "share", "programme"]),
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: `Video not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { video, show, origin, url } = data;
  return pageMeta({
    title: video.title,
    description: video.description || `${video.title}: watch on ${SITE.fullName}.`,
    url,
    image: video.thumbnail,
    jsonLd: [
      videoPageJsonLd(video, origin),
      breadcrumbJsonLd(origin, [
        ...(show
          ? [
              { name: PROGRAMME_TEXTS.showsTitle, item: `${origin}/shows` },
              { name: show.name, item: `${origin}${showPagePath(show.slug)}` },
            ]
          : [{ name: "Videos", item: `${origin}/videos` }]),
        { name: video.title, item: url },
      ]),
    ],
  }).concat([{ property: "og:video", content: url }]);
};

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { video, show, airing, related, now, url } = loaderData;
  const duration = formatVideoDuration(video.duration);
  const t = useT();
  const timeText = useTimeText();
  return (
    <article className="mx-auto max-w-5xl space-y-6" lang={show?.language === "hi" ? "hi" : undefined}>
      <VideoPoster video={video} />
      <header className="space-y-2">
        {show && (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">
            <a href={showPagePath(show.slug)} className="underline">
              {show.name}
            </a>
          </p>
        )}
        <h1 className="text-2xl font-extrabold sm:text-3xl">{video.title}</h1>
        <p className="flex flex-wrap gap-x-3 text-sm text-gray-700">
          {video.publishedAt && (
            <span>
              {t("programme.published")} <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time> (
              {timeText(feedTimeAgoText(video.publishedAt, new Date(now)))})
            </span>
          )}
          {duration && <span>{duration}</span>}
          {airing && (
            <span>
              {t("programme.aired")} {scheduleDayLabel(ukDayOf(airing.start), ukDayOf(now))},{" "}
              <time dateTime={airing.start}>{formatBroadcastTime(airing.start)}</time>
            </span>
          )}
        </p>
      </header>
      {video.description && <p className="max-w-3xl whitespace-pre-line text-gray-900">{video.description}</p>}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("video.share")}>
        <ShareLinks url={url} title={video.title} />
        <button
          type="button"
          data-island="share"
          data-share-url={url}
          data-share-title={video.title}
          className="rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
        >
          {t("share.share")}
        </button>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-videos-title">
          <h2 id="related-videos-title" className="mb-4 text-xl font-extrabold">
            {show ? `${t("programme.related")}: ${show.name}` : t("programme.related")}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((v) => (
              <VideoCard key={v.videoId} video={v} now={new Date(now)} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

/** The not-found screen (an unknown or malformed video id). */
export function ErrorBoundary() {
  // The loader fails only with "not found" (an unknown or malformed address); an unexpected failure says the same.
  return <NotFoundScreen heading="shell.videoNotFound" backTo="/videos" backLabel="shell.allVideos" />;
}
