import type { PageCacheRule } from "@matv/shared";
import { countryFromHeaders } from "@matv/shared/support";
import { Info } from "lucide-react";
import { SupportForm } from "../features/support/SupportForm";
import { Island, IslandsPageData } from "../islands/Island";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, editionUrl } from "../lib/seo";
import { useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/diaspora-support";

/**
 * The phone country the form starts with comes from the reader's country headers: one cached page per country.
 * Server HTML with one island, the form (ADR 085): no React Router runtime; it hydrates on the reader's first
 * touch or focus inside it, keeping what was typed or picked meanwhile, and a press on Submit is sent once it has.
 */
export const handle: PageCacheRule & RouteHandle = { cacheVariant: countryFromHeaders, render: "static", follow: "in-place" };

/** /diaspora-support: countries come with the page; states and cities from /api/locations. */
export function loader({ context, request, url }: Route.LoaderArgs) {
  const { t } = loaderTranslator(url);
  return {
    countries: context.site.locations.listCountries(),
    phoneCountry: countryFromHeaders((name) => request.headers.get(name)),
    url: editionUrl(context.origin, url, "/diaspora-support"),
    seo: { title: t("support.title"), description: t("support.metaDescription") },
    now: Date.now(),
    texts: pageTexts(url, ["support", "common", "time"]),
  };
}

/**
 * The page differs by the reader's country headers (the phone country): the server's page cache keeps one copy per
 * country (`handle.cacheVariant`), and a shared cache in front of it is told which headers it varies on.
 */
export function headers() {
  return { vary: "cf-ipcountry, x-country-code, accept-language" };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.seo.title ?? "Indian Diaspora Support",
    description: data?.seo.description,
    url: data?.url ?? "/diaspora-support",
    jsonLd: { "@context": "https://schema.org", "@type": "ContactPage", name: data?.seo.title, url: data?.url },
  });

export default function DiasporaSupport({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold">{t("support.title")}</h1>
      <p className="mt-2 text-gray-800">{t("support.intro")}</p>
      <div className="my-6 flex gap-3 rounded border border-amber-600 bg-amber-50 p-4 text-amber-950" role="note">
        <Info aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
        <p>{t("support.notice")}</p>
      </div>
      <Island
        name="SupportForm"
        component={SupportForm}
        props={{ countries: loaderData.countries, defaultPhoneCountry: loaderData.phoneCountry }}
        priority="interaction"
      />
      <IslandsPageData texts={loaderData.texts} now={loaderData.now} />
    </div>
  );
}
