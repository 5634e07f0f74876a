import { LATEST_VIDEOS_SHOWN, parseVideosResponse, type VideosResponse } from "@matv/shared/video";
import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { editionPath } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";
import { SectionErrorBoundary } from "../home/SectionErrorBoundary";
import { useVideoPlayer } from "./useVideoPlayer";
import { VideoCard } from "./VideoCard";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

interface LatestVideosProps {
  /** From the page loader; undefined after a client-side navigation (then the browser asks /api/videos). */
  initial?: VideosResponse | null;
}

/** Home page latest-videos block (spec 001 §2): up to 4 cards, the overlay player, View All Videos. */
export function LatestVideos({ initial }: LatestVideosProps) {
  const player = useVideoPlayer();
  const t = useT();
  const edition = useEdition();
  const [result, setResult] = useState<VideosResponse | null | undefined>(initial);

  useEffect(() => {
    if (result !== undefined) return;
    let cancelled = false;
    apiFetch(api.videos())
      .then((response) => (response.ok ? response.json() : null))
      // An answer that is not a video list counts as a failed load.
      .then(parseVideosResponse)
      .catch(() => null)
      .then((body) => {
        // Failed video loads give an empty list (spec 001 §8).
        if (!cancelled) setResult(body ?? { videos: [], lastUpdated: null, source: "none" });
      });
    return () => {
      cancelled = true;
    };
  }, [result]);

  const shown = result?.videos.slice(0, LATEST_VIDEOS_SHOWN) ?? [];
  return (
    <section aria-labelledby="latest-videos-title" className="rounded-xl bg-gray-50 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="latest-videos-title" className="text-2xl font-extrabold">
          {t("video.latest")}
        </h2>
        {result?.notice && <p className="rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">{result.notice}</p>}
      </div>
      {result === undefined ? (
        <p className="text-gray-700">{t("common.loading")}</p>
      ) : shown.length === 0 ? (
        <p className="text-gray-700">{t("video.none")}</p>
      ) : (
        <SectionErrorBoundary fallback={() => <p className="text-gray-700">{t("video.none")}</p>}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {shown.map((video) => (
              <VideoCard key={video.videoId} video={video} onOpen={player.open} />
            ))}
          </div>
        </SectionErrorBoundary>
      )}
      <div className="mt-6 text-center">
        {/* A plain link: the block is an island of the static home page, outside any router (ADR 078). */}
        <a
          href={editionPath(edition, "/videos")}
          className="inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t("video.viewAll")}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
      {player.overlay}
    </section>
  );
}
