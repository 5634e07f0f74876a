import { z } from "zod";
import { EDITION_CODES } from "./editions.ts";
import { stripHtml } from "./text.ts";
import type { sourceChangesWireSchema, translationGapsWireSchema } from "./contracts/desk.ts";

/**
 * The newsroom's translations (ADR 079): "Translate" makes a linked draft in another edition's language
 * (ADR 077's translation group); a translation is stale when its source's words changed after it was last
 * saved, and the desk shows what changed.
 */

/** The source's fields whose change makes its translations stale (the words a translator carries over). */
export const TRANSLATED_FIELDS = ["title", "subtitle", "summary", "content"] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

export const TRANSLATION_MESSAGES = {
  sameLanguage: "is the language the story is already in",
  exists: "A translation into this language already exists.",
} as const;

/** POST /api/admin/stories/{id}/translations (and /api/admin/blogs/...): the language of the new draft. */
export const translateRequestSchema = z.object({
  language: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }),
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;

/** GET /api/admin/stories/translation-gaps: published stories in `from` with no published translation into `into`. */
export const translationGapsQuerySchema = z.object({
  from: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).default("en"),
  into: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).default("hi"),
});

/** GET .../translation-gaps → data. */
export type TranslationGapsWire = z.infer<typeof translationGapsWireSchema>;

/** The 409 body's extra when the translation exists: its id, so the desk can open it. */
export interface TranslationExistsBody {
  success: false;
  field: "language";
  existingId: string;
}

/** One run of a word diff: words kept, added in the new text or removed from the old. */
export interface DiffPart {
  op: "same" | "added" | "removed";
  text: string;
}

/** One field's change in the source since the translation was saved. */
export interface FieldChangeWire {
  field: TranslatedField;
  parts: DiffPart[];
}

/** GET .../{id}/source-changes → data: what changed in the source since the translation was last saved. */
export type SourceChangesWire = z.infer<typeof sourceChangesWireSchema>;

/** Whether a source revision touched the translated words (its changed fields, as document_revisions keeps them). */
export function changesTranslatedWords(changedFields: readonly string[]): boolean {
  return changedFields.some((field) => (TRANSLATED_FIELDS as readonly string[]).includes(field));
}

/**
 * The staleness rule: a translation is stale when a revision of its source newer than the version it was
 * last saved against changed the translated words (a publish or a placement change alone does not).
 */
export function isTranslationStale(
  savedAgainst: number | null,
  sourceRevisions: ReadonlyArray<{ version: number; changedFields: readonly string[] }>,
): boolean {
  return sourceRevisions.some((revision) => revision.version > (savedAgainst ?? 0) && changesTranslatedWords(revision.changedFields));
}

/** Words and the whitespace after them, so a diff joins back to the text. */
const tokens = (text: string): string[] => text.match(/\S+\s*/g) ?? [];

/** Longest common subsequence table limit: beyond it (very long bodies) the diff is one removal and one addition. */
const DIFF_MAX_CELLS = 4_000_000;

/** A word-level diff of two plain texts (longest common subsequence), adjacent runs of one kind merged. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: DiffPart[] = [];
  const push = (op: DiffPart["op"], text: string) => {
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  // Common ends first: edits are usually local, and it keeps the table small.
  let start = 0;
  while (start < a.length && start < b.length && a[start]!.trim() === b[start]!.trim()) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1]!.trim() === b[endB - 1]!.trim()) {
    endA--;
    endB--;
  }
  if (start > 0) push("same", b.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > DIFF_MAX_CELLS) {
    if (midA.length) push("removed", midA.join(""));
    if (midB.length) push("added", midB.join(""));
  } else {
    const cols = midB.length + 1;
    const lcs = new Uint32Array((midA.length + 1) * cols);
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lcs[i * cols + j] = midA[i]!.trim() === midB[j]!.trim() ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i]!.trim() === midB[j]!.trim()) {
        push("same", midB[j]!);
        i++;
        j++;
      } else if (j < midB.length && (i === midA.length || lcs[i * cols + j + 1]! >= lcs[(i + 1) * cols + j]!)) push("added", midB[j++]!);
      else push("removed", midA[i++]!);
    }
  }
  if (endB < b.length) push("same", b.slice(endB).join(""));
  return parts;
}

/** The translated fields that differ between two snapshots of the source, each as a word diff of its plain text. */
export function translatedFieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChangeWire[] {
  const text = (value: unknown, field: TranslatedField) => (typeof value === "string" ? (field === "content" ? stripHtml(value) : value.trim()) : "");
  return TRANSLATED_FIELDS.flatMap((field) => {
    const was = text(before[field], field);
    const now = text(after[field], field);
    return was === now ? [] : [{ field, parts: wordDiff(was, now) }];
  });
}
