import { liveTvConfigSchema } from "@matv/shared/video";

/** PUT /api/live-tv/config body: the shared schema the admin form uses too. */
export const LiveTvConfigBody = liveTvConfigSchema;
