import { ALERTS_PATH, MAIN_NAV, MORE_NAV, PUSH_TEXTS, SITE } from "@matv/shared";
import { Link } from "react-router";
import { useShellMarkup } from "../lib/shellMarkup";
import { NewsletterForm } from "./NewsletterForm";

const FOOTER_CLASS = "mt-12 bg-gray-900 text-gray-200";

/** Site footer on every route (spec 000 §2 "Site shell"); given already rendered like the header. */
export function SiteFooter() {
  const markup = useShellMarkup()?.footer;
  if (markup !== undefined) return <footer className={FOOTER_CLASS} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <footer className={FOOTER_CLASS}>
      <SiteFooterContent />
    </footer>
  );
}

/** What the footer shows: the same on every page but for the year. */
export function SiteFooterContent() {
  const year = new Date().getFullYear();
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-xl font-extrabold text-white">
            {SITE.fullName}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{SITE.description}</p>
          <a href={SITE.videoSocialUrl} className="mt-3 inline-block text-sm font-semibold text-white underline" rel="noopener noreferrer" target="_blank">
            Watch MATV on YouTube
          </a>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {[...MAIN_NAV, ...MORE_NAV].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={SITE.businessUrl} className="hover:text-white hover:underline">
                Business
              </Link>
            </li>
            <li>
              <Link to="/petition" className="hover:text-white hover:underline">
                Petition
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-lg font-bold text-white">
            Newsletter
          </h2>
          <p className="mt-3 text-sm">The day's top stories from the UK and India, once a day.</p>
          <NewsletterForm />
          <p className="mt-4 text-sm">
            {PUSH_TEXTS.en.card}:{" "}
            <Link to={ALERTS_PATH} className="font-semibold text-white underline">
              {PUSH_TEXTS.en.manage}
            </Link>
          </p>
        </section>
        <section aria-labelledby="footer-diaspora">
          <h2 id="footer-diaspora" className="text-lg font-bold text-white">
            Indian Diaspora Support
          </h2>
          <p className="mt-3 text-sm">Facing a problem abroad? Tell us and we will try to help.</p>
          <Link to="/diaspora-support" className="mt-3 inline-block rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
            Reach us
          </Link>
        </section>
      </div>
      <p className="border-t border-gray-700 py-4 text-center text-xs text-gray-300">
        © <span data-testid="footer-year">{year}</span> {SITE.fullName}. All rights reserved.
      </p>
    </>
  );
}
