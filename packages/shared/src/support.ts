import type { z } from "zod";
import type { locationOptionSchema, supportAttachmentDtoSchema, supportRequestDtoSchema } from "./contracts/staffDesk.ts";
import { type CountryCode, getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/mobile";

/** The diaspora support form's texts and limits (spec 001 §2, §5, §8, §9). */
export const SUPPORT_TEXTS = {
  notice: "Please note: MATV will review every request and do what it can to draw attention to it, but we cannot guarantee that your issue will be resolved.",
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

/** "1.23" (MB to two decimals) for the attachment list. */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

export type LocationOption = z.infer<typeof locationOptionSchema>;

export type SupportAttachmentDto = z.infer<typeof supportAttachmentDtoSchema>;

export type SupportRequestDto = z.infer<typeof supportRequestDtoSchema>;

/** Calling code for a country the phone library knows, else null. */
export function callingCodeOf(country: string): string | null {
  try {
    return getCountryCallingCode(country.toUpperCase() as CountryCode);
  } catch {
    return null;
  }
}

/** The phone country when nothing tells the reader's. */
export const DEFAULT_PHONE_COUNTRY = "GB";

/**
 * The phone country after the reader picks `locationCountry` under Location: that country when the phone
 * library knows it and the reader has not chosen a phone country themselves, else it stays `current`.
 */
export function phoneCountryForLocation(current: string, locationCountry: string, chosenByReader: boolean, fallback: string): string {
  if (chosenByReader) return current;
  if (!locationCountry) return fallback;
  return (getCountries() as string[]).includes(locationCountry) ? locationCountry : current;
}

/** Every country the phone library (mobile metadata) knows, as ISO codes. */
export function phoneCountries(): string[] {
  return getCountries();
}

/**
 * The reader's country as the server sees it, for the phone picker (spec 001 §7 "Third-party calls"
 * replaced by headers): a CDN's country header, else the Accept-Language region, else the United Kingdom
 * (the channel's home; the spec's geo lookup fell back to 'us', wrong for a UK and Indian audience).
 */
export function countryFromHeaders(get: (name: string) => string | null | undefined): string {
  const known = new Set(getCountries() as string[]);
  for (const name of ["cf-ipcountry", "x-country-code"]) {
    const value = get(name)?.trim().toUpperCase();
    if (value && known.has(value)) return value;
  }
  const languages = get("accept-language") ?? "";
  for (const part of languages.split(",")) {
    const tag = part.split(";")[0]?.trim();
    const region = tag
      ?.split("-")
      .slice(1)
      .find((p) => /^[A-Za-z]{2}$/.test(p))
      ?.toUpperCase();
    if (region && known.has(region)) return region;
  }
  return DEFAULT_PHONE_COUNTRY;
}
