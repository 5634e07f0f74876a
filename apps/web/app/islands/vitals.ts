/**
 * The speed reporter of pages without a script file (ADR 075): on one load in ten, the largest contentful paint,
 * the layout shifts (summed) and the slowest interaction, sent once as the page is hidden. A small stand-in for
 * `web-vitals`, which pages without React do not load: CLS here is the sum of all shifts (web-vitals takes the
 * worst 5-second window, so this is never lower) and INP the slowest interaction (its value below 50 interactions).
 */
import { sendAnalytics, VITALS_SAMPLE_RATE } from "../lib/analyticsBeacon";

type Vital = "lcp" | "inp" | "cls";
type Entry = PerformanceEntry & { value: number; hadRecentInput?: boolean; interactionId?: number };

export function reportVitals(): void {
  if (Math.random() >= VITALS_SAMPLE_RATE) return;
  const values: Partial<Record<Vital, number>> = {};
  const observe = (type: string, each: (entry: Entry) => void) => {
    try {
      new PerformanceObserver((list) => (list.getEntries() as Entry[]).forEach(each)).observe({
        type,
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
      return true;
    } catch {
      // Not measured by this browser.
    }
  };
  observe("largest-contentful-paint", (e) => (values.lcp = e.startTime));
  if (observe("layout-shift", (e) => (values.cls! += e.hadRecentInput ? 0 : e.value))) values.cls = 0;
  observe("event", (e) => e.interactionId && (values.inp = Math.max(values.inp ?? 0, e.duration)));
  const send = () => {
    if (!document.hidden) return;
    removeEventListener("visibilitychange", send);
    const events = (Object.keys(values) as Vital[]).map((name) => ({ type: "vital" as const, name, value: values[name]!, path: location.pathname }));
    if (events.length) sendAnalytics(events);
  };
  addEventListener("visibilitychange", send);
}
