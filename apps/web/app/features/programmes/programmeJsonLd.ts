import { type AiringWire, type EpisodeWire, SITE, type ShowPageWire, showPagePath, videoPagePath } from "@matv/shared";
import { type VideoWire, videoEmbedUrl, videoWatchUrl } from "@matv/shared/video";
import type { BroadcastEvent, TVEpisode, TVSeries, VideoObject, WithContext } from "schema-dts";

/**
 * schema.org for the programme pages (ADR 073), in the shapes Google documents: a video page's VideoObject
 * (name, description, thumbnailUrl, uploadDate, embedUrl, duration), a show's TVSeries with its episodes as
 * TVEpisode + VideoObject, and the BroadcastEvent of a programme on air (Google's LIVE badge).
 */

const absolute = (url: string, origin: string) => new URL(url, origin).toString();
/** A value checked against schema-dts's type, handed to pageMeta as plain JSON-LD. */
const jsonLd = <T extends object>(value: T): Record<string, unknown> => value as Record<string, unknown>;

/** The channel as the broadcaster of a live event. */
function channelService(origin: string): BroadcastEvent["publishedOn"] {
  return { "@type": "BroadcastService", name: SITE.fullName, broadcastDisplayName: SITE.name, url: `${origin}/live` };
}

export function videoPageJsonLd(video: VideoWire, origin: string): Record<string, unknown> {
  return jsonLd<WithContext<VideoObject>>({
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: [absolute(video.thumbnail, origin)],
    ...(video.publishedAt ? { uploadDate: video.publishedAt } : {}),
    ...(video.duration ? { duration: video.duration } : {}),
    // A demo video has no recording on the platform to point at.
    ...(video.isDemo ? {} : { embedUrl: videoEmbedUrl(video.videoId).split("?")[0], contentUrl: videoWatchUrl(video.videoId) }),
    url: absolute(videoPagePath(video.videoId), origin),
  });
}

function episodeJsonLd(episode: EpisodeWire, origin: string): TVEpisode {
  return {
    "@type": "TVEpisode",
    name: episode.title,
    url: absolute(videoPagePath(episode.videoId), origin),
    datePublished: episode.publishedAt,
    video: {
      "@type": "VideoObject",
      name: episode.title,
      description: episode.description || episode.title,
      thumbnailUrl: [absolute(episode.thumbnail, origin)],
      uploadDate: episode.publishedAt,
      ...(episode.duration ? { duration: episode.duration } : {}),
      ...(episode.isDemo ? {} : { embedUrl: videoEmbedUrl(episode.videoId).split("?")[0] }),
    },
  };
}

export function tvSeriesJsonLd(show: ShowPageWire, origin: string): Record<string, unknown> {
  return jsonLd<WithContext<TVSeries>>({
    "@context": "https://schema.org",
    "@type": "TVSeries",
    name: show.name,
    description: show.description || show.name,
    url: absolute(showPagePath(show.slug), origin),
    inLanguage: show.language,
    ...(show.imageUrl ? { image: absolute(show.imageUrl, origin) } : {}),
    ...(show.presenters.length ? { actor: show.presenters.map((name) => ({ "@type": "Person" as const, name })) } : {}),
    productionCompany: { "@type": "Organization", name: SITE.fullName, url: `${origin}/` },
    ...(show.episodes.length ? { episode: show.episodes.map((e) => episodeJsonLd(e, origin)) } : {}),
  });
}

/** The programme on air now: a BroadcastEvent with isLiveBroadcast, its times and the channel. */
export function onAirJsonLd(
  airing: AiringWire & { description?: string },
  origin: string,
  show?: { name: string; slug: string } | null,
): Record<string, unknown> {
  return jsonLd<WithContext<BroadcastEvent>>({
    "@context": "https://schema.org",
    "@type": "BroadcastEvent",
    name: airing.title,
    description: airing.description || airing.title,
    isLiveBroadcast: true,
    startDate: airing.start,
    endDate: airing.end,
    publishedOn: channelService(origin),
    ...(show ? { workPerformed: { "@type": "TVSeries", name: show.name, url: absolute(showPagePath(show.slug), origin) } } : {}),
  });
}
