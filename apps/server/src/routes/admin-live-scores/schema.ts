import { liveScoresUpdateSchema } from "@matv/shared";

export const LiveScoresBody = liveScoresUpdateSchema;
