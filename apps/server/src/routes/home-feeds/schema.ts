import { limitSchema, pageSchema } from "@matv/shared";
import { z } from "zod";

export const TechnologyQuery = z.object({ page: pageSchema(), limit: limitSchema(10) });
