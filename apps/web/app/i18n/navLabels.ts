import { CATEGORY_SECTIONS, type NavLink } from "@matv/shared";
import type { Translator } from "./texts";

/** Catalogue keys of the links that are not sections (spec 000 §2 "Main navigation links"). */
const FIXED: Record<string, [full: string, short: string]> = {
  "/": ["shell.home", "shell.home"],
  "/live": ["shell.liveTv", "shell.liveShort"],
  "/videos": ["shell.videos", "shell.videos"],
};

/** A navigation link's label in the page's edition: the registry's section names, translated. */
export function navLabel(t: Translator["t"], link: NavLink, short = false): string {
  const fixed = FIXED[link.to];
  if (fixed) return t(short ? fixed[1] : fixed[0]);
  const section = CATEGORY_SECTIONS.find((s) => s.path === link.to);
  return section ? t(`section.${section.key}.${short ? "short" : "name"}`) : short ? link.shortLabel : link.label;
}
