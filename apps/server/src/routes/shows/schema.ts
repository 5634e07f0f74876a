import { showSlugSchema } from "@matv/shared";
import { z } from "zod";

/** GET /api/shows/{slug}. */
export const ShowSlugParams = z.object({ slug: showSlugSchema });
