import { DEFAULT_EDITION, type Edition, type EditionCode, editionOfPath, formatEditionDate, type RelativeTimeText } from "@matv/shared";
import { type CompiledMessages, createTranslator, type TextValues, type Translator } from "@matv/shared/i18n/translator";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { unwrapRenderOnly } from "../lib/renderOnly";

/**
 * Reader texts (ADR 076). A page's loaders return `texts` (`pageTexts` in texts.server.ts: the edition and
 * the compiled messages of the namespaces it draws); root.tsx merges them into one translator for the page,
 * so server and browser render the same words from the same messages. Components read it:
 *   const t = useT();  t("shell.search")  t("time.hrsAgo", { count: 3 })
 *   <Trans k="about.partners" values={{ link: <a href=…>…</a> }} />   (elements inside a sentence)
 * The English texts are the spec's; the catalogues are packages/shared/src/i18n/<code>.ts.
 */
export interface PageTexts {
  edition: EditionCode;
  messages: CompiledMessages;
}

const TextsContext = createContext<Translator | null>(null);

let fallback: Translator | null = null;

/** Unit tests render components without a page: they give the English translator here (test setup). */
export function setFallbackTranslator(translator: Translator | null) {
  fallback = translator;
}

function useTranslator(): Translator {
  const translator = useContext(TextsContext) ?? fallback;
  if (!translator) throw new Error("No reader texts: render inside <TextsProvider> (root.tsx does).");
  return translator;
}

export function useT(): Translator["t"] {
  return useTranslator().t;
}

export function useEdition(): Edition {
  return useTranslator().edition;
}

/** The loader data field that carries a page's texts, on any match. */
function textsOf(data: unknown): PageTexts | undefined {
  const texts = unwrapRenderOnly((data as { texts?: unknown } | null | undefined)?.texts) as PageTexts | undefined;
  return texts && typeof texts === "object" && "messages" in texts ? texts : undefined;
}

/** One translator over every matched route's texts (root's shell texts first, the page's own after). */
export function translatorFor(datas: readonly unknown[], onMissing?: (key: string) => void): Translator | null {
  const all = datas.map(textsOf).filter((texts): texts is PageTexts => texts !== undefined);
  const first = all[0];
  if (!first) return null;
  const messages: CompiledMessages = all.length === 1 ? first.messages : Object.assign({}, ...all.map((texts) => texts.messages));
  return createTranslator(all[all.length - 1]?.edition ?? first.edition, messages, onMissing);
}

/** A translator for a route's `meta` (its matches' texts; English words when there are none). */
export function metaTranslator(matches: ReadonlyArray<{ data?: unknown } | undefined>): Translator {
  return translatorFor(matches.map((m) => m?.data)) ?? fallback ?? createTranslator("en", {});
}

export function TextsProvider({ datas, children }: { datas: readonly unknown[]; children: ReactNode }) {
  const translator = useMemo(
    () => translatorFor(datas),
    // The loader data objects only change with a navigation or a revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    datas,
  );
  return <TextsContext.Provider value={translator}>{children}</TextsContext.Provider>;
}

/** Provides an already built translator (the pre-rendered header and footer of static pages). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TextsContext.Provider value={translator}>{children}</TextsContext.Provider>;
}

/**
 * A form's words for each field the API may refuse (`<prefix>.<field>`, with that field's values), for `inPageWords`:
 * none on the default edition's pages, which show the API's own English (the spec's words, more precise), the
 * catalogue's elsewhere.
 */
export function useRefusedFieldTexts(prefix: string, fields: Readonly<Record<string, TextValues | undefined>>): Record<string, string> {
  const { t, edition } = useTranslator();
  if (edition.code === DEFAULT_EDITION.code) return {};
  return Object.fromEntries(Object.entries(fields).map(([field, values]) => [field, t(`${prefix}.${field}`, values)]));
}

/**
 * The catalogue's words for what a form's server may answer about the whole form (`formMessage`'s wholeFormTexts),
 * in an edition other than the default: `{ "409:email": "petition.duplicate" }` becomes its text. The default
 * edition keeps the server's own words (the spec's), so it gets none.
 */
export function useEditionTexts(keys: Readonly<Record<string, string>>): Record<string, string> {
  const { t, edition } = useTranslator();
  if (edition.code === DEFAULT_EDITION.code) return {};
  return Object.fromEntries(Object.entries(keys).map(([when, key]) => [when, t(key)]));
}

/** Says a relative time (`feedTimeAgoText` and friends) in the edition's language. */
export function useTimeText(): (text: RelativeTimeText) => string {
  const { t, edition } = useTranslator();
  return (text) => (text.key === undefined ? formatEditionDate(edition, text.date) : t(text.key, { count: text.count }));
}

export type { Translator };

/** A clientLoader's texts (the server loader's `texts` it stands in for), from /texts.json. */
export async function fetchPageTexts(url: string | URL, namespaces: readonly string[]): Promise<PageTexts | undefined> {
  const edition = editionOfPath(new URL(url, "http://x").pathname).code;
  const res = await fetch(`/texts.json?lang=${edition}&ns=${namespaces.join(",")}`).catch(() => null);
  return res?.ok ? ((await res.json()) as PageTexts) : undefined;
}
