import { feedTimeAgoText, HOME_REFRESH_MS } from "@matv/shared";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useTimeText } from "../i18n/texts";

const StoryClock = createContext<Date | undefined>(undefined);

/**
 * A page's clock for its stories' and videos' times: the server's `now` (loader data) for the server HTML and
 * hydration, so both say the same words; then the browser's, at once (a cached page may be older) and each
 * refresh interval.
 */
export function StoryClockProvider({ serverNow, children }: { serverNow: number; children: ReactNode }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), HOME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return <StoryClock.Provider value={now}>{children}</StoryClock.Provider>;
}

/**
 * A story's (or video's) time ago, by the one rule it follows everywhere (ADR 070), in the edition's words
 * (ADR 076); at `now`, else the page's StoryClockProvider, else the current time.
 */
export function TimeAgo({ date, now, className }: { date: string | null | undefined; now?: Date; className?: string }) {
  const timeText = useTimeText();
  const clock = useContext(StoryClock);
  if (!date) return null;
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {timeText(feedTimeAgoText(date, now ?? clock))}
    </time>
  );
}
