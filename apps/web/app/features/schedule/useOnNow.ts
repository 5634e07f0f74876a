import { onNowAndNext, type ScheduleSlotTimes } from "@matv/shared";
import { useEffect, useState } from "react";

/**
 * The slot on air and the next one, moving on at each slot boundary without a reload: one timer set for
 * the next start or end, not a poll. Starts from the server's clock so the first render matches the HTML.
 */
export function useOnNow<T extends ScheduleSlotTimes>(slots: readonly T[], serverNow: number): { now: T | null; next: T | null; at: number } {
  const [at, setAt] = useState(serverNow);
  useEffect(() => {
    const current = Date.now();
    if (Math.abs(current - at) > 1000) {
      setAt(current);
      return;
    }
    const upcoming = slots.flatMap((s) => [Date.parse(s.start), Date.parse(s.end)]).filter((t) => t > current);
    if (!upcoming.length) return;
    const timer = setTimeout(() => setAt(Date.now()), Math.min(...upcoming) - current + 50);
    return () => clearTimeout(timer);
  }, [slots, at]);
  return { ...onNowAndNext(slots, new Date(at)), at };
}
