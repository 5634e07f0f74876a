import { type CategorySection, sectionByKey } from "@matv/shared";

/** Listing page size: one large card and a grid of eleven. */
export const SECTION_PAGE_SIZE = 12;

/** The section a URL belongs to, from its first path segment and the registry. */
export function sectionFromUrl(url: URL): CategorySection | undefined {
  return sectionByKey(url.pathname.split("/")[1] ?? "");
}
