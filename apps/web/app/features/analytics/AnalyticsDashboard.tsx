import {
  ANALYTICS_SOURCE_LABELS,
  type AnalyticsOverview,
  type AnalyticsRealtime,
  type AnalyticsVitals,
  PAGE_TEMPLATE_LABELS,
  PAGE_TEMPLATES,
  ukDayOf,
  ukDayRange,
} from "@matv/shared";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../admin/apiClient";
import { sessionUser } from "../admin/session";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import { analyticsApi } from "./analyticsApi";
import { DataTable } from "./DataTable";
import { TimeChart } from "./TimeChart";

/** The "now" panel refreshes this often. */
export const REALTIME_REFRESH_MS = 10_000;

const sourceLabel = (source: string) => ANALYTICS_SOURCE_LABELS[source as keyof typeof ANALYTICS_SOURCE_LABELS] ?? source;
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : "Could not load the figures. Try again.");

function Stat({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className="rounded border border-gray-300 p-3">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {typeof value === "number" ? value.toLocaleString("en-GB") : value}
      </dd>
    </div>
  );
}

/** Readers now, refreshed every 10 s while the tab is shown. */
function NowPanel() {
  const [data, setData] = useState<AnalyticsRealtime | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    const load = async () => {
      try {
        const next = await analyticsApi.realtime();
        if (!stopped) {
          setData(next);
          setError(null);
        }
      } catch (e) {
        if (!stopped) setError(errorText(e));
      }
      // A hidden tab stops asking; showing it again asks at once (onVisible).
      if (!stopped)
        timer = window.setTimeout(() => {
          if (!document.hidden) void load();
        }, REALTIME_REFRESH_MS);
    };
    const onVisible = () => {
      if (!document.hidden) {
        window.clearTimeout(timer);
        void load();
      }
    };
    void load();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return (
    <section aria-labelledby="now-title" className="mt-6">
      <h2 id="now-title" className="text-xl font-bold">
        Now
      </h2>
      <p className="text-sm text-gray-700">The last 5 minutes, refreshed every 10 seconds.</p>
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
      {!data ? (
        <p className="mt-2">Loading...</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label="Readers in the last 5 minutes" value={data.readers} testId="now-readers" />
            <Stat label="Watching the live stream" value={data.liveViewers} testId="now-live" />
          </dl>
          <TimeChart label="Page views per minute" points={data.perMinute.map((p) => ({ at: p.at, value: p.views }))} height={140} />
          <div className="mt-4">
            <DataTable
              caption="Top stories now"
              fileName="top-stories-now.csv"
              columns={["Story", "Readers", "Main source"]}
              rows={data.topStories.map((s) => [s.title, s.readers, sourceLabel(s.source)])}
              empty="No one is reading a story right now."
            />
          </div>
        </>
      )}
    </section>
  );
}

type Preset = "today" | "7" | "30" | "custom";

function presetRange(preset: Exclude<Preset, "custom">, today: string): { from: string; to: string } {
  if (preset === "today") return { from: today, to: today };
  const days = Number(preset);
  return { from: ukDayOf(ukDayRange(today).start.getTime() - (days - 1) * 86_400_000 + 3_600_000), to: today };
}

