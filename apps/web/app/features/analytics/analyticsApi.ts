import { staffApi } from "../admin/apiClient";
import * as api from "../../lib/api/endpoints";

/** The staff analytics calls (ADR 075); each answers {success, data}. */
export const analyticsApi = {
  realtime: async () => (await staffApi(api.analyticsRealtime())).data,
  overview: async (from: string, to: string) => (await staffApi(api.analyticsOverview(from, to))).data,
  story: async (id: string) => (await staffApi(api.analyticsStory(id))).data,
  vitals: async () => (await staffApi(api.analyticsVitals())).data,
};
