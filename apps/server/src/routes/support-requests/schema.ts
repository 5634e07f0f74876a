import { limitSchema, objectIdSchema, pageSchema } from "@matv/shared";
import { SUPPORT_STATUSES } from "@matv/shared/support";
import { z } from "zod";

export { supportUpdateSchema as SupportUpdateBody } from "@matv/shared/supportSchema";

export const SupportQueueQuery = z.object({
  status: z.enum(SUPPORT_STATUSES, { message: `must be one of ${SUPPORT_STATUSES.join(", ")}` }).optional(),
  page: pageSchema(),
  limit: limitSchema(50),
});

export const SupportRequestParams = z.object({ id: objectIdSchema });
export const AttachmentParams = z.object({ id: objectIdSchema, attachmentId: objectIdSchema });