/** Today, 7 or 30 days, or any range: every figure with a CSV of each table. */
function RangePanel() {
  const today = ukDayOf(Date.now());
  const [preset, setPreset] = useState<Preset>("7");
  const [range, setRange] = useState(() => presetRange("7", today));
  const [custom, setCustom] = useState(range);
  const [data, setData] = useState<AnalyticsOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (from: string, to: string) => {
    setError(null);
    try {
      setData(await analyticsApi.overview(from, to));
    } catch (e) {
      setError(errorText(e));
    }
  }, []);
  useEffect(() => {
    void load(range.from, range.to);
  }, [range, load]);
  const choose = (next: Preset) => {
    setPreset(next);
    if (next !== "custom") setRange(presetRange(next, today));
  };
  const file = (name: string) => `${name}-${range.from}-to-${range.to}.csv`;
  return (
    <section aria-labelledby="range-title" className="mt-10">
      <h2 id="range-title" className="text-xl font-bold">
        Over time
      </h2>
      <div role="group" aria-label="Range" className="mt-2 flex flex-wrap items-end gap-2">
        {(
          [
            ["today", "Today"],
            ["7", "7 days"],
            ["30", "30 days"],
            ["custom", "Choose dates"],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={preset === value}
            className={preset === value ? primaryButton : secondaryButton}
            onClick={() => choose(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {preset === "custom" && (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setRange({ ...custom });
          }}
        >
          <label className={labelClass}>
            From
            <input
              type="date"
              className={inputClass}
              value={custom.from}
              max={today}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              required
            />
          </label>
          <label className={labelClass}>
            To
            <input type="date" className={inputClass} value={custom.to} max={today} onChange={(e) => setCustom({ ...custom, to: e.target.value })} required />
          </label>
          <button type="submit" className={primaryButton}>
            Show
          </button>
        </form>
      )}
      <div role="status" aria-live="polite" className="mt-2 min-h-6 text-sm">
        {error ? <span className="text-red-800">{error}</span> : data ? `${data.from} to ${data.to} (UK days)` : "Loading..."}
      </div>
      {data && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Page views" value={data.views} testId="range-views" />
            <Stat label="Visitors" value={data.visitors} testId="range-visitors" />
            <Stat label="Video plays" value={data.videoPlays} testId="range-plays" />
            <Stat label="Live stream peak / average viewers" value={`${data.live.peak} / ${data.live.average}`} />
            <Stat label="Newsletter clicks" value={data.newsletterClicks} />
            <Stat label="Push clicks" value={data.pushClicks} />
            <Stat label="Shares" value={data.shares.reduce((n, s) => n + s.count, 0)} testId="range-shares" />
          </dl>
          <TimeChart label="Page views" points={data.series.map((p) => ({ at: p.at, value: p.views }))} />
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            <DataTable
              caption="Top stories"
              fileName={file("top-stories")}
              columns={["Story", "Views"]}
              rows={data.topStories.map((s) => [s.title, s.views])}
            />
            <DataTable
              caption="Sources"
              fileName={file("sources")}
              columns={["Source", "Views"]}
              rows={data.sources.map((s) => [sourceLabel(s.source), s.views])}
            />
            <DataTable caption="Sections" fileName={file("sections")} columns={["Section", "Views"]} rows={data.sections.map((s) => [s.section, s.views])} />
            <DataTable caption="Authors" fileName={file("authors")} columns={["Author", "Views"]} rows={data.authors.map((s) => [s.author, s.views])} />
            <DataTable caption="Other sites" fileName={file("other-sites")} columns={["Site", "Views"]} rows={data.domains.map((s) => [s.domain, s.views])} />
            <DataTable
              caption="Shares by network"
              fileName={file("shares")}
              columns={["Network", "Shares"]}
              rows={data.shares.map((s) => [s.platform, s.count])}
            />
          </div>
        </>
      )}
    </section>
  );
}

const ms = (value: number | null) => (value === null ? "–" : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const pct = (share: number) => `${Math.round(share * 100)}%`;

/** p75 of the Core Web Vitals per page template over 7 days (editors and admins). */
function SpeedPanel() {
  const [data, setData] = useState<AnalyticsVitals | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    analyticsApi
      .vitals()
      .then(setData)
      .catch((e: unknown) => setError(errorText(e)));
  }, []);
  return (
    <section aria-labelledby="speed-title" className="mt-10">
      <h2 id="speed-title" className="text-xl font-bold">
        Speed from real readers
      </h2>
      <p className="text-sm text-gray-700">
        The 75th percentile of the last 7 days, from a sample of page loads. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1.
      </p>
      {error && <p className="mt-2 text-red-800">{error}</p>}
      {data && (
        <div className="mt-3">
          <DataTable
            caption="Core Web Vitals by page template"
            fileName="web-vitals-7-days.csv"
            columns={["Template", "LCP p75", "INP p75", "CLS p75", "Good", "Needs improvement", "Poor", "Samples"]}
            rows={PAGE_TEMPLATES.map((t) => {
              const v = data[t];
              return [
                PAGE_TEMPLATE_LABELS[t],
                ms(v.p75.lcp),
                ms(v.p75.inp),
                v.p75.cls === null ? "–" : v.p75.cls.toFixed(2),
                pct(v.good),
                pct(v.ni),
                pct(v.poor),
                v.samples,
              ];
            })}
          />
        </div>
      )}
    </section>
  );
}

/** /admin/analytics: readers now, over a range, and real readers' page speed (ADR 075). */
export function AnalyticsDashboard() {
  const [role, setRole] = useState<string | undefined>(undefined);
  useEffect(() => setRole(sessionUser()?.role), []);
  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/dashboard" className="text-brand underline">
          Dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Analytics</h1>
      <p className="mt-1 text-sm text-gray-700">
        {role === "writer" ? "The readers of the stories you wrote. " : ""}
        Counted on our own server without cookies; bots and signed-in staff are left out.{" "}
        <a href="/privacy#analytics" className="text-brand underline">
          What we count
        </a>
      </p>
      <NowPanel />
      <RangePanel />
      {role && role !== "writer" && <SpeedPanel />}
    </div>
  );
}
