import { type FieldMessage, fieldMessage, inPageWords } from "@matv/shared/fieldMessage";

/**
 * A failed API answer in the one error shape ({message, field?}), thrown by the staff client and the readers'
 * forms alike. Its message is in words (the field path dropped, fieldMessage); `apiMessage` is the API's own.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly apiMessage: string,
    readonly field?: string,
    /** The whole error body (e.g. a story save's 409 carries the story as now stored). */
    readonly body?: unknown,
  ) {
    super(fieldMessage({ message: apiMessage, field }).text);
  }
}

/** The ApiError of a failed answer: its message and field, else `fallback` when the body says nothing. */
export async function apiErrorOf(response: Response, fallback: string): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; field?: unknown } | null;
  const message = typeof body?.message === "string" && body.message ? body.message : fallback;
  return new ApiError(response.status, message, typeof body?.field === "string" ? body.field : undefined, body);
}

/**
 * The one way a form reads a failure: in words, the fragment led by the form's own label for its field
 * (`labels`, by field key). Refused input (400) keeps its field, so the form shows it beside that field, in the
 * page's words for that field when it gives them (`fieldTexts`, see `inPageWords`); a conflict or a limit is about
 * the whole form, even when the API names a field (a repeat signature's email); a page in another edition gives its
 * words for those by status, or by status and field (`wholeFormTexts`: "409:email", "429"), see `useEditionTexts`.
 */
export function formMessage(
  error: unknown,
  fallback: string,
  labels: Readonly<Record<string, string>> = {},
  fieldTexts: Readonly<Record<string, string>> = {},
  wholeFormTexts: Readonly<Record<string, string>> = {},
): FieldMessage {
  if (!(error instanceof ApiError)) return { field: null, text: error instanceof Error && error.message ? error.message : fallback };
  const message = fieldMessage({ message: error.apiMessage, field: error.field }, labels);
  if (error.status === 400) return inPageWords(message, fieldTexts);
  return { field: null, text: wholeFormTexts[`${error.status}:${error.field ?? ""}`] ?? wholeFormTexts[String(error.status)] ?? message.text };
}
