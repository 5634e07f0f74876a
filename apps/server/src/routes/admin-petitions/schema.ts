import { objectIdSchema } from "@matv/shared";
import { z } from "zod";

export { petitionCreateSchema as PetitionCreateBody, petitionUpdateSchema as PetitionUpdateBody } from "@matv/shared/petitionSchema";
export const AdminPetitionIdParams = z.object({ id: objectIdSchema });
/** make-current and close may carry the version the desk showed; without it the action applies to whatever is stored. */
export const PetitionActionBody = z.object({ version: z.number({ message: "must be a number" }).int().min(1).optional() }).nullish();
export { translateRequestSchema as PetitionTranslateBody, translationListQuerySchema as PetitionListQuery } from "@matv/shared";
