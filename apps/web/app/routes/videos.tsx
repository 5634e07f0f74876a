import { SITE } from "@matv/shared";
import { VideoGrid } from "../features/video/VideoGrid";
import { videoListJsonLd } from "../features/video/videoJsonLd";
import { useT } from "../i18n/texts";
import { Island, IslandsPageData } from "../islands/Island";
import { pageTexts } from "../i18n/texts.server";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, editionUrl } from "../lib/seo";
import type { Route } from "./+types/videos";

const LAST_UPDATED = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/**
 * Server HTML with one island, the grid (ADR 078): no React Router runtime; the grid's component hydrates on the
 * reader's first touch and a press made before is given to it again (the overlay opens). Without it the cards are
 * links to the videos' pages, so the live player may show the page in place (ADR 063).
 */
export const handle: RouteHandle = { render: "static", follow: "in-place" };

/** /videos (spec 001 §2): the All Videos grid with the Last Updated label and the overlay player. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const result = await context.site.videos.listVideos();
  // The page's texts and what its island says in the browser besides (Try Again, times ago).
  return { ...result, now: Date.now(), url: editionUrl(context.origin, url, "/videos"), texts: pageTexts(url, ["video", "common", "time"]) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: "Videos",
        description: `The latest videos from ${SITE.fullName}: bulletins, live debates and community reports.`,
        url: data.url,
        image: data.videos.find((v) => !v.isDemo)?.thumbnail,
        jsonLd: videoListJsonLd(data.videos),
      })
    : [];

export default function VideosPage({ loaderData }: Route.ComponentProps) {
  const { videos, lastUpdated, notice, now, texts } = loaderData;
  const t = useT();
  return (
    <section aria-labelledby="videos-title">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 id="videos-title" className="text-3xl font-extrabold">
          {t("video.all")}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {notice && <p className="rounded bg-amber-100 px-2 py-1 font-semibold text-amber-900">{notice}</p>}
          {lastUpdated && (
            <p className="text-gray-700">
              {t("video.lastUpdated")} <time dateTime={lastUpdated}>{LAST_UPDATED.format(new Date(lastUpdated))}</time>
            </p>
          )}
        </div>
      </div>
      {videos.length === 0 ? (
        <p>{t("video.none")}</p>
      ) : (
        <Island name="VideoGrid" component={VideoGrid} props={{ videos, now, priorityCount: 4 }} priority="interaction" />
      )}
      <IslandsPageData texts={texts} now={now} />
    </section>
  );
}
