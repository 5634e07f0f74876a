/** Plain text of an HTML fragment: tags dropped, common entities decoded, whitespace folded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export const WORDS_PER_MINUTE = 200;

/** Read time in minutes: ceil(words of the tag-stripped content / 200), at least 1 (spec 000 §9). */
export function readTimeMinutes(html: string): number {
  const text = stripHtml(html);
  const words = text ? text.split(" ").length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

export const DESCRIPTION_PREVIEW_LENGTH = 160;

/** Social description: the summary, else the first 160 characters of the content (spec 000 §2). */
export function previewDescription(summary: string | null | undefined, contentHtml: string | null | undefined): string {
  if (summary && summary.trim()) return summary.trim();
  return stripHtml(contentHtml ?? "").slice(0, DESCRIPTION_PREVIEW_LENGTH);
}

/** False for text PostgreSQL cannot hold (a NUL): no stored value equals it, so a lookup by it finds nothing. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000");
}

/** Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder the text after them. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Drops the characters that reorder what readers see (a right-to-left override turns "txt.exe" into "exe.txt"). */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
