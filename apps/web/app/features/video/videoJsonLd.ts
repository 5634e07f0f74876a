import { type VideoWire, videoEmbedUrl, videoWatchUrl } from "@matv/shared/video";

/** schema.org VideoObject for a platform video (demo videos get none). */
export function videoObjectJsonLd(video: VideoWire): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: [video.thumbnail],
    ...(video.publishedAt ? { uploadDate: video.publishedAt } : {}),
    ...(video.duration ? { duration: video.duration } : {}),
    embedUrl: videoEmbedUrl(video.videoId).split("?")[0],
    contentUrl: videoWatchUrl(video.videoId),
    ...(video.viewCount != null
      ? { interactionStatistic: { "@type": "InteractionCounter", interactionType: { "@type": "WatchAction" }, userInteractionCount: video.viewCount } }
      : {}),
  };
}

export function videoListJsonLd(videos: VideoWire[]): Array<Record<string, unknown>> {
  return videos.filter((v) => !v.isDemo).map(videoObjectJsonLd);
}
