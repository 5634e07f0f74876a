import { SITE } from "@matv/shared";
import { Link } from "react-router";
import {
  ABOUT_STATS,
  ABOUT_TIMELINE,
  IN_SHORT,
  LIVE_CALL_COUNTRIES,
  PARTNERSHIPS,
  SALIENT_FEATURES,
  SPECIAL_PROGRAMMING,
  WHY_CHOOSE,
} from "../features/about/aboutContent";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}/about`, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? pageMeta({
        title: "About MATV",
        description: `${SITE.description} Free to air on satellite channel ${SITE.satelliteChannel} since 2004.`,
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
  return (
    <div className="space-y-16">
      <section aria-labelledby="about-title" className="rounded-xl bg-brand-dark px-6 py-12 text-white sm:px-12">
        <h1 id="about-title" className="text-4xl font-extrabold sm:text-5xl">
          About MATV
        </h1>
        <p className="mt-4 max-w-3xl text-lg">
          The UK television channel of the Indian diaspora: founded in {SITE.founded} in Leicestershire, on satellite since 2004, in London since 2008, and
          today on channel {SITE.satelliteChannel}, free to air from Norway to Turkey.
        </p>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {ABOUT_STATS.map((s) => (
            <div key={s.label} className="rounded-lg bg-white/10 p-4 text-center">
              <dt className="text-sm uppercase tracking-wide">{s.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="journey-title">
        <SectionHeading id="journey-title">Our Journey</SectionHeading>
        <ol className="mt-6 space-y-6 border-l-4 border-brand pl-6">
          {ABOUT_TIMELINE.map((step) => (
            <li key={step.year}>
              <p className="text-sm font-bold text-brand">{step.year}</p>
              <h3 className="text-lg font-bold">{step.title}</h3>
              <p className="text-gray-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="europe-title">
        <SectionHeading id="europe-title">European Coverage</SectionHeading>
        <p className="mt-4 max-w-3xl text-gray-800">
          MATV is free to air across Europe, from Norway in the north to Turkey in the south-east. Our live shows take calls from viewers in:
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Countries our live calls come from">
          {LIVE_CALL_COUNTRIES.map((c) => (
            <li key={c} className="rounded-full bg-gray-100 px-4 py-1.5 text-sm font-semibold">
              {c}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-title">
        <SectionHeading id="features-title">Salient Features</SectionHeading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SALIENT_FEATURES.map((f) => (
            <li key={f.title} className="rounded-lg border border-gray-200 p-5">
              <h3 className="font-bold">{f.title}</h3>
              <p className="mt-2 text-sm text-gray-800">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="programming-title">
        <SectionHeading id="programming-title">Special Programming</SectionHeading>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {SPECIAL_PROGRAMMING.map((p) => (
            <li key={p.title} className="rounded-lg bg-gray-50 p-5">
              <h3 className="font-bold">{p.title}</h3>
              <p className="mt-2 text-sm text-gray-800">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partnerships-title">
        <SectionHeading id="partnerships-title">Partnerships</SectionHeading>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {PARTNERSHIPS.map((p) => (
            <li key={p.title} className="rounded-lg border-t-4 border-brand bg-white p-5 shadow-sm">
              <h3 className="font-bold">{p.title}</h3>
              <p className="mt-2 text-sm text-gray-800">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title">
        <SectionHeading id="why-title">Why Choose MATV</SectionHeading>
        <ul className="mt-6 grid list-disc gap-x-8 gap-y-2 pl-6 sm:grid-cols-2" aria-label="Reasons to choose MATV">
          {WHY_CHOOSE.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>

      <section id="business" aria-labelledby="business-title" className="rounded-lg border border-gray-200 p-6">
        <SectionHeading id="business-title">Business with MATV</SectionHeading>
        <p className="mt-3 max-w-3xl text-gray-800">
          Advertising, sponsorship and programme partnerships reach British Indian households and the diaspora across Europe. Tell us about your business
          through our{" "}
          <Link to="/diaspora-support" className="font-semibold text-brand underline">
            contact form
          </Link>
          .
        </p>
      </section>

      <section aria-label="In short" className="rounded-xl bg-ink px-6 py-8 text-center text-lg font-semibold text-white">
        <p>{IN_SHORT}</p>
      </section>
    </div>
  );
}
