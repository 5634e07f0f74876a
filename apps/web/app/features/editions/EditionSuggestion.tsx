import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { EditionLink } from "../../i18n/editionLinks";
import { dismissSuggestion, suggestedEdition, suggestionDismissed } from "./editionSuggestion";

/** The suggestion's words in the suggested edition's own language (root.tsx's loader sends them). */
export interface SuggestionTexts {
  edition: string;
  lang: string;
  text: string;
  link: string;
  dismiss: string;
}

/**
 * A one-line bar at the bottom of default-edition pages, shown only to browsers preferring another edition's
 * language (editionSuggestion.ts). Fixed, so showing it moves nothing (CLS 0); hidden in the HTML, so the page
 * is the same for every reader. Static pages show it through the islands script on the same markup.
 */
export function EditionSuggestion({ links }: { links: EditionLink[] }) {
  const suggestions = (useRouteLoaderData("root") as { suggestions?: SuggestionTexts[] } | undefined)?.suggestions ?? [];
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (suggestionDismissed(window.localStorage)) return;
    setShown(suggestedEdition(navigator.languages)?.code ?? null);
  }, []);
  return suggestions.map((s) => {
    const link = links.find((l) => l.edition.code === s.edition);
    if (!link) return null;
    return (
      <div
        key={s.edition}
        data-island="edition-suggestion"
        data-edition={s.edition}
        hidden={shown !== s.edition}
        lang={s.lang}
        role="region"
        aria-label={s.link}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-300 bg-white px-4 py-2 text-sm shadow-lg"
      >
        <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
          <span>{s.text}</span>
          <a href={link.path} hrefLang={s.lang} className="font-semibold text-brand-dark underline">
            {s.link}
          </a>
          <button
            type="button"
            data-island="edition-suggestion-dismiss"
            onClick={() => {
              dismissSuggestion(window.localStorage);
              setShown(null);
            }}
            className="ml-auto rounded border border-gray-400 px-3 py-1 font-semibold hover:bg-gray-100"
          >
            {s.dismiss}
          </button>
        </p>
      </div>
    );
  });
}
