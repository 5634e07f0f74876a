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
    <article className="group video-card">
      <div className="video-card-thumb">
        <img src={video.thumbnail} alt="" width={480} height={270} loading={priority ? "eager" : "lazy"} decoding="async" />
        <span aria-hidden="true" className="video-card-play">
          <span>
            <Play className="h-6 w-6 translate-x-0.5" fill="currentColor" />
          </span>
        </span>
        {duration && (
          <span className="video-card-duration">
            <span className="sr-only">{t("video.duration")} </span>
            {duration}
          </span>
        )}
      </div>
      <div className="video-card-body">
        <Heading className="video-card-title">
          <a
            href={editionPath(edition, videoPagePath(video.videoId))}
            {...(onOpen ? { [OVERLAY_LINK_ATTRIBUTE]: "" } : {})}
            onClick={(event) => {
              if (!onOpen || !isPlainClick(event)) return;
              event.preventDefault();
              onOpen(video, event.currentTarget);
            }}
          >
            <span className="sr-only">{t("video.play")} </span>
            {video.title}
          </a>
        </Heading>
        <p className="video-card-meta">
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
