import { useEffect, useRef } from "react";

/**
 * A line chart of counts over time, drawn by uPlot (ADR 075): fetched with its stylesheet when a staff page first
 * shows a chart, never by reader pages. Decorative for assistive technology: the same numbers are in a table.
 */
export function TimeChart({ points, label, height = 180 }: { points: ReadonlyArray<{ at: string; value: number }>; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !points.length) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const width = Math.max(200, el.clientWidth);
      chart = new UPlot(
        {
          width,
          height,
          legend: { show: false },
          cursor: { show: true, drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          series: [{}, { label, stroke: "#b91c1c", width: 2, fill: "rgba(185, 28, 28, 0.08)", points: { show: points.length < 40 } }],
          axes: [{ stroke: "#374151" }, { stroke: "#374151", size: 44 }],
        },
        [points.map((p) => Date.parse(p.at) / 1000), points.map((p) => p.value)],
        el,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(200, el.clientWidth), height }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [points, label, height]);
  return <div ref={box} aria-hidden="true" data-chart={label} className="mt-2 w-full overflow-hidden" style={{ minHeight: height }} />;
}
