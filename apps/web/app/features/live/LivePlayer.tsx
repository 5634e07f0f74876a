import { VIDEO_MESSAGES } from "@matv/shared/video";
import type HlsType from "hls.js";
// hls.js's transmuxer as a same-origin worker file (its ESM build would otherwise work on the main thread).
import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { Captions, Cast, Radio } from "lucide-react";
import { useT } from "../../i18n/texts";
import { beatWhilePlaying } from "./liveHeartbeat";
import { useCallback, useEffect, useRef, useState } from "react";
import { isVideoBehindLive, liveEdgeOf, retryDelayMs } from "./liveEdge";
import { type CastState, castLabel, promptCast, watchCasting } from "./remotePlayback";

/** The reader's captions choice, kept across visits. */
const CAPTIONS_KEY = "matv:captions";
const CAPTIONS_TEXT = "Captions";

function captionsWanted(): boolean {
  try {
    return localStorage.getItem(CAPTIONS_KEY) === "on";
  } catch {
    return false;
  }
}

interface LivePlayerProps {
  /** The channel's HLS playlist (configuration), or null when none is set. */
  streamUrl: string | null;
  title: string;
}

type Hls = HlsType;

/**
 * The always-on channel stream (spec 001 §2, §4). hls.js is imported on this page only, in the
 * browser; browsers that play HLS themselves and lack Media Source Extensions use the native player. Not the
 * native player first where both exist: Chromium 156's plays the stream but gives it no seekable live window, so
 * BEHIND LIVE and Go to Live could not work (measured for ADR 090).
 * The indicator says BEHIND LIVE (and Go to Live shows) when the playhead is more than 20 seconds
 * before the live edge. Stream errors show a message and retry with back-off. Where the browser can cast,
 * Cast to TV (Remote Playback API); when the stream carries WebVTT subtitles, a captions toggle that is
 * remembered (hls.js light has no subtitles: such a stream is played with the full build, ADR 073).
 */
export function LivePlayer({ streamUrl, title }: LivePlayerProps) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const stopStreamRef = useRef<() => void>(() => {});
  const [behind, setBehind] = useState(false);
  const [started, setStarted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cast, setCast] = useState<{ available: boolean; state: CastState }>({ available: false, state: "disconnected" });
  const [hasCaptions, setHasCaptions] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const captionsRef = useRef<(on: boolean) => void>(() => {});

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return watchCasting(video, (available, state) => setCast({ available, state }));
  }, [streamUrl]);

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

    /** Shows or hides the stream's subtitles (hls.js tracks, or the native player's text tracks). */
    function showCaptions(on: boolean) {
      const hls = hlsRef.current;
      if (hls) {
        hls.subtitleDisplay = on;
        hls.subtitleTrack = on ? Math.max(0, hls.subtitleTrack) : -1;
      }
      for (const track of Array.from(media.textTracks)) {
        if (track.kind === "subtitles" || track.kind === "captions") track.mode = on ? "showing" : "hidden";
      }
    }
    captionsRef.current = showCaptions;

    let fullBuild = false;
    async function start() {
      if (cancelled) return;
      let Hls: typeof HlsType | null = null;
      try {
        Hls = fullBuild ? (await import("hls.js")).default : (await import("hls.js/light")).default;
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
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          if (!fullBuild && data.subtitleTracks?.length) {
            // Subtitles need the full build: start again with it (only streams that carry them pay for it).
            fullBuild = true;
            teardown();
            void start();
            return;
          }
          if (data.subtitleTracks?.length) {
            setHasCaptions(true);
            const on = captionsWanted();
            setCaptionsOn(on);
            showCaptions(on);
          }
          media.play().catch(() => {});
        });
        hls.loadSource(url);
        hls.attachMedia(media);
      } else if (native) {
        media.src = url;
        media.play().catch(() => {});
        media.textTracks.addEventListener("addtrack", () => {
          setHasCaptions(true);
          const on = captionsWanted();
          setCaptionsOn(on);
          showCaptions(on);
        });
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

  const toggleCaptions = useCallback(() => {
    setCaptionsOn((was) => {
      const on = !was;
      try {
        localStorage.setItem(CAPTIONS_KEY, on ? "on" : "off");
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      captionsRef.current(on);
      return on;
    });
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
            <span className="inline-flex items-center gap-2 rounded bg-gray-700 px-3 py-1 text-sm font-bold tracking-wide text-white">{t("live.behind")}</span>
          ) : (
            <span className="inline-flex items-center gap-2 rounded bg-brand px-3 py-1 text-sm font-bold tracking-wide text-white">
              <span aria-hidden="true" className={`h-2 w-2 rounded-full bg-white ${started ? "animate-pulse" : ""}`} />
              {t("common.live")}
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
            {t("live.goToLive")}
          </button>
        )}
        {hasCaptions && (
          <button
            type="button"
            onClick={toggleCaptions}
            aria-pressed={captionsOn}
            className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Captions className="h-4 w-4" aria-hidden="true" />
            {CAPTIONS_TEXT}
          </button>
        )}
        {cast.available && (
          <button
            type="button"
            onClick={() => videoRef.current && promptCast(videoRef.current)}
            aria-pressed={cast.state === "connected"}
            data-testid="cast-button"
            className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Cast className="h-4 w-4" aria-hidden="true" />
            {castLabel(cast.state)}
          </button>
        )}
      </div>
    </div>
  );
}
