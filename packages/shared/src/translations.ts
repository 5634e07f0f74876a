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
/** A deep dive's words (ADR 083): the card's title, category, summary and heading, and its sections' text. */
export const DEEP_DIVE_TRANSLATED_FIELDS = ["title", "category", "content", "heading", "sections"] as const;
/** A petition's words (ADR 083): not its goal, deadline or image, which a translation copies but readers see from the source. */
export const PETITION_TRANSLATED_FIELDS = ["title", "description", "decisionMaker", "story"] as const;
/** Every kind's translated fields (a source-changes answer names one of them). */
export const ALL_TRANSLATED_FIELDS = [...new Set([...TRANSLATED_FIELDS, ...DEEP_DIVE_TRANSLATED_FIELDS, ...PETITION_TRANSLATED_FIELDS])] as [
  TranslatedField,
  ...TranslatedField[],
];
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number] | (typeof DEEP_DIVE_TRANSLATED_FIELDS)[number] | (typeof PETITION_TRANSLATED_FIELDS)[number];

export const TRANSLATION_MESSAGES = {
  sameLanguage: "is the language the story is already in",
  exists: "A translation into this language already exists.",
} as const;

/** POST /api/admin/stories/{id}/translations (and /api/admin/blogs/...): the language of the new draft. */
export const translateRequestSchema = z.object({
  language: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }),
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;

/** GET /api/admin/deep-dives and /api/admin/petitions (ADR 083): the desk's language and "source changed" filters. */
export const translationListQuerySchema = z.object({
  language: z.enum(EDITION_CODES, { message: `must be one of ${EDITION_CODES.join(", ")}` }).optional(),
  /** "true": only translations whose source changed since they were saved; "false": none of them. */
  stale: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});

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
export function changesTranslatedWords(changedFields: readonly string[], fields: readonly string[] = TRANSLATED_FIELDS): boolean {
  return changedFields.some((field) => fields.includes(field));
}

/**
 * The staleness rule: a translation is stale when a revision of its source newer than the version it was
 * last saved against changed the translated words (a publish or a placement change alone does not).
 */
export function isTranslationStale(
  savedAgainst: number | null,
  sourceRevisions: ReadonlyArray<{ version: number; changedFields: readonly string[] }>,
  fields: readonly string[] = TRANSLATED_FIELDS,
): boolean {
  return sourceRevisions.some((revision) => revision.version > (savedAgainst ?? 0) && changesTranslatedWords(revision.changedFields, fields));
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

/**
 * A field's words as plain text: a body without its markup, a list or record (a deep dive's sections, a petition's
 * story) as its texts one after another, markup removed.
 */
function plainText(value: unknown, html: boolean): string {
  if (typeof value === "string") return html ? stripHtml(value) : value.trim();
  if (Array.isArray(value))
    return value
      .map((item) => plainText(item, true))
      .filter(Boolean)
      .join(" ");
  // A record's words, not its media: a section's image and video are addresses, not text to translate.
  if (value && typeof value === "object")
    return plainText(
      Object.entries(value).flatMap(([key, item]) => (/image|video|url/i.test(key) ? [] : [item])),
      true,
    );
  return "";
}

/** The translated fields that differ between two snapshots of the source, each as a word diff of its plain text. */
export function translatedFieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly TranslatedField[] = TRANSLATED_FIELDS,
): FieldChangeWire[] {
  const text = (value: unknown, field: TranslatedField) => plainText(value, field === "content");
  return fields.flatMap((field) => {
    const was = text(before[field], field);
    const now = text(after[field], field);
    return was === now ? [] : [{ field, parts: wordDiff(was, now) }];
  });
}
