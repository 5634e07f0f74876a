/** The petition page's texts and fallbacks (spec 001 §2 "Petition page", §5, §8, §9). */
import type { EditionCode } from "./editions.ts";
import type { z } from "zod";
import type {
  adminPetitionDtoSchema,
  petitionDtoSchema,
  petitionStatsDtoSchema,
  publicSignatureDtoSchema,
  recentSignatureDtoSchema,
  staffSignatureDtoSchema,
  staffSignaturePageSchema,
} from "./contracts/newsroom.ts";
export const PETITION_TEXTS = {
  loading: "Loading petition...",
  loadError: (message: string) => `Error loading petition: ${message}`,
  retry: "Retry",
  signing: "Signing...",
  thanks: "Thank you for signing the petition! Your voice matters.",
  duplicate: "You have already signed this petition.",
  somethingWrong: "Something went wrong",
  locationPlaceholder: "Enter your city, state/province, country",
  notFound: "Petition not found",
  /** The message of a failed read (503), shown after "Error loading petition: ". */
  loadFailed: "Failed to fetch data",
  closed: "This petition is closed and no longer accepts signatures.",
} as const;

/** The desk's refusals around translations (ADR 083). */
export const PETITION_TRANSLATION_TEXTS = {
  translationAction: "a translation follows its source: make the source current or close the source",
  notATranslation: "only a translation is published; a petition is on the site once it is created",
} as const;

/** Shown only when the data is missing (spec 001 §9). */
export const PETITION_FALLBACKS = {
  signatures: 784,
  locations: 12,
  hoursLeft: 48,
  title: "Save the Indian nurse facing execution in Yemen",
  decisionMaker: "Government of India and Yemen authorities",
} as const;

/** Stats refresh this long after a successful signature (spec 001 §9). */
export const PETITION_STATS_REFRESH_MS = 1000;
export const SIGNATURE_LIST_DEFAULTS = { page: 1, limit: 20 } as const;

export const NAME_MAX = 80;
export const LOCATION_MAX = 160;

/** POST /api/signatures body, after validation (petitionSchema.ts). */
export interface SignatureInput {
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  displayName: boolean;
  petitionId: string;
}

/** Wire shapes. Public answers never carry an email address. */
export type PetitionDto = z.infer<typeof petitionDtoSchema>;

export type RecentSignatureDto = z.infer<typeof recentSignatureDtoSchema>;

export type PetitionStatsDto = z.infer<typeof petitionStatsDtoSchema>;

/** A signature as staff see it (GET /api/signatures and its CSV export). */
export type StaffSignatureDto = z.infer<typeof staffSignatureDtoSchema>;

/** One page of the staff signature search. */
export type StaffSignaturePage = z.infer<typeof staffSignaturePageSchema>;

/** A signer who did not tick "Display my name and location" shows none of name, location and time. */
export type PublicSignatureDto = z.infer<typeof publicSignatureDtoSchema>;

/** A petition as staff see it on /admin/petitions: the public shape plus what the desk needs. */
export type AdminPetitionDto = z.infer<typeof adminPetitionDtoSchema>;

/** A petition accepts signatures while it is not closed by an editor and its deadline has not passed. */
export function isPetitionOpen(petition: { status: "open" | "closed"; deadline: string | Date | null }, now: Date = new Date()): boolean {
  if (petition.status === "closed") return false;
  return !petition.deadline || new Date(petition.deadline).getTime() > now.getTime();
}

/** The home page's petition promo (server-rendered, cached by the petitions tag). */
export interface PetitionPromoDto {
  _id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  status: "open" | "closed";
  /** The language of `title` and `description` (the source's until a translation is published). */
  language?: EditionCode;
}

/** Whole hours until the deadline, never below zero; null when there is no deadline. */
export function hoursLeft(deadline: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!deadline) return null;
  const ms = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(ms)) return null;
  return Math.max(0, Math.floor(ms / 3_600_000));
}

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe; quotes are doubled. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(",");
}
