/**
 * An API error as a form shows it. Every 4xx names its field twice: in `field` and at the start of the message
 * ("socialLinks.linkedin: must be a site path or an http(s) address", http/validation.ts). A form shows the words
 * beside that field: the path dropped, and a fragment that starts in lower case ("is required") led by the
 * field's label ("LinkedIn link must be a site path..."), so nobody reads a field path.
 */
export interface FieldMessage {
  /** The API's field path (e.g. "socialLinks.linkedin"), or null for a message about the whole form. */
  field: string | null;
  text: string;
}

/** What a form's alert says while the message itself stands beside its field. */
export const FIELD_ERROR_NOTICE = "Check the highlighted field.";

/** "firstName" → "First name", "imageAlt" → "Image alt". */
function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `labels` maps a field path, or its last segment, to the form's label for it; a field without one is named
 * from its key.
 */
export function fieldMessage(error: { message: string; field?: string | null }, labels: Readonly<Record<string, string>> = {}): FieldMessage {
  const field = error.field || null;
  let text = error.message.trim();
  if (!field) return { field, text };
  if (text.startsWith(`${field}: `)) text = text.slice(field.length + 2);
  if (/^[a-z]/.test(text)) {
    const last = field.split(".").at(-1) ?? field;
    text = `${labels[field] ?? labels[last] ?? fieldWords(last)} ${text}`;
  }
  return { field, text };
}

/** Whether `message` belongs to the form field `name` (the API's path, or its last segment for nested keys). */
export function isMessageFor(message: FieldMessage | null | undefined, name: string): boolean {
  return Boolean(message?.field && (message.field === name || message.field.split(".").at(-1) === name));
}

/**
 * A message about a field in the page's own words (ADR 076): the API refuses input in English, the spec's words, so
 * a page in another edition gives the catalogue's words for what each of its fields needs (`fieldTexts`, by field
 * key or a nested path's last segment). A field without them, or a message about the whole form, keeps the API's.
 */
export function inPageWords(message: FieldMessage, fieldTexts: Readonly<Record<string, string>>): FieldMessage {
  if (!message.field) return message;
  const text = fieldTexts[message.field] ?? fieldTexts[message.field.split(".").at(-1) ?? ""];
  return text ? { field: message.field, text } : message;
}
