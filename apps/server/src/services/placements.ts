import type { StoryPlacementWire } from "@matv/shared";
import { desc, type SQL, sql } from "drizzle-orm";
import { articles, type StoryPlacementMap } from "../db/schema.ts";

/**
 * Placements (ADR 047): `pages[]` says where a story appears (every read filters on it);
 * `placements` holds, per page name, its hand-made position and pinning, so an order in one list never
 * collides with another. The desk and the list editors write both; every list reads this order.
 */

/** ORDER BY for one page's list: pinned first, then the hand-made position, then newest first. */
export function placementOrder(pageName: string): SQL[] {
  return [
    sql`coalesce((${articles.placements} -> ${pageName}::text ->> 'pinned')::boolean, false) desc`,
    sql`(${articles.placements} -> ${pageName}::text ->> 'position')::int asc nulls last`,
    desc(articles.publishedAt),
    desc(articles.id),
  ];
}

/** The wire's placements: one per page of `pages`, in that order. */
export function placementsOf(row: { pages: string[]; placements: StoryPlacementMap }): StoryPlacementWire[] {
  return row.pages.map((page) => ({ page, position: row.placements[page]?.position ?? null, pinned: row.placements[page]?.pinned ?? false }));
}

/** pages + placement map from the desk's list (a page named twice keeps its first entry). */
export function fromPlacements(list: ReadonlyArray<{ page: string; position?: number | null; pinned?: boolean }>): {
  pages: string[];
  placements: StoryPlacementMap;
} {
  const placements: StoryPlacementMap = {};
  const pages: string[] = [];
  for (const entry of list) {
    if (placements[entry.page]) continue;
    pages.push(entry.page);
    placements[entry.page] = { position: entry.position ?? null, pinned: entry.pinned ?? false };
  }
  return { pages, placements };
}

/** A list editor's save puts the item at `position` on `pageName`, keeping its pin and its other pages' places. */
export function withListPosition(current: StoryPlacementMap, pageName: string, position: number): StoryPlacementMap {
  return { ...current, [pageName]: { pinned: current[pageName]?.pinned ?? false, position } };
}

/** Drops the entry of a page the story leaves. */
export function withoutPage(current: StoryPlacementMap, pageName: string): StoryPlacementMap {
  const { [pageName]: _removed, ...rest } = current;
  return rest;
}
