import { ALERTS_PATH, editionPath, MAIN_NAV, MORE_NAV, PUSH_TEXTS, SITE } from "@matv/shared";
import { Link } from "react-router";
import { navLabel } from "../i18n/navLabels";
import { useEdition, useT } from "../i18n/texts";
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
  const t = useT();
  const edition = useEdition();
  const at = (path: string) => editionPath(edition, path);
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-xl font-extrabold text-white">
            {t("shell.siteName")}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{t("shell.siteDescription")}</p>
          <a href={SITE.videoSocialUrl} className="mt-3 inline-block text-sm font-semibold text-white underline" rel="noopener noreferrer" target="_blank">
            {t("shell.watchOnYouTube")}
          </a>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {t("shell.quickLinks")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {[...MAIN_NAV, ...MORE_NAV].map((link) => (
              <li key={link.to}>
                <Link to={at(link.to)} className="footer-link">
                  {navLabel(t, link)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={at(SITE.businessUrl)} className="footer-link">
                {t("shell.business")}
              </Link>
            </li>
            <li>
              <Link to={at("/petition")} className="footer-link">
                {t("shell.petition")}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-lg font-bold text-white">
            {t("shell.newsletter")}
          </h2>
          <p className="mt-3 text-sm">{t("shell.newsletterBlurb")}</p>
          <NewsletterForm />
          <p className="mt-4 text-sm">
            {PUSH_TEXTS[edition.code].card}:{" "}
            <Link to={editionPath(edition, ALERTS_PATH)} className="font-semibold text-white underline">
              {PUSH_TEXTS[edition.code].manage}
            </Link>
          </p>
        </section>
        <section aria-labelledby="footer-diaspora">
          <h2 id="footer-diaspora" className="text-lg font-bold text-white">
            {t("shell.diasporaSupport")}
          </h2>
          <p className="mt-3 text-sm">{t("shell.diasporaBlurb")}</p>
          <Link to={at("/diaspora-support")} className="mt-3 inline-block rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
            {t("shell.reachUs")}
          </Link>
        </section>
      </div>
      <p className="border-t border-gray-700 py-4 text-center text-xs text-gray-300">
        © <span data-testid="footer-year">{year}</span> {t("shell.siteName")}. {t("shell.rightsReserved")}{" "}
        <a href={at("/privacy#analytics")} className="underline hover:text-white">
          {t("shell.privacyAndCounting")}
        </a>
      </p>
    </>
  );
}
