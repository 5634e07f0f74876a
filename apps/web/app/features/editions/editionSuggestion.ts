import { DEFAULT_EDITION, type Edition, EDITIONS } from "@matv/shared";

/**
 * The one-line suggestion on default-edition pages for a reader whose browser prefers another edition's
 * language (ADR 076). Never a redirect: pages stay the same bytes for everyone (cacheable, crawlable); the
 * browser decides, from `navigator.languages`, whether to show the line, and remembers a dismissal.
 */
export const SUGGESTION_DISMISSED_KEY = "matv-edition-suggestion-dismissed";

/** The edition to suggest: the first preferred language that is an edition, if it comes before English. */
export function suggestedEdition(languages: readonly string[]): Edition | undefined {
  const primary = (tag: string) => tag.toLowerCase().split("-")[0];
  for (const language of languages) {
    if (primary(language) === primary(DEFAULT_EDITION.lang)) return undefined;
    const edition = EDITIONS.find((e) => primary(e.lang) === primary(language));
    if (edition) return edition;
  }
  return undefined;
}

export function suggestionDismissed(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(SUGGESTION_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function dismissSuggestion(storage: Pick<Storage, "setItem"> | undefined) {
  try {
    storage?.setItem(SUGGESTION_DISMISSED_KEY, "1");
  } catch {
    // Storage may be refused (private mode); the line simply comes back next time.
  }
}
