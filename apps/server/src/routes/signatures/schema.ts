import { limitSchema, objectIdSchema, pageSchema } from "@matv/shared";
import { SIGNATURE_LIST_DEFAULTS } from "@matv/shared/petition";
import { z } from "zod";

import { staffSearchSchema } from "@matv/shared/petitionSchema";

export { signatureSchema as SignatureBody } from "@matv/shared/petitionSchema";

export const PetitionParams = z.object({ id: objectIdSchema });

export const SignatureListQuery = z.object({
  page: pageSchema(),
  limit: limitSchema(SIGNATURE_LIST_DEFAULTS.limit),
});

export const StaffSignatureQuery = z.object({
  petitionId: objectIdSchema.optional(),
  q: staffSearchSchema.optional(),
  page: pageSchema(),
  limit: limitSchema(50),
});

export const StaffExportQuery = StaffSignatureQuery.pick({ petitionId: true, q: true });
