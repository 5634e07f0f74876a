import { editionPath, formatEditionHeaderDate, isNavLinkActive, MAIN_NAV, MORE_NAV, type NavLink, splitEditionPath } from "@matv/shared";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { navLabel } from "../i18n/navLabels";
import { useEdition, useT } from "../i18n/texts";
import { useEditionLinks } from "../i18n/useEditionLinks";
import { dismissOnEscapeOrOutside } from "../lib/disclosure";
import { useShellMarkup } from "../lib/shellMarkup";

function navClass(active: boolean) {
  return active ? "nav-link nav-link-active" : "nav-link";
}

/** A navigation link in the page's edition; `pathname` is the path inside the edition ("/world"). */
function NavItem({ link, pathname, short = false }: { link: NavLink; pathname: string; short?: boolean }) {
  const active = isNavLinkActive(link.to, pathname);
  const t = useT();
  return (
    <Link to={editionPath(useEdition(), link.to)} className={navClass(active)} aria-current={active ? "page" : undefined} prefetch="intent">
      {navLabel(t, link, short)}
    </Link>
  );
}

/**
 * The language switch: the same page in each other edition (the story's translation, else its section or
 * home; i18n/editionLinks.ts). A full page load, so the document's `lang` and texts change with it.
 */
export function LanguageSwitch() {
  const edition = useEdition();
  return useEditionLinks()
    .filter((link) => link.edition.code !== edition.code)
    .map((link) => (
      <a
        key={link.edition.code}
        href={link.path}
        hrefLang={link.edition.lang}
        lang={link.edition.lang}
        data-edition-switch={link.edition.code}
        className="rounded border border-gray-300 px-2 py-0.5 font-semibold hover:border-brand hover:text-brand-dark"
      >
        {link.edition.label}
      </a>
    ));
}

const HEADER_CLASS = "border-b border-gray-200 bg-white";

/**
 * Site header on every route (spec 000 §2 "Site shell"). On pages without the React runtime the server
 * gives its inside already rendered (lib/shellMarkup.server.tsx), since it is the same on every article.
 */
export function SiteHeader() {
  const markup = useShellMarkup()?.header;
  if (markup !== undefined) return <header className={HEADER_CLASS} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <header className={HEADER_CLASS}>
      <SiteHeaderContent />
    </header>
  );
}

/** What the header shows: it depends only on the date and on which navigation link is active. */
export function SiteHeaderContent() {
  const { path: pathname } = splitEditionPath(useLocation().pathname);
  const t = useT();
  const edition = useEdition();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const moreActive = MORE_NAV.some((l) => isNavLinkActive(l.to, pathname));

  const moreToggle = useRef<HTMLButtonElement>(null);
  const moreList = useRef<HTMLUListElement>(null);

  // Close the More group after navigating.
  useEffect(() => setMoreOpen(false), [pathname]);
  // ...and on Escape or a click outside it (the islands script does the same on static pages).
  useEffect(() => {
    if (!moreOpen || !moreToggle.current || !moreList.current) return;
    return dismissOnEscapeOrOutside(moreToggle.current, moreList.current, () => setMoreOpen(false));
  }, [moreOpen]);

  return (
    <>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 text-xs text-gray-700">
        <time suppressHydrationWarning>{formatEditionHeaderDate(edition)}</time>
        <span className="flex items-center gap-3">
          <LanguageSwitch />
          <Link to={editionPath(edition, "/about")} className="font-semibold hover:text-brand-dark hover:underline">
            {t("shell.aboutUs")}
          </Link>
        </span>
      </div>
      <div className="mx-auto flex max-w-7xl items-center px-4 py-3">
        <Link to={editionPath(edition, "/")} className="flex items-center gap-2" aria-label={t("shell.logoLabel")}>
          {/* Low priority: a small logo must not be preloaded ahead of the page's lead picture (React preloads other images). */}
          <img src="/logo.svg" alt="" width={120} height={40} fetchPriority="low" className="h-10 w-[120px]" />
        </Link>
        {/* Search (GET /search): a plain form, so it works without JavaScript. */}
        <form
          method="get"
          action={editionPath(edition, "/search")}
          role="search"
          aria-label={t("shell.siteSearch")}
          className="ml-auto flex items-center gap-1"
        >
          <label htmlFor="site-search" className="sr-only">
            {t("shell.searchNews")}
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            placeholder={t("shell.searchNews")}
            maxLength={200}
            className="w-36 rounded border border-gray-400 px-2 py-1.5 text-sm sm:w-56"
          />
          <button type="submit" className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark">
            {t("shell.search")}
          </button>
        </form>
      </div>

      {/* Desktop and tablet navigation */}
      <nav aria-label={t("shell.mainNav")} className="hidden border-t border-gray-200 md:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1">
          <ul className="flex flex-wrap items-center gap-1">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavItem link={link} pathname={pathname} />
              </li>
            ))}
          </ul>
          <div className="relative">
            <button
              ref={moreToggle}
              type="button"
              className={`${navClass(moreActive && !moreOpen)} inline-flex items-center gap-1`}
              aria-expanded={moreOpen}
              aria-controls={moreId}
              data-island="more-toggle"
              onClick={() => setMoreOpen((open) => !open)}
            >
              {t("shell.more")} <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${moreOpen ? "rotate-180" : ""}`} />
            </button>
            <ul ref={moreList} id={moreId} hidden={!moreOpen} className="absolute left-0 z-40 mt-1 w-56 rounded border border-gray-200 bg-white p-1 shadow-lg">
              {MORE_NAV.map((link) => (
                <li key={link.to}>
                  <NavItem link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>

      {/* Compact mobile navigation: one horizontally scrollable row with short labels */}
      <nav aria-label={t("shell.compactNav")} className="border-t border-gray-200 md:hidden">
        <ul className="nav-row scrollbar-none">
          {[...MAIN_NAV, ...MORE_NAV].map((link) => (
            <li key={link.to}>
              <NavItem link={link} pathname={pathname} short />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
