import { z } from "zod";
import { youtubeVideoId } from "./deepDive.ts";
import { isLinkOrImageAddress } from "./sitePath.ts";

/** The deep-dive editor's whole-card schema (PUT /api/deepdive/:id and the admin editor). */

/** An image address: a stored media path or an http(s) URL; empty means none. */
const imageField = z
  .string({ message: "must be text" })
  .trim()
  .max(2048, { message: "must be at most 2048 characters" })
  .refine(isLinkOrImageAddress, { message: "must be an image path or an http(s) address" })
  .optional();

export const deepDiveSectionSchema = z.object({
  subheading: z.string({ message: "must be text" }).trim().max(200, { message: "must be at most 200 characters" }).default(""),
  paragraph: z.string({ message: "must be text" }).max(20_000, { message: "must be at most 20000 characters" }).default(""),
  image: imageField,
  video: z
    .string({ message: "must be text" })
    .trim()
    .max(300, { message: "must be at most 300 characters" })
    .refine((v) => v === "" || youtubeVideoId(v) !== null, { message: "must be a video-platform (YouTube) link" })
    .optional(),
});

/** The whole card as the editor saves it; optional keys left out keep what is stored (spec 001 §7 "PUT /deepdive/{id} with the whole edited card"). */
export const deepDiveCardSchema = z.object({
  title: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(200, { message: "must be at most 200 characters" }),
  category: z.string({ message: "must be text" }).trim().max(60, { message: "must be at most 60 characters" }).optional(),
  img: imageField,
  content: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .max(5_000, { message: "must be at most 5000 characters" }),
  heading: z.string({ message: "must be text" }).trim().max(300, { message: "must be at most 300 characters" }).optional(),
  image: imageField,
  /** Required: a save that leaves them out must not wipe the card's sections (ADR 059). */
  sections: z
    .array(deepDiveSectionSchema, { error: (issue) => (issue.input === undefined ? "is required" : "must be a list of sections") })
    .max(30, { message: "must have at most 30 sections" }),
  /** A translation's publishing (ADR 083): "draft" keeps it off the site; left out, what is stored stays. */
  status: z.enum(["draft", "published"], { message: "must be draft or published" }).optional(),
  /** Required: the version the editor loaded; a newer stored version means someone else saved first (409). */
  version: z
    .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a number") })
    .int()
    .min(1),
});
export type DeepDiveCardInput = z.infer<typeof deepDiveCardSchema>;
