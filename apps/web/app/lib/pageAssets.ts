import { createContext, useContext } from "react";

/**
 * What entry.server gives the page as text to inline: the site's compiled stylesheet (only where a page must
 * stand alone, the offline page; every other page links the cached file, ADR 084) and the islands script of
 * static pages (ADR 037). Undefined in the browser and in unit tests.
 */
export interface PageAssets {
  styles: string;
  islandsScript: string;
  /** The alerts card and service worker registration, on every reader page (ADR 074). */
  pushCardScript: string;
  /** The address of the islands' React module (islands/hydrate.tsx, ADR 078). */
  islandsModule: string;
}

export const PageAssetsContext = createContext<PageAssets | undefined>(undefined);
export const usePageAssets = () => useContext(PageAssetsContext);
