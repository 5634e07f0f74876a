import { isBehindLive } from "@matv/shared/video";

/** The end of the seekable live window (the live edge), or NaN while nothing is loaded. */
export function liveEdgeOf(video: HTMLVideoElement): number {
  const ranges = video.seekable;
  if (ranges.length > 0) return ranges.end(ranges.length - 1);
  return Number.isFinite(video.duration) ? video.duration : Number.NaN;
}

export function isVideoBehindLive(video: HTMLVideoElement): boolean {
  return isBehindLive(video.currentTime, liveEdgeOf(video));
}

/** Back-off before retrying a failed stream: 2 s, 4 s, 8 s... at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 2000 * 2 ** attempt);
}
