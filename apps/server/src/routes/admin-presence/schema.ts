import { objectIdSchema, presenceHeartbeatSchema, presenceReleaseQuerySchema } from "@matv/shared";
import { z } from "zod";

/** A document kind's name and a document id; kinds without presence answer 404 (services/documents/presence.ts). */
export const PresenceParams = z.object({
  kind: z.string().regex(/^[a-z][a-z-]{0,39}$/, { message: "must be a document kind" }),
  id: objectIdSchema,
});
export const PresenceBody = presenceHeartbeatSchema;
export const PresenceReleaseQuery = presenceReleaseQuerySchema;
/** The stories and blogs desks' presence paths name only the id. */
export const DeskPresenceParams = PresenceParams.pick({ id: true });
