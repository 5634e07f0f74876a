import type { VideoWire } from "@matv/shared/video";
import { useCallback, useRef, useState } from "react";
import { useT } from "../../i18n/texts";
import { sendAnalytics } from "../../lib/analyticsBeacon";
import { VideoPlayerOverlay } from "./VideoPlayerOverlay";

/**
 * The overlay player's state for a list of video cards: `open` from a card (demo videos alert
 * instead, spec 001 §8), and the overlay element to render. Closing returns focus to the card.
 */
export function useVideoPlayer() {
  const t = useT();
  const [video, setVideo] = useState<VideoWire | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (next: VideoWire, opener: HTMLElement) => {
      if (next.isDemo) {
        window.alert(t("video.demoAlert"));
        return;
      }
      openerRef.current = opener;
      setVideo(next);
      // A play counts when the reader opens the player (ADR 075).
      sendAnalytics([{ type: "play", videoId: next.videoId }]);
    },
    [t],
  );

  const close = useCallback(() => {
    setVideo(null);
    const opener = openerRef.current;
    openerRef.current = null;
    // After React removes the overlay.
    requestAnimationFrame(() => opener?.focus());
  }, []);

  const overlay = video ? <VideoPlayerOverlay video={video} onClose={close} /> : null;
  return { open, overlay };
}
