/**
 * The breaking-news banner (ADR 062): one headline at a time, linking to a page of the site, with an
 * expiry. Pure rules here (used by the server, the banner and the staff form); the service keeps it in
 * site_documents under "breaking".
 */

import type { z } from "zod";
import type { breakingAdminWireSchema, breakingWireSchema } from "./contracts/siteBlocks.ts";
import { isSitePath } from "./sitePath.ts";

/** The banner as readers get it (`GET /api/breaking`) and staff edit it. */
export type BreakingWire = z.infer<typeof breakingWireSchema>;

/** `GET /api/admin/breaking`: the banner (null when cleared; kept when expired, with `live: false`) and its version (409s). */
export type BreakingAdminWire = z.infer<typeof breakingAdminWireSchema>;

export const BREAKING_HEADLINE_MAX = 160;
export const BREAKING_LINK_MAX = 500;

export const BREAKING_MESSAGES = {
  link: "must be a path on this site, such as /news/story-title-123 or /live-updates/blog-title-456",
  expiry: "must be in the future",
  headline: "is required",
} as const;

/** A banner link: a path on this site (sitePath.ts) of at most BREAKING_LINK_MAX characters. */
export function isBreakingLink(value: string): boolean {
  return value.length <= BREAKING_LINK_MAX && isSitePath(value);
}

/** Whether the banner shows at `now`: set and not yet expired. */
export function isBreakingLive(breaking: Pick<BreakingWire, "expiresAt"> | null | undefined, now: Date): breaking is BreakingWire {
  return !!breaking && Date.parse(breaking.expiresAt) > now.getTime();
}

/** The browser's storage key of the reader's dismissal; the value stored is the dismissed banner's id. */
export const BREAKING_DISMISSED_KEY = "matv.breaking.dismissed";
/** The browser's storage key of the last banner announced to screen readers (announced once per headline). */
export const BREAKING_ANNOUNCED_KEY = "matv.breaking.announced";

/** Whether a reader who stored `stored` (BREAKING_DISMISSED_KEY) has dismissed `breaking`: only this headline, never a new one. */
export function isBreakingDismissed(stored: string | null | undefined, breaking: Pick<BreakingWire, "id">): boolean {
  return !!stored && stored === breaking.id;
}

/**
 * Whether a save changes what readers see enough to show the banner again to those who dismissed it:
 * a new headline or link (an extended expiry or a cleared-then-set identical banner keeps the id).
 */
export function breakingChanged(previous: Pick<BreakingWire, "headline" | "link"> | null, next: Pick<BreakingWire, "headline" | "link">): boolean {
  return !previous || previous.headline.trim() !== next.headline.trim() || previous.link !== next.link;
}
