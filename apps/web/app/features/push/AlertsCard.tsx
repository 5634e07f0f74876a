import { ALERTS_PATH, editionPath, PUSH_TEXTS, type PushLanguage } from "@matv/shared";

/**
 * The slim "Get breaking news alerts" card (ADR 074), rendered hidden on every reader page; its inline script
 * (islands/pushCard.ts) decides whether to show it. Fixed at the bottom, so showing it moves nothing.
 */
export function AlertsCard({ language = "en" }: { language?: PushLanguage }) {
  const texts = PUSH_TEXTS[language];
  return (
    <aside
      id="push-card"
      hidden
      // The card's script may show it before React hydrates a page.
      suppressHydrationWarning
      aria-labelledby="push-card-title"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md rounded-lg bg-white p-4 text-ink shadow-lg ring-1 ring-gray-300 sm:inset-x-auto sm:right-4"
    >
      <p id="push-card-title" className="font-bold">
        {texts.card}
      </p>
      <p className="mt-1 text-sm text-gray-700">{texts.cardBody}</p>
      <p hidden data-push-ios="" className="mt-2 text-sm text-gray-800">
        {texts.iosHint}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={editionPath(language, ALERTS_PATH)} className="rounded bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
          {texts.choose}
        </a>
        <button type="button" data-push-dismiss="" className="rounded px-3 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100">
          {texts.notNow}
        </button>
      </div>
    </aside>
  );
}
