/**
 * What an island's server HTML carries for the loader (ADR 078): kept apart from Island.tsx so the inline
 * loader (islands/hydrateIslands.ts) reads the same names without bringing React.
 */
export const ISLAND_ATTRIBUTES = {
  name: "data-island-name",
  priority: "data-island-priority",
  root: "data-island-root",
  hydrated: "data-island-hydrated",
  /** When (ms since the epoch) the island hydrates by itself, whatever its priority: its server HTML goes stale then. */
  wake: "data-island-wake",
} as const;

/** The id of the page-wide JSON block every island shares: the islands script's address, texts and the server's clock. */
export const ISLANDS_PAGE_ID = "matv-islands";

/**
 * When an island's script is fetched and it hydrates:
 *   interaction  on the reader's first pointer, touch or focus inside it (a click before then is held and
 *                replayed once it has hydrated): what is in view when the page opens, so React is not
 *                fetched before the reader does anything
 *   visible      when it comes near the viewport: below the fold, what moves by itself (clocks, the
 *                section's saved copy)
 *   load         at once, as the page loads: what must act unasked from the first second (/live's autoplaying
 *                stream, ADR 090); it costs React on every visit, so a page uses it only where nothing else will do
 */
export type IslandPriority = "interaction" | "visible" | "load";
