import type { VideoWire } from "@matv/shared/video";
import { useVideoPlayer } from "./useVideoPlayer";
import { VideoCard } from "./VideoCard";

interface VideoGridProps {
  videos: VideoWire[];
  now?: number;
  /** Cards in the first row load their thumbnails at once. */
  priorityCount?: number;
  headingLevel?: "h2" | "h3";
}

/** A grid of video cards sharing one overlay player. */
export function VideoGrid({ videos, now, priorityCount = 0, headingLevel = "h2" }: VideoGridProps) {
  const player = useVideoPlayer();
  const clock = now === undefined ? undefined : new Date(now);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {videos.map((video, i) => (
          <VideoCard key={video.videoId} video={video} onOpen={player.open} now={clock} priority={i < priorityCount} headingLevel={headingLevel} />
        ))}
      </div>
      {player.overlay}
    </>
  );
}
