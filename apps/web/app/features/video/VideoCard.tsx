import { editionPath, videoPagePath } from "@matv/shared";
import { formatVideoDuration, formatViewCount, type VideoWire } from "@matv/shared/video";
import { Play } from "lucide-react";
import type { MouseEvent } from "react";
import { TimeAgo } from "../../components/TimeAgo";
import { useEdition, useT } from "../../i18n/texts";
import { OVERLAY_LINK_ATTRIBUTE } from "../live/followRules";

interface VideoCardProps {
  video: VideoWire;
  /** A plain click opens the overlay player (spec 001 §2); without it (or with a modifier key) the link opens the video's page. */
  onOpen?: (video: VideoWire, opener: HTMLAnchorElement) => void;
  headingLevel?: "h2" | "h3";
  /** Above the fold: load the thumbnail now. */
  priority?: boolean;
  /** The clock of its time ago (the server's when rendering, so SSR and hydration agree); else the page's StoryClockProvider. */
  now?: Date;
}

/** A plain left click, not asking for a new tab or window: the overlay may take it. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A video's thumbnail, title and time; the whole card is one link to the video's page (new tab, share, crawl),
 * and a plain click opens the overlay player instead (ADR 073).
 */
export function VideoCard({ video, onOpen, headingLevel = "h3", priority = false, now }: VideoCardProps) {
  const Heading = headingLevel;
  const t = useT();
  const edition = useEdition();
  const duration = formatVideoDuration(video.duration);
  const views = formatViewCount(video.viewCount);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-gray-900">
        <img
          src={video.thumbnail}
          alt=""
          width={480}
          height={270}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover"
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand/90 text-white shadow-lg transition group-hover:scale-110">
            <Play className="h-6 w-6 translate-x-0.5" fill="currentColor" />
          </span>
        </span>
        {duration && (
          <span className="absolute bottom-2 right-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">{t("video.duration")} </span>
            {duration}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-base font-bold leading-snug">
          <a
            href={editionPath(edition, videoPagePath(video.videoId))}
            {...(onOpen ? { [OVERLAY_LINK_ATTRIBUTE]: "" } : {})}
            onClick={(event) => {
              if (!onOpen || !isPlainClick(event)) return;
              event.preventDefault();
              onOpen(video, event.currentTarget);
            }}
            className="text-left after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand"
          >
            <span className="sr-only">{t("video.play")} </span>
            {video.title}
          </a>
        </Heading>
        <p className="mt-auto flex flex-wrap gap-x-2 text-sm text-gray-700">
          <TimeAgo date={video.publishedAt} now={now} />
          {views && (
            <>
              {video.publishedAt && <span aria-hidden="true">·</span>}
              <span>{views}</span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
