import { ANALYTICS_HEARTBEAT_MS, sendAnalytics } from "../../lib/analyticsBeacon";

const beating = new WeakSet<HTMLMediaElement>();

/**
 * Live-TV viewers (ADR 075): once the stream plays, one heartbeat now and one a minute while it plays, so that a
 * minute's heartbeats are its viewers. Tied to the video element, not the component: the stream keeps beating in
 * the docked mini-player while the reader browses (ADR 063), and stops when the element leaves the page.
 */
export function beatWhilePlaying(media: HTMLMediaElement): void {
  if (beating.has(media)) return;
  beating.add(media);
  sendAnalytics([{ type: "live" }]);
  const timer = window.setInterval(() => {
    if (!media.isConnected) {
      window.clearInterval(timer);
      beating.delete(media);
    } else if (!media.paused) sendAnalytics([{ type: "live" }]);
  }, ANALYTICS_HEARTBEAT_MS);
}
