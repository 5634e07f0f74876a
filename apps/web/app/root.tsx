import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_EDITION, editionByCode, editionPath } from "@matv/shared";
import { useEffect } from "react";
import "./app.css";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { BreakingBanner } from "./features/breaking/BreakingBanner";
import { EditionSuggestion } from "./features/editions/EditionSuggestion";
import { type EditionLink, pageEditionLinks } from "./i18n/editionLinks";
import { TextsProvider, useEdition, useT } from "./i18n/texts";
import { editionSuggestions, pageTexts, SHELL_TEXTS } from "./i18n/texts.server";
import { EditionLinksContext } from "./i18n/useEditionLinks";
import { vitalsSampled } from "./lib/analyticsBeacon";
import { AlertsCard } from "./features/push/AlertsCard";
import { usePageAssets } from "./lib/pageAssets";
import { FOLLOW_META_NAME, followsInPlace, inlinesStyles, renderMode } from "./lib/renderMode";
import type { Route } from "./+types/root";

/**
 * The breaking-news banner, on every page (ADR 062). A cached read: its tag ends every cached page when an
 * editor saves it, and its expiry ends them by itself. Never fails a page: no banner rather than an error.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const breaking = await context.site.breaking.current().catch((error: unknown) => {
    context.log.error({ err: error }, "breaking banner not read");
    return null;
  });
  // The shell's texts in the page's edition (ADR 076); each page's loader adds its own namespaces.
  const texts = pageTexts(request.url, SHELL_TEXTS);
  return { breaking, texts, origin: context.origin, suggestions: editionSuggestions(texts.edition) };
}

/** The banner as the root loader read it; not on staff pages (the desk has its own layout). */
function Breaking() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  if (!data?.breaking || pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  return <BreakingBanner breaking={data.breaking} />;
}

/**
 * The page in every edition, as hreflang alternates (ADR 077): only where the page has a true counterpart in
 * every edition (a story without a translation has none), each pointing at all of them and `x-default` at the
 * default edition's, so the pairs are reciprocal.
 */
function HreflangLinks({ links, origin }: { links: EditionLink[]; origin: string | undefined }) {
  if (!origin || links.some((link) => !link.exact)) return null;
  const byDefault = links.find((link) => link.edition.code === DEFAULT_EDITION.code);
  return (
    <>
      {links.map((link) => (
        <link key={link.edition.code} rel="alternate" hrefLang={link.edition.hreflang} href={`${origin}${link.path}`} />
      ))}
      {byDefault && <link rel="alternate" hrefLang="x-default" href={`${origin}${byDefault.path}`} />}
    </>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
      {t("shell.skipToContent")}
    </a>
  );
}

/** Pages without the alerts card: the staff area, sign-in, previews, and the alerts and offline pages themselves. */
const NO_ALERTS_CARD = /^\/(?:admin|login|preview|alerts|offline)(?:\/|$)/;

export function Layout({ children }: { children: React.ReactNode }) {
  // Static pages (the article, listings) ship no React runtime, only the islands script (ADR 037).
  const matches = useMatches();
  const handles = matches.map((m) => m.handle);
  const mode = renderMode(handles);
  const { pathname, search } = useLocation();
  const datas = matches.map((m) => m.data);
  const rootData = matches[0]?.data as Awaited<ReturnType<typeof loader>> | undefined;
  const edition = editionByCode(rootData?.texts.edition);
  // Staff pages and the login screen are English-only; they have no edition links.
  const editionLinks = pageEditionLinks(pathname, search, handles, datas);
  // The stylesheet is one hashed file, cached for a year (ADR 084, against ADR 021's inline copy): React Router's
  // <Links/> names the root route's compiled CSS. Only a page that must stand alone (the offline page the service
  // worker keeps, a static page that never hydrates) carries it inline; in the browser the text is not known.
  const assets = usePageAssets();
  const inlineStyles = inlinesStyles(handles) && assets !== undefined;
  const alertsCard = !NO_ALERTS_CARD.test(pathname);
  return (
    <html lang={edition.lang} dir={edition.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b91c1c" />
        <Meta />
        {followsInPlace(handles) && <meta name={FOLLOW_META_NAME} content="in-place" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable site (ADR 074). */}
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={edition.code === DEFAULT_EDITION.code ? "MATV News" : `MATV News (${edition.label})`}
          href={`${edition.prefix}/rss.xml`}
        />
        <HreflangLinks links={editionLinks} origin={rootData?.origin} />
        {inlineStyles ? <style data-app-styles="" dangerouslySetInnerHTML={{ __html: assets.styles }} /> : <Links />}
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <TextsProvider datas={datas}>
          <EditionLinksContext.Provider value={editionLinks}>
            <SkipLink />
            {children}
            {editionLinks.length > 0 && edition.code === DEFAULT_EDITION.code && <EditionSuggestion links={editionLinks} />}
            {alertsCard && <AlertsCard language={edition.code} />}
            {/* The card's logic and the service worker's registration, run when the page is idle (ADR 074); static pages
                have it inside their islands script. */}
            {alertsCard && mode !== "static" && <script dangerouslySetInnerHTML={{ __html: assets?.pushCardScript ?? "" }} suppressHydrationWarning />}
          </EditionLinksContext.Provider>
        </TextsProvider>
        {mode === "static" ? (
          <script dangerouslySetInnerHTML={{ __html: assets?.islandsScript ?? "" }} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === "idle") return null;
  return <div role="progressbar" aria-label={t("shell.loadingPage")} className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand" />;
}

export default function App() {
  // Marks the document once React has hydrated (browser tests wait for it before interacting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Speed from real readers (ADR 075): web-vitals in its own chunk, fetched on sampled page loads only.
    if (vitalsSampled()) void import("./lib/webVitals").then(({ reportWebVitals }) => reportWebVitals()).catch(() => undefined);
  }, []);
  return (
    <>
      <NavigationProgress />
      <Breaking />
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const edition = useEdition();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("shell.somethingWrong");
  return (
    <>
      <Breaking />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <title>{`${title} | MATV`}</title>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-4">
          <a className="text-brand underline" href={editionPath(edition, "/")}>
            {t("shell.goHome")}
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
