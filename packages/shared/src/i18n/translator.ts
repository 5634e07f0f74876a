import { I18n } from "@lingui/core";
import { type Edition, editionByCode, type EditionCode } from "../editions.ts";

/**
 * Messages as Lingui compiles them (ADR 076): ICU MessageFormat parsed once on the server, so the browser
 * gets the runtime's formatter (`@lingui/core`, about 2 KB) and never a parser.
 */
export type CompiledMessages = Record<string, unknown>;

export type TextValues = Record<string, string | number | null | undefined>;

export interface Translator {
  edition: Edition;
  /** The text of `key` in the edition's language, with `values` put in (ICU plurals included). */
  t(key: string, values?: TextValues): string;
}

/**
 * A translator over compiled messages. A key the messages lack renders as the key itself (a missing
 * namespace in a page's loader shows in every test that reads the page), and is reported to `onMissing`.
 */
export function createTranslator(code: EditionCode | string, messages: CompiledMessages, onMissing?: (key: string) => void): Translator {
  const edition = editionByCode(code);
  const i18n = new I18n({
    locale: edition.locale,
    messages: { [edition.locale]: messages as never },
    missing: (_locale: string, key: string) => {
      onMissing?.(key);
      return key;
    },
  });
  return {
    edition,
    t: (key, values) => i18n._(key, values as Record<string, unknown> | undefined),
  };
}
