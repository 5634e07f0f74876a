import { liveTvConfigSaveSchema } from "@matv/shared/liveTvConfig";

/** PUT /api/live-tv/config body: the shared schema the admin form uses too, with the version it loaded. */
export const LiveTvConfigBody = liveTvConfigSaveSchema;
