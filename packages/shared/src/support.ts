import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/mobile";
import { z } from "zod";
import { emailSchema } from "./schemas.ts";

/** The diaspora support form's texts and limits (spec 001 §2, §5, §8, §9). */
export const SUPPORT_TEXTS = {
  notice:
    "Please note: MATV will review every request and do what it can to draw attention to it, but we cannot guarantee that your issue will be resolved.",
  submitting: "Submitting...",
  thanks: "Thank you for reaching out! We have received your submission and will review it shortly.",
  failure: (status: number, text: string) => `Failed to submit your request: Server error: ${status} - ${text}`,
  invalidEmail: "Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  loading: "Loading...",
  tooLarge: "Each attachment must be 10 MB or smaller.",
  tooMany: "You can attach at most 5 files.",
  badType: "Attachments must be PDF, Word (doc, docx), JPEG, PNG or plain text files.",
} as const;

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_EXTENSIONS = ["pdf", "doc", "docx", "jpg", "jpeg", "png", "txt"] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
/** The file input's accept attribute. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(",");

export const SUPPORT_STATUSES = ["new", "in_progress", "resolved"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { new: "New", in_progress: "In progress", resolved: "Resolved" };

/** The spec's "simple pattern" for email on blur (spec 001 §5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmailInput(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value.trim());
}

/** Valid as a mobile number for the country (spec 001 §9: validation type MOBILE). */
export function isValidMobile(value: string, country?: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return false;
  try {
    return isValidPhoneNumber(trimmed, country?.toUpperCase() as CountryCode | undefined);
  } catch {
    return false;
  }
}

/** The full international number (E.164) for a valid mobile number, else null. */
export function toInternationalPhone(value: string, country?: string): string | null {
  if (!isValidMobile(value, country)) return null;
  return parsePhoneNumberFromString(value.trim(), country?.toUpperCase() as CountryCode | undefined)?.number ?? null;
}

function requiredText(max: number) {
  return z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });
}

/**
 * The support request's text fields, as the server receives them (multipart). `phone` is the full
 * international number; `country` and `state` are ISO codes from /api/locations, `city` a name.
 */
export const supportRequestSchema = z.object({
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(32, { message: "must be at most 32 characters" })
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (v.startsWith("+") && isValidMobile(v)), { message: SUPPORT_TEXTS.invalidPhone }),
  country: requiredText(2).regex(/^[A-Za-z]{2}$/, { message: "must be a country code" }),
  state: requiredText(10),
  city: requiredText(120),
  context: requiredText(200),
  issueDescription: requiredText(10_000),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/** "1.23" (MB to two decimals) for the attachment list. */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

export interface LocationOption {
  code: string;
  name: string;
}

export interface SupportAttachmentDto {
  _id: string;
  originalName: string;
  mimeType: string;
  bytes: number;
}

export interface SupportRequestDto {
  _id: string;
  reference: string;
  email: string;
  phone: string | null;
  country: string;
  state: string;
  city: string;
  context: string;
  issueDescription: string;
  status: SupportStatus;
  notes: string;
  createdAt: string;
  updatedAt: string;
  attachments: SupportAttachmentDto[];
}

export const supportUpdateSchema = z
  .object({
    status: z.enum(SUPPORT_STATUSES, { message: `must be one of ${SUPPORT_STATUSES.join(", ")}` }).optional(),
    notes: z.string().max(5000, { message: "must be at most 5000 characters" }).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: "status or notes is required", path: ["status"] });
