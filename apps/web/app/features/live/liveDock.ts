import { CAST_ICON, castLabel, promptCast, watchCasting } from "./remotePlayback";

/**
 * The docked mini-player of the live stream (ADR 063): a fixed box outside `<main>` that holds the one
 * playing `<video>` while the reader reads other pages. Plain DOM (it outlives React on the page it
 * started from). Controls: play/pause, mute, back to /live, Picture-in-Picture where the browser has it,
 * Cast to TV while the browser reports a device (ADR 073), close; every button is 32 x 32 px (WCAG 2.2 asks 24) and named. It moves out of the way of the
 * element that has focus.
 */

const ICONS = {
  play: '<path d="M8 5v14l11-7z" fill="currentColor"/>',
  pause: '<path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor"/>',
  volume: '<path d="M4 9v6h4l5 5V4L8 9z" fill="currentColor"/><path d="M16 8a5 5 0 0 1 0 8" fill="none" stroke="currentColor" stroke-width="2"/>',
  muted: '<path d="M4 9v6h4l5 5V4L8 9z" fill="currentColor"/><path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2"/>',
  pip: '<rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="12" y="12" width="7" height="5" fill="currentColor"/>',
  close: '<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5"/>',
};

const BUTTON_CLASS =
  "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white";

function icon(paths: string): string {
  return `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">${paths}</svg>`;
}

function button(name: string, label: string, paths: string): HTMLButtonElement {
  const el = document.createElement("button");
  el.type = "button";
  el.className = BUTTON_CLASS;
  el.dataset.dock = name;
  el.setAttribute("aria-label", label);
  el.innerHTML = icon(paths);
  return el;
}

export interface LiveDock {
  /** Moves the video into the dock and shows it. */
  dock(video: HTMLVideoElement): void;
  /** Hides the dock (the video has gone back to its place on /live). */
  undock(): void;
  readonly isDocked: boolean;
  /** Says something to screen readers (the page change). */
  announce(text: string): void;
  /** Moves focus to the dock's play/pause button. */
  focus(): void;
  remove(): void;
}

/** Moves a node keeping its state where the browser can (Element.moveBefore), else an ordinary insert. */
export function moveInto(parent: Element, node: Element, before: Node | null = null) {
  const withMove = parent as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  if (typeof withMove.moveBefore === "function" && node.isConnected && parent.isConnected) {
    try {
      withMove.moveBefore(node, before);
      return;
    } catch {
      // Not movable atomically here (another document, say): the plain insert below keeps playing too.
    }
  }
  parent.insertBefore(node, before);
}

export function createLiveDock(options: { video: HTMLVideoElement; title: string; livePath: string; onClose(): void }): LiveDock {
  const { video } = options;
  const box = document.createElement("aside");
  box.id = "live-dock";
  box.setAttribute("aria-label", "Live player");
  box.hidden = true;
  box.className = "fixed bottom-4 right-4 z-40 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg bg-gray-900 text-white shadow-2xl";

  const screen = document.createElement("div");
  screen.className = "aspect-video bg-black [&>video]:h-full [&>video]:w-full";

  const bar = document.createElement("div");
  bar.className = "flex items-center gap-1 px-2 py-1";
  const label = document.createElement("p");
  label.className = "m-0 mr-auto min-w-0 truncate text-xs font-bold";
  label.textContent = "LIVE";
  label.title = options.title;

  const playPause = button("play", "Pause", ICONS.pause);
  const mute = button("mute", "Unmute", ICONS.muted);
  const back = document.createElement("a");
  back.href = options.livePath;
  back.className = `${BUTTON_CLASS} w-auto px-2 text-xs font-semibold underline`;
  back.textContent = "Live TV";
  back.setAttribute("aria-label", "Back to Live TV");
  const close = button("close", "Close live player", ICONS.close);
  bar.append(label, playPause, mute, back);

  const pipSupported = typeof document !== "undefined" && document.pictureInPictureEnabled === true && !video.disablePictureInPicture;
  if (pipSupported) {
    const pip = button("pip", "Picture in picture", ICONS.pip);
    pip.addEventListener("click", () => {
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
      else void video.requestPictureInPicture().catch(() => {});
    });
    bar.append(pip);
  }
  // Casting: the button is there only while the browser can cast; the cast itself belongs to the video element.
  const cast = button("cast", castLabel("disconnected"), CAST_ICON);
  cast.hidden = true;
  cast.addEventListener("click", () => promptCast(video));
  bar.append(cast);
  const stopWatchingCast = watchCasting(video, (available, state) => {
    cast.hidden = !available;
    cast.setAttribute("aria-label", castLabel(state));
    cast.setAttribute("aria-pressed", String(state === "connected"));
  });
  bar.append(close);
  box.append(screen, bar);

  const announcer = document.createElement("div");
  announcer.setAttribute("role", "status");
  announcer.setAttribute("aria-live", "polite");
  announcer.className = "sr-only";
  announcer.dataset.followAnnouncer = "";

  document.body.append(box, announcer);

  function syncButtons() {
    const paused = video.paused;
    playPause.setAttribute("aria-label", paused ? "Play" : "Pause");
    playPause.innerHTML = icon(paused ? ICONS.play : ICONS.pause);
    mute.setAttribute("aria-label", video.muted ? "Unmute" : "Mute");
    mute.innerHTML = icon(video.muted ? ICONS.muted : ICONS.volume);
  }
  playPause.addEventListener("click", () => {
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  });
  mute.addEventListener("click", () => {
    video.muted = !video.muted;
  });
  close.addEventListener("click", () => options.onClose());
  const events = ["play", "pause", "volumechange"] as const;
  for (const name of events) video.addEventListener(name, syncButtons);
  syncButtons();

  /** Keeps the focused element clear of the dock: scroll it up, or put the dock at the top instead. */
  function avoidFocus(event: FocusEvent) {
    const target = event.target;
    if (box.hidden || !(target instanceof Element) || box.contains(target)) return;
    const overlaps = () => {
      const a = target.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
    };
    if (!overlaps()) return;
    window.scrollBy({ top: target.getBoundingClientRect().bottom - box.getBoundingClientRect().top + 16, behavior: "instant" });
    if (!overlaps()) return;
    const atTop = box.classList.contains("top-4");
    box.classList.toggle("top-4", !atTop);
    box.classList.toggle("bottom-4", atTop);
  }
  document.addEventListener("focusin", avoidFocus);

  let docked = false;
  return {
    get isDocked() {
      return docked;
    },
    dock(v) {
      box.hidden = false;
      // The page's own controls stay on /live; the dock has its own buttons.
      v.controls = false;
      moveInto(screen, v);
      // Room under the last line of the page, so nothing has to stay behind the dock.
      document.body.style.paddingBottom = `${box.offsetHeight + 32}px`;
      docked = true;
      syncButtons();
    },
    undock() {
      box.hidden = true;
      video.controls = true;
      document.body.style.paddingBottom = "";
      docked = false;
    },
    announce(text) {
      announcer.textContent = "";
      // A fresh text node after a tick, so the same title twice is still read out.
      setTimeout(() => {
        announcer.textContent = text;
      }, 50);
    },
    focus() {
      playPause.focus();
    },
    remove() {
      for (const name of events) video.removeEventListener(name, syncButtons);
      stopWatchingCast();
      document.removeEventListener("focusin", avoidFocus);
      document.body.style.paddingBottom = "";
      box.remove();
      announcer.remove();
      docked = false;
    },
  };
}
