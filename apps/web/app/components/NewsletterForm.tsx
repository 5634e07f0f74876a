import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { EDITIONS, editionPath } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";
import type { NewsletterActionData } from "../routes/newsletter";

/**
 * Footer subscribe form: posts to the /newsletter action; works without JavaScript too. The reader picks the
 * edition of their briefing (each named in its own language), the page's by default (ADR 076).
 */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterActionData>();
  const inputId = useId();
  const messageId = useId();
  const languageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const t = useT();
  const edition = useEdition();

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  return (
    <fetcher.Form ref={formRef} method="post" action={editionPath(edition, "/newsletter")} className="mt-3" noValidate>
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        {t("newsletter.email")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? messageId : undefined}
          className="w-full min-w-0 rounded border border-gray-500 bg-white px-3 py-2 text-sm text-gray-900"
        />
        <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
          {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </button>
      </div>
      {/* One choice of several: a radio group, named by its legend. */}
      <fieldset role="radiogroup" aria-labelledby={languageId} className="mt-2 flex flex-wrap gap-x-4 text-sm">
        <legend id={languageId} className="mb-1 text-xs font-semibold text-white">
          {t("newsletter.language")}
        </legend>
        {EDITIONS.map((e) => (
          <label key={e.code} lang={e.lang} className="inline-flex items-center gap-1.5">
            <input type="radio" name="language" value={e.code} defaultChecked={e.code === edition.code} className="accent-brand" />
            {e.label}
          </label>
        ))}
      </fieldset>
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${result && !result.ok ? "text-red-300" : "text-green-300"}`}>
        {result?.message}
      </p>
    </fetcher.Form>
  );
}
