import { z } from "zod";

export { pushSendSchema as PushSendBody } from "@matv/shared";
export { PushAlertIdParams } from "../push/schema.ts";
export const PushAudienceQuery = z.object({ topic: z.string().refine((t) => /^[a-z0-9:-]{1,100}$/.test(t), "must be a topic") });
