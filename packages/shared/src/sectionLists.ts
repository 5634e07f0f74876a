import type { deletedSectionItemWireSchema, sectionListAdminViewSchema, sectionListItemWireSchema } from "./contracts/staffDesk.ts";
import { z } from "zod";
import { objectIdSchema } from "./schemas.ts";
import { isLinkOrImageAddress } from "./sitePath.ts";

/**
 * Request schemas of the section-list editors (spec 001 §3 "Viral, latest news and other category
 * editor item", "World news admin"). The server validates with them; the editors share the types.
 */

export const SECTION_LIST_MAX_ITEMS = 200;

/** The world-news editor's second list is stored as articles of this page name. */
export const WORLD_RECOMMENDED_PAGE = "WorldRecommended";

/** "" or a site path ("/media/...") or an http(s) URL: never javascript:, data: or protocol-relative. */
export const linkOrImageSchema = z
  .string()
  .trim()
  .max(2048, { message: "must be at most 2048 characters" })
  .refine(isLinkOrImageAddress, { message: "must be a site path or an http(s) address" });

export const editorSlugSchema = z
  .string()
  .trim()
  .max(200, { message: "must be at most 200 characters" })
  .refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), {
    message: "use lower-case letters, digits and single hyphens",
  });

export const sectionItemSchema = z.object({
  _id: objectIdSchema.optional(),
  title: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(300, { message: "must be at most 300 characters" }),
  image: linkOrImageSchema.default(""),
  // Optional, not defaulted: an item saved without content (the spec's bare-array shape) keeps its article's body.
  content: z.string().max(200_000, { message: "must be at most 200000 characters" }).optional(),
  category: z.string().trim().max(100, { message: "must be at most 100 characters" }).default(""),
  slug: editorSlugSchema.default(""),
});
export type SectionItemInput = z.input<typeof sectionItemSchema>;
export type SectionItem = z.output<typeof sectionItemSchema>;

const versionSchema = z.number({ message: "must be a number" }).int().min(1).optional();

/** POST /api/{category}: the whole list, as the spec's bare array or as {items, version}. */
export const sectionListBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { items: body } : body),
  z.object({
    items: z.array(sectionItemSchema).max(SECTION_LIST_MAX_ITEMS, { message: `must hold at most ${SECTION_LIST_MAX_ITEMS} items` }),
    version: versionSchema,
  }),
);
export type SectionListBody = z.output<typeof sectionListBodySchema>;

export const worldItemSchema = z.object({
  _id: objectIdSchema.optional(),
  title: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(300, { message: "must be at most 300 characters" }),
  image: linkOrImageSchema.default(""),
  link: linkOrImageSchema.default(""),
  category: z.string().trim().max(100, { message: "must be at most 100 characters" }).default(""),
  slug: editorSlugSchema.default(""),
});
export type WorldItemInput = z.input<typeof worldItemSchema>;

/** POST /api/world-news: {worldNews, recommended} (spec 001 §7), plus the list version. */
// Both lists are required: a body missing one (`{}`, `{"world": [...]}`) would empty it (ADR 011).
export const worldNewsBodySchema = z.object({
  worldNews: z.array(worldItemSchema, { message: "is required (send [] to empty the list)" }).max(SECTION_LIST_MAX_ITEMS),
  recommended: z.array(worldItemSchema, { message: "is required (send [] to empty the list)" }).max(SECTION_LIST_MAX_ITEMS),
  version: versionSchema,
});
export type WorldNewsBody = z.output<typeof worldNewsBodySchema>;

/** One list item as the list GETs and the editors see it: the article shape plus the editor's names. */
export type SectionListItemWire = z.infer<typeof sectionListItemWireSchema>;

export type DeletedSectionItemWire = z.infer<typeof deletedSectionItemWireSchema>;

/** GET /api/admin/sections/:key: what an editor loads. */
export type SectionListAdminView = z.infer<typeof sectionListAdminViewSchema>;

/** Editor-side world-news rule (spec 001 §5): items lacking a title or image are dropped, client-only keys stripped. */
export function cleanWorldItems<T extends { title?: string; image?: string; _id?: string }>(items: readonly T[]): WorldItemInput[] {
  return items
    .filter((item) => (item.title ?? "").trim() !== "" && (item.image ?? "").trim() !== "")
    .map((item) => {
      const { _id, title, image, link, category, slug } = item as T & { link?: string; category?: string; slug?: string };
      return {
        ...(_id ? { _id } : {}),
        title: (title ?? "").trim(),
        image: (image ?? "").trim(),
        link: link ?? "",
        category: category ?? "",
        slug: slug ?? "",
      };
    });
}

export const WORLD_NEWS_NOTHING_TO_SAVE = "No valid entries to save. Please add at least one item with image and title.";
