/** The live blog page's texts and time format, shared by the server render and the island. */
export const LIVE_BLOG_TEXTS = {
  live: "Live",
  ended: "Ended",
  since: "Coverage from",
  keyEvents: "Key events",
  keyEvent: "Key event",
  pinned: "Pinned",
  updated: "Updated",
  updates: "Updates",
  permalink: "Link to this update",
  shareTitle: "Live update",
  noEntries: "No updates yet. This page checks for new ones.",
  older: "Older updates",
  latest: "Latest updates",
  pages: "More updates",
  newUpdates: (n: number) => (n === 1 ? "1 new update" : `${n} new updates`),
} as const;

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", timeZoneName: "short" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "19:05 GMT" (UK time, as the newsroom works), or with the date. */
export function liveBlogTime(iso: string, withDate = false): string {
  return (withDate ? DATE_TIME : TIME).format(new Date(iso));
}
