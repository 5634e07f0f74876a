import type { adminAuthorWireSchema } from "./contracts/newsroom.ts";
import { z } from "zod";
import { socialLinkWithScheme } from "./content.ts";
import { boundedText, emailSchema } from "./schemas.ts";
import { linkOrImageSchema } from "./sectionLists.ts";

/**
 * The authors desk's contract (ADR 056): request schemas and the staff wire shape of
 * /api/admin/authors. The staff shape adds email, the active flag and the version to the public
 * AuthorWire; email never leaves the admin API.
 */

export const AUTHOR_NAME_MAX = 120;
export const AUTHOR_EXPERTISE_MAX = 20;

export const AUTHOR_MESSAGES = {
  notFound: "Author not found",
  stale: "Someone else saved this author since you opened it.",
  nameTaken: "Another author already has this name.",
} as const;

/** A social link field: saved with its scheme, so what the profile shows is what the desk stores. */
const socialLinkSchema = z.preprocess((v) => (typeof v === "string" ? socialLinkWithScheme(v) : v), linkOrImageSchema);

/** Empty text means "none" (stored as null). */
const optionalText = (max: number) => boundedText(max).nullable().optional();

const authorFieldsSchema = z.object({
  name: boundedText(AUTHOR_NAME_MAX)
    .min(1, { message: "is required" })
    // A name is a URL segment (/author/{name}); slashes would make it two.
    .refine((v) => !/[/\\]/.test(v), { message: "must not contain slashes" }),
  title: optionalText(120),
  category: optionalText(80),
  bio: optionalText(2000),
  avatar: linkOrImageSchema.nullable().optional(),
  email: z
    .union([z.literal(""), emailSchema])
    .nullable()
    .optional(),
  location: optionalText(120),
  expertise: z
    .array(boundedText(60).min(1, { message: "must not be empty" }))
    .max(AUTHOR_EXPERTISE_MAX)
    .optional(),
  socialLinks: z
    .object({
      twitter: socialLinkSchema.optional(),
      linkedin: socialLinkSchema.optional(),
      website: socialLinkSchema.optional(),
    })
    .optional(),
  active: z.boolean({ message: "must be true or false" }).optional(),
});

/** POST /api/admin/authors. */
export const authorCreateSchema = authorFieldsSchema;
export type AuthorCreateInput = z.input<typeof authorCreateSchema>;

/** PUT /api/admin/authors/{id}: the fields to change plus the version the editor loaded (409 when stale). */
export const authorUpdateSchema = authorFieldsSchema.partial().extend({
  version: z.number({ message: "is required" }).int({ message: "must be a whole number" }).min(1, { message: "must be at least 1" }),
});
export type AuthorUpdateInput = z.input<typeof authorUpdateSchema>;

export const authorListQuerySchema = z.object({
  q: boundedText(120).optional(),
});

/** One author as the desk sees it: the public shape (title, bio, category, avatar as stored: blank, not the public default) plus what only staff may read. */
export type AdminAuthorWire = z.infer<typeof adminAuthorWireSchema>;

/** The lower-cased key of a name, as author pages look names up (case-insensitive). */
export function authorNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Where `/author/{requested}` goes: the author with that name, else a 301 to the current name of whoever had it before. */
export type AuthorNameResolution = { kind: "author" } | { kind: "redirect"; to: string } | { kind: "missing" };

/**
 * The rename-redirect rule: a current name always wins (a new author taking an old name is shown, not
 * redirected); otherwise a former name redirects to its author's current name, in one hop however many
 * renames there were.
 */
export function resolveAuthorName(currentOwner: { name: string } | null, formerOwner: { name: string } | null): AuthorNameResolution {
  if (currentOwner) return { kind: "author" };
  if (formerOwner) return { kind: "redirect", to: `/author/${encodeURIComponent(formerOwner.name)}` };
  return { kind: "missing" };
}

/** The former names an author keeps after a rename: the old one added, the new one (if it was an old one) dropped. */
export function formerNamesAfterRename(former: readonly string[], oldName: string, newName: string): string[] {
  if (authorNameKey(oldName) === authorNameKey(newName)) return [...former];
  const kept = former.filter((n) => authorNameKey(n) !== authorNameKey(newName) && authorNameKey(n) !== authorNameKey(oldName));
  return [...kept, oldName];
}
