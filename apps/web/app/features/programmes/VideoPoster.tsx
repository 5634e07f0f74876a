import { type VideoWire, videoEmbedUrl, videoWatchUrl } from "@matv/shared/video";
import { useT } from "../../i18n/texts";

/**
 * A video's poster with a play button (ADR 073): no script file and no embed until the reader presses play. The
 * islands script (`[data-island="video-play"]`) then puts the privacy-enhanced embed in the poster's place; without
 * scripts the button is a link to the platform. A demo video alerts instead (spec 001 §8). The box keeps its 16:9
 * size before and after, so nothing shifts.
 */
export function VideoPoster({ video }: { video: VideoWire }) {
  // The page's "video" texts (ADR 076): the islands script reads the demo alert from the markup, in the page's language.
  const t = useT();
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black" data-video-frame="">
      <img
        src={video.thumbnail}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <a
        href={video.isDemo ? "#" : videoWatchUrl(video.videoId)}
        data-island="video-play"
        data-embed-url={video.isDemo ? undefined : videoEmbedUrl(video.videoId)}
        data-video-title={video.title}
        data-demo-alert={video.isDemo ? t("video.demoAlert") : undefined}
        className="group absolute inset-0 flex items-center justify-center bg-black/10 focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
      >
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand text-white shadow-xl transition group-hover:scale-110">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
        <span className="sr-only">
          {t("video.play")} {video.title}
        </span>
      </a>
    </div>
  );
}
