import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { sendAnalytics } from "./analyticsBeacon";

/**
 * Core Web Vitals of a page that runs React (home, staff, video...), measured by the `web-vitals` library (its own
 * chunk, loaded after hydration on sampled page loads only) and sent as each value is final (ADR 075).
 */
export function reportWebVitals(): void {
  const report = (metric: Metric) => {
    const name = metric.name.toLowerCase() as "lcp" | "inp" | "cls";
    sendAnalytics([{ type: "vital", name, value: Math.round(metric.value * 1000) / 1000, path: location.pathname }]);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
