import { DEFAULT_EDITION, type EditionCode, editionOfPath, otherEditions } from "@matv/shared";
import { messagesFor, serverTranslator } from "@matv/shared/i18n/catalogues";
import type { Translator } from "@matv/shared/i18n/translator";
import type { SuggestionTexts } from "../features/editions/EditionSuggestion";
import type { PageTexts } from "./texts";

/**
 * The texts a page's loader returns (ADR 076): the edition of its address and the compiled messages of the
 * namespaces its components draw, nothing else; they travel as loader data, so an English page never
 * carries a Hindi word and the other way round. Root's loader returns the shell's (`SHELL_TEXTS`).
 */
export function pageTexts(url: URL | string, namespaces: readonly string[]): PageTexts {
  const edition = editionOfPath(typeof url === "string" ? new URL(url).pathname : url.pathname).code;
  return { edition, messages: messagesFor(edition, namespaces) };
}

/** What the header, footer, error screens and every card need (root.tsx's loader sends them). */
export const SHELL_TEXTS = ["shell", "newsletter", "common", "time", "section.*.name", "section.*.short", "article.notFoundTitle"] as const;

/** A whole-catalogue translator for a loader's own words (titles and descriptions for `meta`, feeds). */
export function loaderTranslator(url: URL | string): Translator {
  return serverTranslator(editionOfPath(typeof url === "string" ? new URL(url).pathname : url.pathname).code);
}

export type { EditionCode };

/**
 * On default-edition pages, the one-line suggestion of each other edition, in that edition's own words
 * (three short texts per edition; the rest of its catalogue never reaches the page).
 */
export function editionSuggestions(code: EditionCode): SuggestionTexts[] {
  if (code !== DEFAULT_EDITION.code) return [];
  return otherEditions(DEFAULT_EDITION).map((edition) => {
    const { t } = serverTranslator(edition.code);
    return {
      edition: edition.code,
      lang: edition.lang,
      text: t("shell.suggestion", { language: edition.label }),
      link: t("shell.suggestionLink", { language: edition.label }),
      dismiss: t("shell.suggestionDismiss"),
    };
  });
}
