import { objectIdSchema } from "@matv/shared";
import { z } from "zod";

export { deepDiveCardSchema as DeepDiveCardBody } from "@matv/shared";
export const DeepDiveIdParams = z.object({ id: objectIdSchema });
export { translateRequestSchema as DeepDiveTranslateBody, translationListQuerySchema as DeepDiveListQuery } from "@matv/shared";
