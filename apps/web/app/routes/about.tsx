import { editionPath, SITE } from "@matv/shared";
import { Link } from "react-router";
import {
  ABOUT_STATS,
  ABOUT_TIMELINE,
  LIVE_CALL_COUNTRIES,
  PARTNERSHIPS,
  SALIENT_FEATURES,
  SPECIAL_PROGRAMMING,
  WHY_CHOOSE,
} from "../features/about/aboutContent";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import type { Route } from "./+types/about";

export function loader({ context, url }: Route.LoaderArgs) {
  const { t, edition } = loaderTranslator(url);
  const seo = {
    title: t("about.title"),
    description: t("about.metaDescription", { description: t("shell.siteDescription"), channel: SITE.satelliteChannel }),
  };
  return { url: `${context.origin}${editionPath(edition, "/about")}`, origin: context.origin, seo, texts: pageTexts(url, ["about"]) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? pageMeta({
        title: d.seo.title,
        description: d.seo.description,
        url: d.url,
        image: `${d.origin}/logo.jpg`,
        jsonLd: {
          "@context": "https://schema.org",
          ...publisherJsonLd(d.origin),
          foundingDate: String(SITE.founded),
          foundingLocation: "Leicestershire, United Kingdom",
          sameAs: [SITE.videoSocialUrl],
        },
      })
    : [];

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
      {children}
    </h2>
  );
}

export default function AboutPage() {
  const t = useT();
  const edition = useEdition();
  return (
    <div className="space-y-16">
      <section aria-labelledby="about-title" className="rounded-xl bg-brand-dark px-6 py-12 text-white sm:px-12">
        <h1 id="about-title" className="text-4xl font-extrabold sm:text-5xl">
          {t("about.title")}
        </h1>
        <p className="mt-4 max-w-3xl text-lg">{t("about.intro", { founded: SITE.founded, channel: SITE.satelliteChannel })}</p>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {ABOUT_STATS.map((s) => (
            <div key={s.key} className="rounded-lg bg-white/10 p-4 text-center">
              <dt className="text-sm uppercase tracking-wide">{t(`about.stats.${s.key}`)}</dt>
              <dd className="mt-1 text-3xl font-extrabold">{s.value ?? t("about.stats.freeValue")}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="journey-title">
        <SectionHeading id="journey-title">{t("about.journey")}</SectionHeading>
        <ol className="mt-6 space-y-6 border-l-4 border-brand pl-6">
          {ABOUT_TIMELINE.map((step) => (
            <li key={step.key}>
              <p className="text-sm font-bold text-brand">{step.year ?? t(`about.timeline.${step.key}.year`)}</p>
              <h3 className="text-lg font-bold">{t(`about.timeline.${step.key}.title`)}</h3>
              <p className="text-gray-800">{t(`about.timeline.${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="europe-title">
        <SectionHeading id="europe-title">{t("about.europe")}</SectionHeading>
        <p className="mt-4 max-w-3xl text-gray-800">{t("about.europeText")}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("about.countries")}>
          {LIVE_CALL_COUNTRIES.map((c) => (
            <li key={c} className="rounded-full bg-gray-100 px-4 py-1.5 text-sm font-semibold">
              {t(`about.country.${c}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-title">
        <SectionHeading id="features-title">{t("about.features")}</SectionHeading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SALIENT_FEATURES.map((f) => (
            <li key={f} className="rounded-lg border border-gray-200 p-5">
              <h3 className="font-bold">{t(`about.feature.${f}.title`)}</h3>
              <p className="mt-2 text-sm text-gray-800">{t(`about.feature.${f}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="programming-title">
        <SectionHeading id="programming-title">{t("about.programming")}</SectionHeading>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {SPECIAL_PROGRAMMING.map((p) => (
            <li key={p} className="rounded-lg bg-gray-50 p-5">
              <h3 className="font-bold">{t(`about.programme.${p}.title`)}</h3>
              <p className="mt-2 text-sm text-gray-800">{t(`about.programme.${p}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partnerships-title">
        <SectionHeading id="partnerships-title">{t("about.partnerships")}</SectionHeading>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {PARTNERSHIPS.map((p) => (
            <li key={p} className="rounded-lg border-t-4 border-brand bg-white p-5 shadow-sm">
              <h3 className="font-bold">{t(`about.partnership.${p}.title`)}</h3>
              <p className="mt-2 text-sm text-gray-800">{t(`about.partnership.${p}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title">
        <SectionHeading id="why-title">{t("about.why")}</SectionHeading>
        <ul className="mt-6 grid list-disc gap-x-8 gap-y-2 pl-6 sm:grid-cols-2" aria-label={t("about.whyLabel")}>
          {WHY_CHOOSE.map((reason) => (
            <li key={reason}>{t(reason)}</li>
          ))}
        </ul>
      </section>

      <section id="business" aria-labelledby="business-title" className="rounded-lg border border-gray-200 p-6">
        <SectionHeading id="business-title">{t("about.business")}</SectionHeading>
        <p className="mt-3 max-w-3xl text-gray-800">
          {t("about.businessBefore")}{" "}
          <Link to={editionPath(edition, "/diaspora-support")} className="font-semibold text-brand underline">
            {t("about.businessLink")}
          </Link>
          {t("about.businessAfter")}
        </p>
      </section>

      <section aria-label={t("about.inShortLabel")} className="rounded-xl bg-ink px-6 py-8 text-center text-lg font-semibold text-white">
        <p>{t("about.inShort")}</p>
      </section>
    </div>
  );
}
