import { liveTvConfigSchema } from "@matv/shared/liveTvConfig";

/** PUT /api/live-tv/config body: the shared schema the admin form uses too. */
export const LiveTvConfigBody = liveTvConfigSchema;
