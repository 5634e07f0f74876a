import type { AnalyticsOverview, AnalyticsRealtime, AnalyticsStory, AnalyticsVitals } from "@matv/shared";
import { staffFetch } from "../admin/apiClient";

/** The staff analytics calls (ADR 075); each answers {success, data}. */
const get = async <T>(path: string) => (await staffFetch<{ data: T }>(`/api/admin/analytics/${path}`)).data;

export const analyticsApi = {
  realtime: () => get<AnalyticsRealtime>("realtime"),
  overview: (from: string, to: string) => get<AnalyticsOverview>(`overview?from=${from}&to=${to}`),
  story: (id: string) => get<AnalyticsStory>(`stories/${id}`),
  vitals: () => get<AnalyticsVitals>("vitals"),
};
