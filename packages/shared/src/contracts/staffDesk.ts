import { z } from "zod";
import { STAFF_ROLES } from "../staff.ts";
import { SUPPORT_STATUSES } from "../support.ts";

/**
 * Staff accounts, the support queue and the section-list editors as the API answers them (ADR 080):
 * staff.ts, support.ts and sectionLists.ts infer their types from these.
 */

export const staffUserWireSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
});

/** POST /api/users/login: the token and who signed in. */
export const staffLoginSchema = z.object({
  token: z.string(),
  user: z.object({ id: z.string(), email: z.string(), role: z.enum(STAFF_ROLES), name: z.string().nullable() }),
});

export const locationOptionSchema = z.object({ code: z.string(), name: z.string() });

export const supportAttachmentDtoSchema = z.object({ _id: z.string(), originalName: z.string(), mimeType: z.string(), bytes: z.number() });

export const supportRequestDtoSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  context: z.string(),
  issueDescription: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(supportAttachmentDtoSchema),
});

/** One list item as the list GETs and the editors see it: the article shape plus the editor's names. */
export const sectionListItemWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  image: z.string(),
  imageUrl: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  link: z.string(),
  author: z.string().nullable(),
  summary: z.string().nullable(),
  publishDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  readTime: z.number(),
});

export const deletedSectionItemWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The page it was removed from (WorldNews or WorldRecommended for the world editor). */
  pageName: z.string(),
  deletedAt: z.string(),
});

/** GET /api/admin/sections/:key: what an editor loads. */
export const sectionListAdminViewSchema = z.object({
  key: z.string(),
  version: z.number(),
  items: z.array(sectionListItemWireSchema),
  /** World editor only. */
  recommended: z.array(sectionListItemWireSchema).optional(),
  deleted: z.array(deletedSectionItemWireSchema),
});

/** `GET /api/admin/newsletter` (its type is newsletter.ts's NewsletterAdminWire). */
export const newsletterAdminSchema = z.object({
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  transport: z.enum(["smtp", "outbox"]),
  sendAt: z.string(),
  sends: z.array(z.object({ kind: z.string(), key: z.string(), recipients: z.number(), sentAt: z.string() })),
  outbox: z.array(z.object({ file: z.string(), to: z.string(), subject: z.string(), bytes: z.number(), writtenAt: z.string() })),
});
