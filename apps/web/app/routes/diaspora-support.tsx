import type { PageCacheRule } from "@matv/shared";
import { countryFromHeaders, SUPPORT_TEXTS } from "@matv/shared/support";
import { Info } from "lucide-react";
import { SupportForm } from "../features/support/SupportForm";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/diaspora-support";

/** The phone country the form starts with comes from the reader's country headers: one cached page per country. */
export const handle: PageCacheRule = { cacheVariant: countryFromHeaders };

/** /diaspora-support: countries come with the page; states and cities from /api/locations. */
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    countries: context.site.locations.listCountries(),
    phoneCountry: countryFromHeaders((name) => request.headers.get(name)),
    url: `${context.origin}/diaspora-support`,
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
    title: "Indian Diaspora Support",
    description: "Tell MATV's newsroom about a problem you or your family face abroad: consular, legal, employment or safety issues.",
    url: data?.url ?? "/diaspora-support",
    jsonLd: { "@context": "https://schema.org", "@type": "ContactPage", name: "Indian Diaspora Support", url: data?.url },
  });

export default function DiasporaSupport({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold">Indian Diaspora Support</h1>
      <p className="mt-2 text-gray-800">
        If you or your family face a problem abroad, tell us about it. Our newsroom reads every request and may follow it up with the authorities or report on
        it.
      </p>
      <div className="my-6 flex gap-3 rounded border border-amber-600 bg-amber-50 p-4 text-amber-950" role="note">
        <Info aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
        <p>{SUPPORT_TEXTS.notice}</p>
      </div>
      <SupportForm countries={loaderData.countries} defaultPhoneCountry={loaderData.phoneCountry} />
    </div>
  );
}
