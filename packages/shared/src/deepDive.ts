import { z } from "zod";

/**
 * Deep-dive cards (spec 001 §3 "Deep dive card"): the wire shape, the editor's whole-card schema
 * (used by PUT /api/deepdive/:id and the admin editor) and the video-platform rule for embeds.
 */

export interface DeepDiveSectionWire {
  subheading: string;
  paragraph: string;
  image?: string;
  video?: string;
}

export interface DeepDiveCardWire {
  _id: string;
  title: string;
  category: string | null;
  img: string | null;
  /** The card's summary (HTML allowed, sanitised). */
  content: string;
  heading: string | null;
  image: string | null;
  sections: DeepDiveSectionWire[];
  version: number;
  updatedAt: string;
}

/** The fixed line under the deep-dive page's heading (spec 001 §2). */
export const DEEP_DIVE_META_TEXT = "Updated Article · 3 min read";
export const DEEP_DIVE_SAVED = "Card updated successfully!";
export const DEEP_DIVE_SAVE_FAILED = "Failed to update";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_HOSTS = new Set(["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);

/**
 * The video id of a video-platform address (watch, short, embed or shorts link) or of a bare 11-character
 * id; null for anything else (other hosts, javascript: and the like).
 */
export function youtubeVideoId(input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  if (VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!VIDEO_HOSTS.has(url.hostname)) return null;
  let id: string | null = null;
  if (url.hostname === "youtu.be") id = url.pathname.slice(1);
  else if (url.pathname === "/watch") id = url.searchParams.get("v");
  else {
    const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
    id = match?.[1] ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Privacy-enhanced embed address for a stored video link. */
export function youtubeEmbedUrl(input: string | null | undefined): string | null {
  const id = youtubeVideoId(input);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** An image address: a stored media path or an http(s) URL; empty means none. */
const imageField = z
  .string({ message: "must be text" })
  .trim()
  .max(2048, { message: "must be at most 2048 characters" })
  .refine((v) => v === "" || /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), { message: "must be an image path or an http(s) address" })
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

/** The whole card as the editor saves it (spec 001 §7 "PUT /deepdive/{id} with the whole edited card"). */
export const deepDiveCardSchema = z.object({
  title: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(200, { message: "must be at most 200 characters" }),
  category: z.string({ message: "must be text" }).trim().max(60, { message: "must be at most 60 characters" }).optional(),
  img: imageField,
  content: z.string({ message: "must be text" }).max(5_000, { message: "must be at most 5000 characters" }).default(""),
  heading: z.string({ message: "must be text" }).trim().max(300, { message: "must be at most 300 characters" }).optional(),
  image: imageField,
  sections: z.array(deepDiveSectionSchema).max(30, { message: "must have at most 30 sections" }).default([]),
  /** The version the editor loaded; a newer stored version means someone else saved first (409). */
  version: z.number().int().min(1).optional(),
});
export type DeepDiveCardInput = z.infer<typeof deepDiveCardSchema>;
