import { feedTimeAgoText, LIVE_STREAM_TITLE, SITE } from "@matv/shared";
import { VIDEO_MESSAGES, type VideoWire } from "@matv/shared/video";
import { LivePlayer } from "../features/live/LivePlayer";
import { OffAirPanel } from "../features/programmes/OffAirPanel";
import { onAirJsonLd } from "../features/programmes/programmeJsonLd";
import { OnNowStrip } from "../features/schedule/OnNowStrip";
import { useVideoPlayer } from "../features/video/useVideoPlayer";
import { VideoGrid } from "../features/video/VideoGrid";
import { videoListJsonLd, videoObjectJsonLd } from "../features/video/videoJsonLd";
import { useT, useTimeText } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import { pageMeta } from "../lib/seo";
import type { RouteHandle } from "../lib/renderMode";
import type { Route } from "./+types/live";

/** Its server HTML works as plain links and text: the live player may show it in place (ADR 063). */
export const handle: RouteHandle = { follow: "in-place" };

/** The page's words (ADR 076): its own, and the video cards' and player's. */
const LIVE_TEXTS = ["live", "video"];

/** /live (spec 001 §2 "Live TV page"): the channel stream, the current live video, past lives. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const [live, config, schedule, episodes] = await Promise.all([
    context.site.videos.liveTv(),
    context.site.videos.getLiveTvConfig(),
    context.site.schedule.nowAndNext().catch(() => ({ now: null, next: null })),
    context.site.programmes.latestEpisodes().catch(() => []),
  ]);
  const streamUrl = config.effectiveStreamUrl;
  // Off air or without a stream (ADR 073): what is on next and the latest episodes instead of a dead player.
  const offAir = !streamUrl || !schedule.now;
  const latest: VideoWire[] = offAir ? episodes.map((e) => ({ ...e, channelTitle: SITE.name, viewCount: null })) : [];
  return {
    ...live,
    schedule,
    streamUrl,
    offAir,
    latest,
    now: Date.now(),
    origin: context.origin,
    url: `${context.origin}/live`,
    texts: pageTexts(url, LIVE_TEXTS),
  };
}

function broadcastJsonLd(video: VideoWire): Record<string, unknown> {
  return {
    ...videoObjectJsonLd(video),
    publication: { "@type": "BroadcastEvent", isLiveBroadcast: true, ...(video.publishedAt ? { startDate: video.publishedAt } : {}) },
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: "Live TV",
        description: `Watch ${SITE.fullName} live: the channel's stream, live debates and community events, and past live broadcasts.`,
        url: data.url,
        image: data.currentLive?.thumbnail,
        jsonLd: [
          ...(data.schedule.now
            ? [
                onAirJsonLd(
                  data.schedule.now,
                  data.origin,
                  data.schedule.now.showSlug ? { name: data.schedule.now.show, slug: data.schedule.now.showSlug } : null,
                ),
              ]
            : []),
          ...(data.currentLive ? [broadcastJsonLd(data.currentLive)] : []),
          ...videoListJsonLd(data.pastLives),
        ],
      })
    : [];

function CurrentLiveCard({ video, now }: { video: VideoWire; now: number }) {
  const player = useVideoPlayer();
  const t = useT();
  const timeText = useTimeText();
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm sm:flex">
      <div className="aspect-video w-full shrink-0 bg-gray-900 sm:w-80">
        <img src={video.thumbnail} alt="" width={480} height={270} className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-col gap-2 p-4">
        <span className="w-fit rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">{t("live.liveNow")}</span>
        <h3 className="text-lg font-bold">{video.title}</h3>
        {video.publishedAt && (
          <p className="text-sm text-gray-700">
            {t("live.started")} <time dateTime={video.publishedAt}>{timeText(feedTimeAgoText(video.publishedAt, new Date(now)))}</time>
          </p>
        )}
        <button
          type="button"
          onClick={(e) => player.open(video, e.currentTarget)}
          className="mt-auto w-fit rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t("live.watchLive")}
          <span className="sr-only">: {video.title}</span>
        </button>
      </div>
      {player.overlay}
    </div>
  );
}

export default function LivePage({ loaderData }: Route.ComponentProps) {
  const { currentLive, pastLives, streamUrl, now, schedule, offAir, latest } = loaderData;
  const t = useT();
  return (
    <div className="space-y-10">
      <section aria-labelledby="live-title">
        <h1 id="live-title" className="mb-4 text-3xl font-extrabold">
          {t("shell.liveTv")}
        </h1>
        <OnNowStrip schedule={schedule} serverNow={now} />
        {streamUrl && <LivePlayer streamUrl={streamUrl} title={LIVE_STREAM_TITLE} />}
        {offAir && (
          <div className={streamUrl ? "mt-6" : ""}>
            <OffAirPanel reason={streamUrl ? "off-air" : "no-stream"} next={schedule.next} episodes={latest} serverNow={now} />
          </div>
        )}
      </section>
      <section aria-labelledby="current-live-title">
        <h2 id="current-live-title" className="mb-4 text-2xl font-extrabold">
          {t("live.liveVideo")}
        </h2>
        {currentLive ? <CurrentLiveCard video={currentLive} now={now} /> : <p className="text-gray-700">{VIDEO_MESSAGES.noLive}</p>}
      </section>
      <section aria-labelledby="past-lives-title">
        <h2 id="past-lives-title" className="mb-4 text-2xl font-extrabold">
          {t("live.pastLives")}
        </h2>
        {pastLives.length === 0 ? <p className="text-gray-700">{t("live.noPast")}</p> : <VideoGrid videos={pastLives} now={now} headingLevel="h3" />}
      </section>
    </div>
  );
}
