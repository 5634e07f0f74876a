import { type Edition, type EditionCode, EDITIONS, editionPath, splitEditionPath } from "@matv/shared";

/**
 * Where a page is in each edition (ADR 077). A loader whose page is one document (a story) returns
 * `editionLinks`: the story's translations, exact, and for a language it lacks the section or home, not exact.
 * Any other reader page exists in every edition at the same path. Exact links are the page's hreflang
 * alternates; every link is the header's language switch.
 */
export type EditionLinks = Partial<Record<EditionCode, { path: string; exact: boolean }>>;

export interface EditionLink {
  edition: Edition;
  /** Site path (with the query the page keeps). */
  path: string;
  /** The same page in that edition (a translation), not just somewhere near it. */
  exact: boolean;
}

/** The links of a page from its address and its matches' loader data (the deepest `editionLinks` wins). */
export function editionLinksOf(pathname: string, search: string, datas: readonly unknown[]): EditionLink[] {
  let declared: EditionLinks | undefined;
  for (const data of datas) {
    const links = (data as { editionLinks?: EditionLinks } | null | undefined)?.editionLinks;
    if (links) declared = links;
  }
  const { path } = splitEditionPath(pathname);
  return EDITIONS.map((edition) => {
    if (!declared) return { edition, path: editionPath(edition, `${path}${search}`), exact: true };
    const own = declared[edition.code];
    return own ? { edition, path: own.path, exact: own.exact } : { edition, path: editionPath(edition, "/"), exact: false };
  });
}

/**
 * A page's edition links, as root.tsx and entry.server (the static pages' header) both need them: none on
 * staff pages and on routes whose handle says `editions: "none"` (the login screen, previews).
 */
export function pageEditionLinks(pathname: string, search: string, handles: readonly unknown[], datas: readonly unknown[]): EditionLink[] {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return [];
  if (handles.some((handle) => (handle as { editions?: string } | undefined)?.editions === "none")) return [];
  return editionLinksOf(pathname, search, datas);
}
