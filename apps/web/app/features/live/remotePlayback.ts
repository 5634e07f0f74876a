/**
 * Casting the channel stream to a TV through the Remote Playback API (`video.remote`: Chromecast in Chrome,
 * AirPlay in Safari), with no sender script (ADR 073). The button exists only while the browser reports a device
 * it can cast to; the state follows the element, so a cast survives the element moving into the dock (ADR 063).
 */

export type CastState = "disconnected" | "connecting" | "connected";

interface RemotePlaybackLike extends EventTarget {
  readonly state: CastState;
  watchAvailability(callback: (available: boolean) => void): Promise<number>;
  cancelWatchAvailability(id?: number): Promise<void>;
  prompt(): Promise<void>;
}

export const CAST_TEXTS = {
  cast: "Cast to TV",
  casting: "Casting to TV",
  connecting: "Connecting to TV…",
} as const;

function remoteOf(video: HTMLVideoElement): RemotePlaybackLike | null {
  const remote = (video as HTMLVideoElement & { remote?: RemotePlaybackLike }).remote;
  return remote && typeof remote.watchAvailability === "function" && typeof remote.prompt === "function" ? remote : null;
}

/**
 * Calls `onChange(available, state)` whenever casting becomes possible or impossible, or the cast connects or
 * ends. Answers the function that stops watching. Browsers without the API, or that cannot watch for devices
 * (NotSupportedError), never report it available.
 */
export function watchCasting(video: HTMLVideoElement, onChange: (available: boolean, state: CastState) => void): () => void {
  const remote = remoteOf(video);
  if (!remote) {
    onChange(false, "disconnected");
    return () => {};
  }
  let available = false;
  let stopped = false;
  let watchId: number | undefined;
  const report = () => {
    if (!stopped) onChange(available || remote.state !== "disconnected", remote.state);
  };
  const events = ["connecting", "connect", "disconnect"];
  for (const name of events) remote.addEventListener(name, report);
  remote
    .watchAvailability((next) => {
      available = next;
      report();
    })
    .then((id) => {
      watchId = id;
      if (stopped) void remote.cancelWatchAvailability(id).catch(() => {});
    })
    .catch(() => {
      available = false;
      report();
    });
  report();
  return () => {
    stopped = true;
    for (const name of events) remote.removeEventListener(name, report);
    if (watchId !== undefined) void remote.cancelWatchAvailability(watchId).catch(() => {});
  };
}

/** Opens the browser's device picker (a user gesture must call this). */
export function promptCast(video: HTMLVideoElement): void {
  void remoteOf(video)
    ?.prompt()
    .catch(() => {});
}

export function castLabel(state: CastState): string {
  return state === "connected" ? CAST_TEXTS.casting : state === "connecting" ? CAST_TEXTS.connecting : CAST_TEXTS.cast;
}

/** The cast icon (a screen with waves), as SVG paths. */
export const CAST_ICON =
  '<path d="M2 16a5 5 0 0 1 5 5M2 12a9 9 0 0 1 9 9M2 20h.01" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><path d="M4 8V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-5" fill="none" stroke="currentColor" stroke-width="2"/>';
