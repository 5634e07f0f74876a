import { type ArticleWire, EDITIONS, editionPath, sectionByPageName } from "@matv/shared";
import type { EditionLinks } from "./editionLinks";

/**
 * A story's place in every edition (ADR 077): its own language at its address, each translation at the
 * translation's (exact: hreflang pairs), and for a language it has no translation in, its first section's
 * listing in that edition, else that edition's home (the language switch only).
 */
export function storyEditionLinks(article: Pick<ArticleWire, "language" | "translations" | "pages">, ownPath?: string): EditionLinks {
  const own = article.language ?? "en";
  const section = article.pages.map((p) => sectionByPageName(p)).find(Boolean);
  const links: EditionLinks = {};
  for (const edition of EDITIONS) {
    const translation = article.translations?.find((t) => t.language === edition.code);
    if (edition.code === own && ownPath) links[edition.code] = { path: ownPath, exact: true };
    else if (translation) links[edition.code] = { path: translation.url, exact: true };
    else if (edition.code !== own) links[edition.code] = { path: editionPath(edition, section?.path ?? "/"), exact: false };
  }
  return links;
}
