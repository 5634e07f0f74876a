import { objectIdSchema } from "@matv/shared";
import { z } from "zod";

export { pushSubscribeSchema as PushSubscribeBody, pushTopicsSchema as PushTopicsBody, pushUnsubscribeSchema as PushEndpointBody } from "@matv/shared";
export const PushAlertIdParams = z.object({ id: objectIdSchema });
