/** Wire shapes of the staff analytics calls (`/api/admin/analytics/*`, ADR 075). */
import type { AnalyticsSource, PageTemplate, VitalMetric } from "./readerAnalytics.ts";

export interface StoryCount {
  _id: string;
  title: string;
  readers?: number;
  views?: number;
  /** The source that brought most of these readers. */
  source?: AnalyticsSource;
}

export interface AnalyticsRealtime {
  /** Distinct readers in the last 5 minutes. */
  readers: number;
  topStories: Array<StoryCount & { readers: number; source: AnalyticsSource }>;
  /** Live-stream viewers now (heartbeats in the last full minute). */
  liveViewers: number;
  /** Readers per minute over the last 30 minutes, oldest first. */
  perMinute: Array<{ at: string; views: number }>;
}

export interface SourceCount {
  source: AnalyticsSource;
  views: number;
}

export interface AnalyticsOverview {
  from: string;
  to: string;
  views: number;
  visitors: number;
  topStories: Array<StoryCount & { views: number }>;
  sections: Array<{ section: string; views: number }>;
  authors: Array<{ author: string; views: number }>;
  sources: SourceCount[];
  /** Other sites by domain. */
  domains: Array<{ domain: string; views: number }>;
  shares: Array<{ platform: string; count: number }>;
  videoPlays: number;
  live: { peak: number; average: number };
  newsletterClicks: number;
  pushClicks: number;
  /** Views per day (or per hour for a one-day range), oldest first. */
  series: Array<{ at: string; views: number }>;
}

export interface AnalyticsStory {
  _id: string;
  title: string;
  publishedAt: string | null;
  views: number;
  visitors: number;
  sources: SourceCount[];
  shares: number;
  sharesByPlatform: Array<{ platform: string; count: number }>;
  /** Views per hour since publication (at most the last 14 days), oldest first. */
  byHour: Array<{ at: string; views: number }>;
  /** A live blog's readers per minute over its last 24 hours (empty for a story). */
  readersByMinute: Array<{ at: string; readers: number }>;
}

export interface TemplateVitals {
  p75: Record<VitalMetric, number | null>;
  /** Share (0-1) of samples rated good, needs improvement and poor, over all three metrics. */
  good: number;
  ni: number;
  poor: number;
  samples: number;
  /** The same, metric by metric. */
  metrics: Record<VitalMetric, { good: number; ni: number; poor: number; samples: number }>;
}

/** Over the last VITALS_DAYS days, keyed by template (every template present; p75 null without samples). */
export type AnalyticsVitals = Record<PageTemplate, TemplateVitals>;
export const VITALS_DAYS = 7;
