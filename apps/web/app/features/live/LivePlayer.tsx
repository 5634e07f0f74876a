import { VIDEO_MESSAGES } from "@matv/shared/video";
import type HlsType from "hls.js";
// hls.js's transmuxer as a same-origin worker file (its ESM build would otherwise work on the main thread).
import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { Radio } from "lucide-react";
import { beatWhilePlaying } from "./liveHeartbeat";
import { useCallback, useEffect, useRef, useState } from "react";
import { isVideoBehindLive, liveEdgeOf, retryDelayMs } from "./liveEdge";

interface LivePlayerProps {
  /** The channel's HLS playlist (configuration), or null when none is set. */
  streamUrl: string | null;
  title: string;
}

type Hls = HlsType;

/**
 * The always-on channel stream (spec 001 §2, §4). hls.js is imported on this page only, in the
 * browser; browsers that play HLS themselves and lack Media Source Extensions use the native player.
 * The indicator says BEHIND LIVE (and Go to Live shows) when the playhead is more than 20 seconds
 * before the live edge. Stream errors show a message and retry with back-off.
 */
export function LivePlayer({ streamUrl, title }: LivePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const stopStreamRef = useRef<() => void>(() => {});
  const [behind, setBehind] = useState(false);
  const [started, setStarted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!streamUrl || !video) return;
    const url = streamUrl;
    const media = video;
    let cancelled = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let mediaRecoveries = 0;

    function teardown() {
      hlsRef.current?.destroy();
      hlsRef.current = null;
      media.removeAttribute("src");
    }

    function retry(message: string) {
      if (cancelled) return;
      setError(message);
      teardown();
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void start(), retryDelayMs(attempt));
      attempt++;
    }

    async function start() {
      if (cancelled) return;
      let Hls: typeof HlsType | null = null;
      try {
        Hls = (await import("hls.js/light")).default;
      } catch {
        Hls = null;
      }
      if (cancelled) return;
      const native = media.canPlayType("application/vnd.apple.mpegurl") !== "";
      if (Hls?.isSupported()) {
        const hls = new Hls({
          workerPath: hlsWorkerUrl,
          liveSyncDurationCount: 3,
          manifestLoadingMaxRetry: 2,
          levelLoadingMaxRetry: 2,
          fragLoadingMaxRetry: 3,
        });
        hlsRef.current = hls;
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls?.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
            mediaRecoveries++;
            hls.recoverMediaError();
            return;
          }
          retry(VIDEO_MESSAGES.streamError);
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          media.play().catch(() => {});
        });
        hls.loadSource(url);
        hls.attachMedia(media);
      } else if (native) {
        media.src = url;
        media.play().catch(() => {});
      } else {
        setError("This browser cannot play the live stream.");
      }
    }

    function stopStream() {
      cancelled = true;
      clearTimeout(retryTimer);
      clearInterval(ticker);
      teardown();
    }
    stopStreamRef.current = stopStream;

    function onPlaying() {
      attempt = 0;
      mediaRecoveries = 0;
      setError(null);
      setStarted(true);
      beatWhilePlaying(media);
      // Once the stream plays, the reader may follow links with it docked (ADR 063). The layer is its own
      // chunk, fetched here only: pages without this player never load it.
      void import("./followNavigation")
        .then(({ followWhilePlaying }) => followWhilePlaying({ video: media, title, stop: () => stopStreamRef.current() }))
        .catch(() => {});
    }
    function onNativeError() {
      // hls.js reports its own errors; this is the native player's.
      if (!hlsRef.current) retry(VIDEO_MESSAGES.streamError);
    }
    function update() {
      setBehind(isVideoBehindLive(media));
    }
    media.addEventListener("playing", onPlaying);
    media.addEventListener("error", onNativeError);
    media.addEventListener("timeupdate", update);
    // The edge keeps moving while paused: check once a second too.
    const ticker = setInterval(update, 1000);
    void start();
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      clearInterval(ticker);
      media.removeEventListener("playing", onPlaying);
      media.removeEventListener("error", onNativeError);
      media.removeEventListener("timeupdate", update);
      teardown();
    };
  }, [streamUrl, title]);

  const goToLive = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const edge = liveEdgeOf(video);
    const target = hlsRef.current?.liveSyncPosition ?? edge - 3;
    if (Number.isFinite(target)) video.currentTime = Math.max(0, Math.min(target, edge));
    video.play().catch(() => {});
    setBehind(isVideoBehindLive(video));
  }, []);

  if (!streamUrl) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-gray-900 p-6 text-center text-white">
        <p>{VIDEO_MESSAGES.streamNotConfigured}</p>
      </div>
    );
  }

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-black">
        <video ref={videoRef} className="aspect-video w-full" controls muted autoPlay playsInline aria-label={title} data-testid="live-video" />
        {error && (
          <div role="alert" className="absolute inset-x-0 bottom-14 mx-auto w-fit max-w-[90%] rounded bg-black/80 px-4 py-2 text-center text-sm text-white">
            {error}
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p role="status" aria-live="polite" className="m-0">
          {error ? null : behind ? (
            <span className="inline-flex items-center gap-2 rounded bg-gray-700 px-3 py-1 text-sm font-bold tracking-wide text-white">BEHIND LIVE</span>
          ) : (
            <span className="inline-flex items-center gap-2 rounded bg-brand px-3 py-1 text-sm font-bold tracking-wide text-white">
              <span aria-hidden="true" className={`h-2 w-2 rounded-full bg-white ${started ? "animate-pulse" : ""}`} />
              LIVE
            </span>
          )}
        </p>
        {behind && (
          <button
            type="button"
            onClick={goToLive}
            className="inline-flex items-center gap-2 rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Radio className="h-4 w-4" aria-hidden="true" />
            Go to Live
          </button>
        )}
      </div>
    </div>
  );
}
