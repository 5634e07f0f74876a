import { langSchema, limitSchema, objectIdSchema, pageSchema } from "@matv/shared";
import { z } from "zod";
import { NEWS_PAGE_SIZE, SEARCH_QUERY_MAX } from "../../services/news.ts";

const category = z.string().trim().min(1, { message: "must not be empty" }).max(64, { message: "must be at most 64 characters" });
const searchText = z.string().max(SEARCH_QUERY_MAX, { message: `must be at most ${SEARCH_QUERY_MAX} characters` });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO date (2026-11-22) or date-time; a date-only end date includes that whole day. */
function isoDate(which: "start" | "end") {
  return z
    .string()
    .refine((v) => (ISO_DATE.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success) && !Number.isNaN(Date.parse(v)), {
      message: "must be an ISO date (YYYY-MM-DD) or date-time",
    })
    .transform((v) => {
      const date = new Date(v);
      if (which === "end" && ISO_DATE.test(v)) date.setUTCDate(date.getUTCDate() + 1);
      return date;
    });
}

export const NewsIdParams = z.object({ id: objectIdSchema });
export const CategoryParams = z.object({ category });

export const NewsListQuery = z.object({
  page: pageSchema(),
  limit: limitSchema(NEWS_PAGE_SIZE),
  category: category.optional(),
  search: searchText.optional(),
  lang: langSchema,
});

export const PagingQuery = z.object({ page: pageSchema(), limit: limitSchema(NEWS_PAGE_SIZE) });
export const TrendingQuery = z.object({ limit: limitSchema(NEWS_PAGE_SIZE) });

export const NewsSearchQuery = z
  .object({
    q: searchText.optional(),
    category: category.optional(),
    author: z.string().trim().max(100, { message: "must be at most 100 characters" }).optional(),
    tags: z
      .string()
      .max(500, { message: "must be at most 500 characters" })
      .transform((v) =>
        v
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .optional(),
    startDate: isoDate("start").optional(),
    endDate: isoDate("end").optional(),
    page: pageSchema(),
    limit: limitSchema(NEWS_PAGE_SIZE),
    lang: langSchema,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate < q.endDate, { message: "must not be before startDate", path: ["endDate"] });
