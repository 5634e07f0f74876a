import { objectIdSchema } from "@matv/shared";
import { z } from "zod";

export const PetitionIdParams = z.object({ id: objectIdSchema });
