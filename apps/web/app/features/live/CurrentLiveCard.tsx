import { feedTimeAgoText } from "@matv/shared";
import type { VideoWire } from "@matv/shared/video";
import { useT, useTimeText } from "../../i18n/texts";
import { useVideoPlayer } from "../video/useVideoPlayer";

/** /live's current live video (spec 001 §2): its Watch live opens the overlay player (an island of /live, ADR 090). */
export function CurrentLiveCard({ video, now }: { video: VideoWire; now: number }) {
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
