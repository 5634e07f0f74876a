/** Wire shapes of the staff analytics calls (`/api/admin/analytics/*`, ADR 075). */
import type { z } from "zod";
import type {
  analyticsOverviewSchema,
  analyticsVitalsSchema,
  analyticsRealtimeSchema,
  analyticsStorySchema,
  sourceCountSchema,
  storyCountSchema,
  templateVitalsSchema,
} from "./contracts/newsroom.ts";

export type StoryCount = z.infer<typeof storyCountSchema>;

export type AnalyticsRealtime = z.infer<typeof analyticsRealtimeSchema>;

export type SourceCount = z.infer<typeof sourceCountSchema>;

export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export type AnalyticsStory = z.infer<typeof analyticsStorySchema>;

export type TemplateVitals = z.infer<typeof templateVitalsSchema>;

/** Over the last VITALS_DAYS days, keyed by template (every template present; p75 null without samples). */
export type AnalyticsVitals = z.infer<typeof analyticsVitalsSchema>;
export const VITALS_DAYS = 7;
