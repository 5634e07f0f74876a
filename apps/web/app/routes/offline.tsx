import { editionPath, SITE } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, editionUrl } from "../lib/seo";
import type { Route } from "./+types/offline";

// Static: the service worker keeps this page and shows it when the network is gone (ADR 074), so it carries the
// stylesheet inline, not linked (ADR 084).
export const handle: RouteHandle = { render: "static", styles: "inline" };

export function loader({ context, url }: Route.LoaderArgs) {
  const { t } = loaderTranslator(url);
  const seo = { title: t("offline.title"), description: t("offline.description", { site: SITE.fullName }) };
  return { url: editionUrl(context.origin, url, "/offline"), seo, texts: pageTexts(url, ["offline"]) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: data?.seo.title ?? "You are offline", description: data?.seo.description ?? "", url: data?.url ?? "/offline", noindex: true });

/**
 * /offline: what a reader sees when a page cannot load. The service worker fills the list with the headlines of
 * the pages this reader last loaded (serviceWorker/offlineHeadlines.ts); kept pages may open from the browser's cache.
 * One per edition: the worker keeps each and answers a page of an edition with its own.
 */
export default function Offline() {
  const t = useT();
  const edition = useEdition();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold">{t("offline.title")}</h1>
      <p className="mt-3 text-lg">{t("offline.unreachable", { site: SITE.fullName })}</p>
      <p className="mt-3">
        <a href={editionPath(edition, "/")} className="font-semibold text-brand underline">
          {t("offline.tryAgain")}
        </a>
      </p>
      <h2 className="mt-8 text-xl font-bold">{t("offline.recent")}</h2>
      <p id="offline-none" className="mt-3 text-gray-700">
        {t("offline.none")}
      </p>
      <ul id="offline-headlines" className="mt-3 list-disc space-y-2 pl-6"></ul>
    </div>
  );
}
