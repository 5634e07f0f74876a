import { type CategorySection, sectionByKey, splitEditionPath } from "@matv/shared";

/** Listing page size: one large card and a grid of eleven. */
export const SECTION_PAGE_SIZE = 12;

/** The section a URL belongs to, from its first path segment inside its edition and the registry. */
export function sectionFromUrl(url: URL): CategorySection | undefined {
  return sectionByKey(splitEditionPath(url.pathname).path.split("/")[1] ?? "");
}
