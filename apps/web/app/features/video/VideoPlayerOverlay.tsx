import { editionPath, videoPagePath } from "@matv/shared";
import { type VideoWire, videoEmbedUrl } from "@matv/shared/video";
import { ExternalLink, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useEdition, useT } from "../../i18n/texts";

interface VideoPlayerOverlayProps {
  video: VideoWire;
  onClose: () => void;
}

const FOCUSABLE = 'button, [href], iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The overlay player (spec 001 §2, §4): the platform's privacy-enhanced embed, created only when a
 * reader opens a video. Closes on its button and on Escape; focus stays inside while open and goes
 * back to the card that opened it (the caller restores it in onClose).
 */
export function VideoPlayerOverlay({ video, onClose }: VideoPlayerOverlayProps) {
  const t = useT();
  const edition = useEdition();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  function focusEdge(edge: "first" | "last") {
    const items = dialogRef.current ? Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
    (edge === "first" ? items[0] : items.at(-1))?.focus();
  }

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab" || !dialogRef.current) return;
      const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4" onClick={(e) => e.target === e.currentTarget && onClose()}>
      {/* Focus guards: Tab out of the embedded player (another document) lands here and wraps around. */}
      <span tabIndex={0} data-focus-guard="" onFocus={() => focusEdge("last")} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby="video-player-title" className="w-full max-w-5xl">
        <div className="mb-2 flex items-start justify-between gap-4">
          <h2 id="video-player-title" className="line-clamp-2 text-lg font-bold text-white">
            {video.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t("video.close")}
            className="shrink-0 rounded-full bg-white p-2 text-ink hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={videoEmbedUrl(video.videoId)}
            title={video.title}
            className="h-full w-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
        <p className="mt-2">
          <a href={editionPath(edition, videoPagePath(video.videoId))} className="inline-flex items-center gap-1 text-sm font-semibold text-white underline">
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t("video.openPage")}
          </a>
        </p>
      </div>
      <span tabIndex={0} data-focus-guard="" onFocus={() => focusEdge("first")} />
    </div>
  );
}
