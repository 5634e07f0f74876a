import { ANALYTICS_SOURCE_LABELS, type AnalyticsStory } from "@matv/shared";
import { useEffect, useState } from "react";
import { ApiError } from "../admin/apiClient";
import { secondaryButton } from "../admin/ui";
import { analyticsApi } from "./analyticsApi";
import { DataTable } from "./DataTable";
import { TimeChart } from "./TimeChart";

/**
 * One story's readers, for its editor (ADR 075): views and visitors, views by hour since publication, sources and
 * shares; for a live blog, its readers per minute. Self-contained: the editor only gives the id.
 */
export function StoryAnalyticsPanel({ storyId }: { storyId: string }) {
  const [data, setData] = useState<AnalyticsStory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let stopped = false;
    analyticsApi
      .story(storyId)
      .then((next) => !stopped && setData(next))
      .catch((e: unknown) => !stopped && setError(e instanceof ApiError ? e.message : "Could not load the figures."));
    return () => {
      stopped = true;
    };
  }, [storyId, loads]);
  return (
    <section aria-labelledby="story-analytics-title" className="mt-8 border-t border-gray-300 pt-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="story-analytics-title" className="text-lg font-bold">
          Readers
        </h2>
        <button type="button" className={`${secondaryButton} text-sm`} onClick={() => setLoads((n) => n + 1)}>
          Refresh
        </button>
      </div>
      {error && <p className="mt-2 text-sm text-red-800">{error}</p>}
      {data && (
        <>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            <div>
              <dt className="text-xs text-gray-700">Views</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="story-views">
                {data.views.toLocaleString("en-GB")}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-700">Visitors</dt>
              <dd className="text-xl font-bold tabular-nums">{data.visitors.toLocaleString("en-GB")}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-700">Shares</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="story-shares">
                {data.shares.toLocaleString("en-GB")}
              </dd>
            </div>
          </dl>
          {data.readersByMinute.length > 0 && (
            <>
              <h3 className="mt-4 font-bold">Live blog readers per minute</h3>
              <TimeChart label="Readers" points={data.readersByMinute.map((p) => ({ at: p.at, value: p.readers }))} height={120} />
            </>
          )}
          <h3 className="mt-4 font-bold">Views by hour</h3>
          <TimeChart label="Views" points={data.byHour.map((p) => ({ at: p.at, value: p.views }))} height={120} />
          <div className="mt-4 grid gap-4">
            <DataTable
              caption="Where readers came from"
              fileName={`story-${storyId}-sources.csv`}
              columns={["Source", "Views"]}
              rows={data.sources.map((s) => [ANALYTICS_SOURCE_LABELS[s.source] ?? s.source, s.views])}
            />
            <DataTable
              caption="Shares by network"
              fileName={`story-${storyId}-shares.csv`}
              columns={["Network", "Shares"]}
              rows={data.sharesByPlatform.map((s) => [s.platform, s.count])}
            />
          </div>
        </>
      )}
    </section>
  );
}
