import { SITE } from "@matv/shared";
import { VIDEO_MESSAGES, type VideoWire } from "@matv/shared/video";
import { CurrentLiveCard } from "../features/live/CurrentLiveCard";
import { LiveChannel, liveChannelWakeAt } from "../features/live/LiveChannel";
import { onAirJsonLd } from "../features/programmes/programmeJsonLd";
import { VideoGrid } from "../features/video/VideoGrid";
import { videoListJsonLd, videoObjectJsonLd } from "../features/video/videoJsonLd";
import { useT } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import { Island, IslandsPageData } from "../islands/Island";
import { pageMeta, editionUrl } from "../lib/seo";
import type { RouteHandle } from "../lib/renderMode";
import type { Route } from "./+types/live";

/**
 * Server HTML with islands (ADR 090): the channel block (player, on-now strip, off-air countdown) hydrates as the
 * page loads when a stream is set, the live card and past lives on the first touch. Its server HTML works as
 * plain links and text, so the live player may show it in place (ADR 063).
 */
export const handle: RouteHandle = { render: "static", follow: "in-place" };

/** The page's words (ADR 076): its own, the video cards' and player's, and what its islands say besides (Try Again, times ago). */
const LIVE_TEXTS = ["live", "video", "common", "time"];

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
    url: editionUrl(context.origin, url, "/live"),
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

export default function LivePage({ loaderData }: Route.ComponentProps) {
  const { currentLive, pastLives, streamUrl, now, schedule, offAir, latest, texts } = loaderData;
  const t = useT();
  const channel = { schedule, streamUrl, offAir, latest, serverNow: now };
  return (
    <div className="space-y-10">
      <section aria-labelledby="live-title">
        <h1 id="live-title" className="mb-4 text-3xl font-extrabold">
          {t("shell.liveTv")}
        </h1>
        {/* The stream plays unasked: with one, the island wakes as the page loads; without, when its clocks go stale. */}
        <Island
          name="LiveChannel"
          component={LiveChannel}
          props={channel}
          priority={streamUrl ? "load" : "interaction"}
          wakeAt={streamUrl ? undefined : liveChannelWakeAt(channel, now)}
        />
      </section>
      <section aria-labelledby="current-live-title">
        <h2 id="current-live-title" className="mb-4 text-2xl font-extrabold">
          {t("live.liveVideo")}
        </h2>
        {currentLive ? (
          <Island name="CurrentLiveCard" component={CurrentLiveCard} props={{ video: currentLive, now }} priority="interaction" />
        ) : (
          <p className="text-gray-700">{VIDEO_MESSAGES.noLive}</p>
        )}
      </section>
      <section aria-labelledby="past-lives-title">
        <h2 id="past-lives-title" className="mb-4 text-2xl font-extrabold">
          {t("live.pastLives")}
        </h2>
        {pastLives.length === 0 ? (
          <p className="text-gray-700">{t("live.noPast")}</p>
        ) : (
          <Island name="VideoGrid" component={VideoGrid} props={{ videos: pastLives, now, headingLevel: "h3" }} priority="interaction" />
        )}
      </section>
      <IslandsPageData texts={texts} now={now} />
    </div>
  );
}
