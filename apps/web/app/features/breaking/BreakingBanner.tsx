import { type BreakingWire, editionByCode } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";
import { BREAKING_BANNER_ID, BREAKING_BANNER_SCRIPT } from "./bannerScript";

/**
 * The breaking-news banner at the top of every page (ADR 062): server-rendered from the root
 * loader, so cached pages and pages without the React runtime show it and nothing moves when it appears;
 * its small inline script handles dismissal and the one-time announcement on every kind of page.
 */
export function BreakingBanner({ breaking }: { breaking: BreakingWire }) {
  const t = useT();
  const edition = useEdition();
  // One banner for every edition: a headline in another language than the page's says which (ADR 076).
  const headlineLang = breaking.language !== edition.code ? editionByCode(breaking.language).lang : undefined;
  return (
    <>
      <section id={BREAKING_BANNER_ID} data-breaking-id={breaking.id} aria-label={t("shell.breakingNews")} className="bg-red-800 text-white">
        <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2">
          <span className="shrink-0 rounded bg-white px-2 py-0.5 text-xs font-extrabold uppercase tracking-wide text-red-800" aria-hidden="true">
            {t("shell.breaking")}
          </span>
          <a
            href={breaking.link}
            className="min-w-0 flex-1 font-semibold underline decoration-white/60 underline-offset-2 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <span className="sr-only">{t("shell.breakingNewsLabel")} </span>
            <span lang={headlineLang}>{breaking.headline}</span>
          </a>
          <button
            type="button"
            hidden
            data-breaking-dismiss=""
            aria-label={t("shell.dismissBreaking")}
            className="grid h-8 w-8 shrink-0 place-items-center rounded-full text-xl leading-none hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: BREAKING_BANNER_SCRIPT }} />
    </>
  );
}
