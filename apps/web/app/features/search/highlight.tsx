import type { ReactNode } from "react";

/** The reader's words (any script), longest first, without duplicates; at most 10. */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 1 || (w.codePointAt(0) ?? 0) > 127);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 10);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Wraps each occurrence of a term in <mark> (case-insensitive; Devanagari and Latin alike). */
export function highlight(text: string, terms: string[]): ReactNode[] {
  if (!terms.length || !text) return [text];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join("|")})`, "giu");
  return text.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="rounded bg-yellow-200 px-0.5 text-ink">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
