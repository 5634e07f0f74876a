import { compileMessage } from "@lingui/message-utils/compileMessage";
import { EDITION_CODES, type EditionCode } from "../editions.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { type CompiledMessages, createTranslator, type Translator } from "./translator.ts";

/**
 * Every edition's catalogue (ADR 076). Server code only (page loaders, entry.server, feeds, mail): the
 * browser receives `messagesFor(code, namespaces)`, the compiled subset a page draws, in loader data.
 */
export const CATALOGUES: Record<EditionCode, Record<string, string>> = { en, hi };

const compiled = new Map<EditionCode, CompiledMessages>();

/** The whole catalogue of an edition, compiled once per process. */
export function compiledCatalogue(code: EditionCode): CompiledMessages {
  let messages = compiled.get(code);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(CATALOGUES[code]).map(([key, text]) => [key, compileMessage(text)]));
    compiled.set(code, messages);
  }
  return messages;
}

/**
 * A namespace selector: a key prefix ("petition" takes every `petition.*` key) or a pattern with `*` for one
 * key segment ("section.*.name" takes each section's name only).
 */
function matcher(selector: string): (key: string) => boolean {
  if (!selector.includes("*")) return (key) => key === selector || key.startsWith(`${selector}.`);
  const pattern = new RegExp(
    `^${selector
      .split("*")
      .map((part) => part.replace(/[.]/g, "\\."))
      .join("[^.]+")}$`,
  );
  return (key) => pattern.test(key);
}

const subsets = new Map<string, CompiledMessages>();

/** The compiled messages of the given namespaces: what one page's browser code may draw. */
export function messagesFor(code: EditionCode, namespaces: readonly string[]): CompiledMessages {
  const cacheKey = `${code}|${namespaces.join(",")}`;
  let subset = subsets.get(cacheKey);
  if (!subset) {
    const matchers = namespaces.map(matcher);
    subset = Object.fromEntries(Object.entries(compiledCatalogue(code)).filter(([key]) => matchers.some((m) => m(key))));
    subsets.set(cacheKey, subset);
  }
  return subset;
}

const translators = new Map<EditionCode, Translator>();

/** A translator over the whole catalogue (server renders, feeds, mail). */
export function serverTranslator(code: EditionCode | string): Translator {
  const edition = (EDITION_CODES as readonly string[]).includes(code) ? (code as EditionCode) : "en";
  let translator = translators.get(edition);
  if (!translator) {
    translator = createTranslator(edition, compiledCatalogue(edition));
    translators.set(edition, translator);
  }
  return translator;
}
