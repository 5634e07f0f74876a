import {
  type AnalyticsOverview,
  type AnalyticsRealtime,
  type AnalyticsSource,
  type AnalyticsStory,
  type AnalyticsVitals,
  PAGE_TEMPLATES,
  p75OfBins,
  type PageTemplate,
  type SourceCount,
  type TemplateVitals,
  ukDayOf,
  ukDayRange,
  VITAL_METRICS,
  type VitalMetric,
  VITALS_DAYS,
} from "@matv/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { BadRequestError, ForbiddenError, NotFoundError } from "../rules/errors.ts";

/** Who is asking: editors and admins see everything, a writer only the stories they created. */
export interface AnalyticsViewer {
  writerId?: string;
}

export const ANALYTICS_REPORT_MESSAGES = {
  badRange: "to: must not be before from",
  rangeTooLong: "from: a range covers at most 400 days",
  unknownStory: "id: no story or live blog has this id",
  notYours: "Writers see the figures of their own stories only.",
} as const;

const REALTIME_MS = 5 * 60_000;
const TOP = 20;
const MAX_RANGE_DAYS = 400;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

const num = (v: unknown) => Number(v ?? 0);

type Query = <T>(statement: SQL) => Promise<T[]>;

export function createAnalyticsReports(db: Db, now: () => number) {
  /**
   * Runs one report's queries in a read-only transaction without JIT compilation or parallel workers: the rollup
   * scans are short, and compiling them or starting workers cost more than the scan itself (ADR 075's bench).
   */
  const report = <T>(fn: (query: Query) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return fn(async <R>(statement: SQL) => rowsOf<R>(await tx.execute(statement)));
    });
  /** A writer's stories only (`created_by`), as a condition on a `story_id` column. */
  const ownStories = (viewer: AnalyticsViewer, column: SQL) =>
    viewer.writerId ? sql`and ${column} in (select id from articles where created_by = ${viewer.writerId})` : sql``;

  /** Titles of stories and live blogs by id. */
  async function titles(query: Query, ids: string[]): Promise<Map<string, { title: string; category: string | null; author: string | null }>> {
    if (!ids.length) return new Map();
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await query<{ id: string; title: string; category: string | null; author: string | null }>(sql`
      select id, title, category, author from articles where id in (${list})
      union all select id, title, null, null from live_blogs where id in (${list})`);
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function realtime(viewer: AnalyticsViewer = {}): Promise<AnalyticsRealtime> {
    return report(async (query) => {
      const at = now();
      const since = new Date(at - REALTIME_MS);
      const own = ownStories(viewer, sql`story_id`);
      const [readers] = await query<{ n: number }>(sql`
        select count(distinct visitor)::int as n from analytics_events
        where type = 'view' and occurred_at > ${since} ${viewer.writerId ? sql`and story_id is not null ${own}` : sql``}`);
      const top = await query<{ story_id: string; readers: number; source: AnalyticsSource }>(sql`
        select story_id, count(distinct visitor)::int as readers, mode() within group (order by source) as source
        from analytics_events
        where type = 'view' and occurred_at > ${since} and story_id is not null ${own}
        group by story_id order by readers desc, story_id limit ${TOP}`);
      const names = await titles(
        query,
        top.map((t) => t.story_id),
      );
      const minuteNow = Math.floor(at / 60_000) * 60_000;
      const minutes = await query<{ bucket: Date | string; metric: string; count: number }>(sql`
        select bucket, metric, count from analytics_rollups
        where grain = 'minute' and metric in ('views', 'live') and story_id = '' and dim = ''
          and bucket >= ${new Date(minuteNow - 30 * 60_000)}`);
      const perMinute: AnalyticsRealtime["perMinute"] = [];
      for (let t = minuteNow - 29 * 60_000; t <= minuteNow; t += 60_000) {
        const row = minutes.find((m) => m.metric === "views" && new Date(m.bucket).getTime() === t);
        perMinute.push({ at: new Date(t).toISOString(), views: num(row?.count) });
      }
      // The minute under way is partial: the last full minute, or this one when it already has more.
      const live = (t: number) => num(minutes.find((m) => m.metric === "live" && new Date(m.bucket).getTime() === t)?.count);
      return {
        readers: num(readers?.n),
        topStories: top.map((t) => ({
          _id: t.story_id,
          title: names.get(t.story_id)?.title ?? "(deleted)",
          readers: num(t.readers),
          source: t.source ?? "direct",
        })),
        liveViewers: viewer.writerId ? 0 : Math.max(live(minuteNow - 60_000), live(minuteNow)),
        perMinute,
      };
    });
  }

  /** The day buckets of a range of UK days (both included); today and the last 30 days by default. */
  function rangeOf(from: string | undefined, to: string | undefined): { from: string; to: string; start: Date; end: Date } {
    const today = ukDayOf(now());
    const last = to ?? today;
    const first = from ?? ukDayOf(ukDayRange(last).start.getTime() - 29 * 86_400_000);
    const start = ukDayRange(first).start;
    const end = ukDayRange(last).end;
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new BadRequestError("from: must be a date, YYYY-MM-DD", "from");
    if (end <= start) throw new BadRequestError(ANALYTICS_REPORT_MESSAGES.badRange, "to");
    if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) throw new BadRequestError(ANALYTICS_REPORT_MESSAGES.rangeTooLong, "from");
    return { from: first, to: last, start, end };
  }

  /**
   * A writer's figures: the rows of their own stories in the range, read once (articles_created_by_idx, then each
   * story's rows by analytics_rollups_story_idx) and added up here, in the shapes the site's queries give.
   */
  async function writerFigures(query: Query, writerId: string, start: Date, end: Date, oneDay: boolean) {
    const rows = await query<{
      grain: string;
      metric: string;
      dim: string;
      story_id: string;
      bucket: Date | string;
      n: number;
      category: string | null;
      author: string | null;
    }>(sql`
      select r.grain, r.metric, r.dim, r.story_id, r.bucket, r.count as n, a.category, a.author
      from articles a join analytics_rollups r on r.story_id = a.id
      where a.created_by = ${writerId} and r.bucket >= ${start} and r.bucket < ${end}
        and ((r.grain = 'day' and r.metric in ('views', 'visitors', 'source', 'share')) or (r.grain = 'hour' and r.metric = 'views' and ${oneDay}))`);
    const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
    const site = new Map<string, number>();
    const perStory = new Map<string, number>();
    const sections = new Map<string, number>();
    const authors = new Map<string, number>();
    const series = new Map<number, number>();
    for (const r of rows) {
      const n = num(r.n);
      if (r.grain === "hour") {
        add(series, new Date(r.bucket).getTime(), n);
        continue;
      }
      add(site, `${r.metric}\u0000${r.dim}`, n);
      if (r.metric !== "views") continue;
      add(perStory, r.story_id, n);
      if (r.category) add(sections, r.category, n);
      if (r.author) add(authors, r.author, n);
      if (!oneDay) add(series, new Date(r.bucket).getTime(), n);
    }
    const ranked = (map: Map<string, number>, limit: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, limit)
        .map(([name, n]) => ({ name, n }));
    return [
      [...site.entries()].map(([key, n]) => {
        const [metric = "", dim = ""] = key.split("\u0000");
        return { metric, dim, n };
      }),
      [{ n: 0 }],
      ranked(perStory, TOP).map((r) => ({ story_id: r.name, n: r.n })),
      ranked(sections, 50),
      ranked(authors, 50),
      [...series.entries()].sort((a, b) => a[0] - b[0]).map(([at, n]) => ({ bucket: new Date(at), n })),
    ] as const;
  }

  async function overview(range: { from?: string; to?: string }, viewer: AnalyticsViewer = {}): Promise<AnalyticsOverview> {
    return report(async (query) => {
      const { from, to, start, end } = rangeOf(range.from, range.to);
      const days = sql`r.grain = 'day' and r.bucket >= ${start} and r.bucket < ${end}`;
      const writer = !!viewer.writerId;
      const oneDay = end.getTime() - start.getTime() <= 25 * 3_600_000;
      const [site, peak, top, sections, authors, seriesRows] = writer
        ? await writerFigures(query, viewer.writerId!, start, end, oneDay)
        : await Promise.all([
            query<{ metric: string; dim: string; n: number }>(sql`
              select r.metric, r.dim, sum(r.count)::bigint as n from analytics_rollups r
              where ${days} and r.story_id = '' and r.metric in ('views', 'visitors', 'source', 'domain', 'section', 'author', 'share', 'play', 'live', 'live_minutes')
              group by r.metric, r.dim`),
            query<{ n: number }>(
              sql`select coalesce(max(r.count), 0)::bigint as n from analytics_rollups r where ${days} and r.metric = 'live_peak' and r.story_id = ''`,
            ),
            query<{ story_id: string; n: number }>(sql`
              select r.story_id, sum(r.count)::bigint as n from analytics_rollups r
              where ${days} and r.metric = 'views' and r.story_id <> ''
              group by r.story_id order by n desc, r.story_id limit ${TOP}`),
            Promise.resolve(null),
            Promise.resolve(null),
            query<{ bucket: Date | string; n: number }>(sql`
              select r.bucket, sum(r.count)::bigint as n from analytics_rollups r
              where r.grain = ${oneDay ? "hour" : "day"} and r.metric = 'views' and r.bucket >= ${start} and r.bucket < ${end} and r.story_id = ''
              group by r.bucket order by r.bucket`),
          ]);
      const names = await titles(
        query,
        top.map((s) => s.story_id),
      );
      const sum = (metric: string) => site.filter((r) => r.metric === metric).reduce((total, r) => total + num(r.n), 0);
      const byDim = (metric: string) =>
        site
          .filter((r) => r.metric === metric && r.dim)
          .map((r) => ({ dim: r.dim, n: num(r.n) }))
          .sort((a, b) => b.n - a.n || a.dim.localeCompare(b.dim));
      const sources: SourceCount[] = byDim("source").map((r) => ({ source: r.dim as AnalyticsSource, views: r.n }));
      const liveMinutes = sum("live_minutes");
      return {
        from,
        to,
        views: sum("views"),
        visitors: sum("visitors"),
        topStories: top.map((s) => ({ _id: s.story_id, title: names.get(s.story_id)?.title ?? "(deleted)", views: num(s.n) })),
        sections: (sections ?? byDim("section").map((r) => ({ name: r.dim, n: r.n }))).map((r) => ({ section: r.name, views: num(r.n) })),
        authors: (authors ?? byDim("author").map((r) => ({ name: r.dim, n: r.n }))).map((r) => ({ author: r.name, views: num(r.n) })),
        sources,
        domains: byDim("domain").map((r) => ({ domain: r.dim, views: r.n })),
        shares: byDim("share").map((r) => ({ platform: r.dim, count: r.n })),
        videoPlays: sum("play"),
        live: { peak: num(peak[0]?.n), average: liveMinutes ? Math.round((sum("live") / liveMinutes) * 10) / 10 : 0 },
        newsletterClicks: sources.find((s) => s.source === "newsletter")?.views ?? 0,
        pushClicks: sources.find((s) => s.source === "push")?.views ?? 0,
        series: seriesRows.map((r) => ({ at: new Date(r.bucket).toISOString(), views: num(r.n) })),
      };
    });
  }

  async function story(id: string, viewer: AnalyticsViewer = {}): Promise<AnalyticsStory> {
    return report(async (query) => {
      const [found] = await query<{ id: string; title: string; published_at: Date | string | null; created_by: string | null; live: boolean }>(sql`
        select id, title, published_at, created_by, false as live from articles where id = ${id} and deleted_at is null
        union all select id, title, coverage_start_at, null, true from live_blogs where id = ${id}`);
      if (!found) throw new NotFoundError(ANALYTICS_REPORT_MESSAGES.unknownStory);
      if (viewer.writerId && found.created_by !== viewer.writerId) throw new ForbiddenError(ANALYTICS_REPORT_MESSAGES.notYours);
      const totals = await query<{ metric: string; dim: string; n: number }>(sql`
        select metric, dim, sum(count)::bigint as n from analytics_rollups
        where story_id = ${id} and grain = 'day' and metric in ('views', 'visitors', 'source', 'share')
        group by metric, dim`);
      const at = now();
      const published = found.published_at ? new Date(found.published_at).getTime() : at;
      const since = Math.max(published, at - 14 * 86_400_000);
      const hours = await query<{ bucket: Date | string; n: number }>(sql`
        select bucket, count as n from analytics_rollups
        where story_id = ${id} and grain = 'hour' and metric = 'views' and bucket >= ${new Date(Math.floor(since / 3_600_000) * 3_600_000)}
        order by bucket`);
      const byHour: AnalyticsStory["byHour"] = [];
      const hourly = new Map(hours.map((h) => [new Date(h.bucket).getTime(), num(h.n)]));
      for (let t = Math.floor(since / 3_600_000) * 3_600_000; t <= at; t += 3_600_000)
        byHour.push({ at: new Date(t).toISOString(), views: hourly.get(t) ?? 0 });
      const readersByMinute: AnalyticsStory["readersByMinute"] = [];
      if (found.live) {
        const minutes = await query<{ bucket: Date | string; n: number }>(sql`
          select bucket, count as n from analytics_rollups
          where story_id = ${id} and grain = 'minute' and metric = 'reading' and bucket >= ${new Date(at - 86_400_000)}
          order by bucket`);
        for (const m of minutes) readersByMinute.push({ at: new Date(m.bucket).toISOString(), readers: num(m.n) });
      }
      const sum = (metric: string) => totals.filter((r) => r.metric === metric).reduce((total, r) => total + num(r.n), 0);
      const byDim = (metric: string) =>
        totals
          .filter((r) => r.metric === metric && r.dim)
          .map((r) => ({ dim: r.dim, n: num(r.n) }))
          .sort((a, b) => b.n - a.n || a.dim.localeCompare(b.dim));
      return {
        _id: found.id,
        title: found.title,
        publishedAt: found.published_at ? new Date(found.published_at).toISOString() : null,
        views: sum("views"),
        visitors: sum("visitors"),
        sources: byDim("source").map((r) => ({ source: r.dim as AnalyticsSource, views: r.n })),
        shares: sum("share"),
        sharesByPlatform: byDim("share").map((r) => ({ platform: r.dim, count: r.n })),
        byHour,
        readersByMinute,
      };
    });
  }

  async function vitals(): Promise<AnalyticsVitals> {
    return report(async (query) => {
      const rows = await query<{ metric: string; dim: string; n: number }>(sql`
        select metric, dim, sum(count)::bigint as n from analytics_rollups
        where grain = 'day' and metric in ('vital', 'vital_rating') and story_id = '' and bucket >= ${new Date(now() - VITALS_DAYS * 86_400_000)}
        group by metric, dim`);
      const result = {} as AnalyticsVitals;
      for (const template of PAGE_TEMPLATES) {
        const entry: TemplateVitals = {
          p75: { lcp: null, inp: null, cls: null },
          good: 0,
          ni: 0,
          poor: 0,
          samples: 0,
          metrics: { lcp: { good: 0, ni: 0, poor: 0, samples: 0 }, inp: { good: 0, ni: 0, poor: 0, samples: 0 }, cls: { good: 0, ni: 0, poor: 0, samples: 0 } },
        };
        const ratings = { good: 0, ni: 0, poor: 0 };
        for (const metric of VITAL_METRICS) {
          const bins: Array<[number, number]> = [];
          const counts = entry.metrics[metric];
          for (const r of rows) {
            const [t, m, value] = r.dim.split("|") as [PageTemplate, VitalMetric, string];
            if (t !== template || m !== metric) continue;
            if (r.metric === "vital") bins.push([Number(value), num(r.n)]);
            else if (value === "good" || value === "ni" || value === "poor") counts[value] += num(r.n);
          }
          counts.samples = counts.good + counts.ni + counts.poor;
          entry.p75[metric] = p75OfBins(bins);
          ratings.good += counts.good;
          ratings.ni += counts.ni;
          ratings.poor += counts.poor;
        }
        const samples = ratings.good + ratings.ni + ratings.poor;
        const share = (n: number) => (samples ? Math.round((n / samples) * 1000) / 1000 : 0);
        Object.assign(entry, { good: share(ratings.good), ni: share(ratings.ni), poor: share(ratings.poor), samples });
        result[template] = entry;
      }
      return result;
    });
  }

  return { realtime, overview, story, vitals };
}
