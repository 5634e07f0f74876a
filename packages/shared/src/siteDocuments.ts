/**
 * The homepage and MATV blocks: editor-written JSON documents (spec 001 §3 "Homepage update",
 * "MATV update"). The schemas validate the admin editors' forms and the API's request bodies.
 */
import { z } from "zod";
import { sameType } from "./contracts/envelope.ts";
import type { homepageDocumentSchema, matvDocumentSchema } from "./contracts/siteBlocks.ts";
import { isLinkOrImageAddress } from "./sitePath.ts";

const text = (max: number) =>
  z
    .string({ message: "is required" })
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
/** An image address: a stored media path, a site path, or an http(s) URL. Empty means none. */
const imageUrl = z
  .string({ message: "is required" })
  .trim()
  .max(2000, { message: "must be at most 2000 characters" })
  .refine(isLinkOrImageAddress, { message: "must be a site path or an http(s) URL" });

export const homepageUpdateSchema = z.object({
  headline: text(300).min(1, { message: "is required" }),
  mainImage: imageUrl.default(""),
  trendingTopics: z
    .array(text(60).min(1, { message: "must not be empty" }), { message: "must be a list" })
    .max(20, { message: "must have at most 20 topics" })
    .default([]),
});
export type HomepageUpdate = z.infer<typeof homepageUpdateSchema>;

const imageText = z.object({ image: imageUrl.default(""), text: text(500).min(1, { message: "is required" }) });

export const matvUpdateSchema = z.object({
  mainStory: z.object({ title: text(300).min(1, { message: "is required" }), image: imageUrl.default("") }),
  liveUpdates: z
    .array(z.object({ time: text(20).min(1, { message: "is required" }), text: text(500).min(1, { message: "is required" }) }))
    .max(50)
    .default([]),
  centerCard: z.object({ title: text(300).default(""), image: imageUrl.default("") }).default({ title: "", image: "" }),
  centerList: z
    .array(text(300).min(1, { message: "must not be empty" }))
    .max(50)
    .default([]),
  economicImpact: z.array(imageText).max(20).default([]),
  mustRead: z.array(imageText).max(20).default([]),
  opinion: z
    .array(imageText.extend({ author: text(120).default("") }))
    .max(20)
    .default([]),
});
export type MatvUpdate = z.infer<typeof matvUpdateSchema>;

/**
 * Every document save names the version it was loaded at (0 before the first save): a save made
 * after someone else's answers 409 instead of silently replacing theirs (ADR 064).
 */
export const documentVersionSchema = z
  .number({ message: "is required: send the version you loaded" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must be 0 or more" });
export const homepageSaveSchema = homepageUpdateSchema.extend({ version: documentVersionSchema });
export const matvSaveSchema = matvUpdateSchema.extend({ version: documentVersionSchema });

/** Public reads add when the document was last saved, and its version (0 before the first save). */
export type HomepageDocument = HomepageUpdate & { updatedAt: string | null; version?: number };
export type MatvDocument = MatvUpdate & { updatedAt: string | null; version?: number };

// The public reads' schemas (contracts/siteBlocks.ts) describe these same documents (ADR 080).
sameType<HomepageDocument, z.infer<typeof homepageDocumentSchema>>();
sameType<MatvDocument, z.infer<typeof matvDocumentSchema>>();
