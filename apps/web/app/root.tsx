import {
  isRouteErrorResponse,
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
import { useEffect } from "react";
import "./app.css";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { BreakingBanner } from "./features/breaking/BreakingBanner";
import { AlertsCard } from "./features/push/AlertsCard";
import { usePageAssets } from "./lib/pageAssets";
import { FOLLOW_META_NAME, followsInPlace, renderMode } from "./lib/renderMode";
import type { Route } from "./+types/root";

/**
 * The breaking-news banner, on every page (ADR 062). A cached read: its tag ends every cached page when an
 * editor saves it, and its expiry ends them by itself. Never fails a page: no banner rather than an error.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const breaking = await context.site.breaking.current().catch((error: unknown) => {
    context.log.error({ err: error }, "breaking banner not read");
    return null;
  });
  return { breaking };
}

/** The banner as the root loader read it; not on staff pages (the desk has its own layout). */
function Breaking() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  if (!data?.breaking || pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  return <BreakingBanner breaking={data.breaking} />;
}

/** Favicon, the site feed and the installable site's manifest (ADR 074); rendered by Layout itself (there is no route stylesheet link to render). */
const ROOT_LINKS = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: "MATV News", href: "/rss.xml" },
];

/** Pages without the alerts card: the staff area, sign-in, previews, and the alerts and offline pages themselves. */
const NO_ALERTS_CARD = /^\/(?:admin|login|preview|alerts|offline)(?:\/|$)/;

export function Layout({ children }: { children: React.ReactNode }) {
  // Static pages (the article, listings) ship no React runtime, only the islands script (ADR 037).
  const handles = useMatches().map((m) => m.handle);
  const mode = renderMode(handles);
  // The stylesheet is inline, not linked: on a slow connection the linked file was the one render-blocking
  // request (ADR 021). In the browser the text is not known; React adopts the server's <style> at
  // hydration without comparing its contents and never rewrites it, since the placeholder never changes.
  const assets = usePageAssets();
  const { pathname } = useLocation();
  const alertsCard = !NO_ALERTS_CARD.test(pathname);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b91c1c" />
        <Meta />
        {followsInPlace(handles) && <meta name={FOLLOW_META_NAME} content="in-place" />}
        {ROOT_LINKS.map((link) => (
          <link key={link.href} {...link} />
        ))}
        <style data-app-styles="" dangerouslySetInnerHTML={{ __html: assets?.styles ?? "" }} suppressHydrationWarning />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
          Skip to content
        </a>
        {children}
        {alertsCard && <AlertsCard />}
        {/* The card's logic and the service worker's registration, run when the page is idle (ADR 074); static pages
            have it inside their islands script. */}
        {alertsCard && mode !== "static" && <script dangerouslySetInnerHTML={{ __html: assets?.pushCardScript ?? "" }} suppressHydrationWarning />}
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
  if (navigation.state === "idle") return null;
  return <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand" />;
}

export default function App() {
  // Marks the document once React has hydrated (browser tests wait for it before interacting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
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
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <>
      <Breaking />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <title>{`${title} | MATV`}</title>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-4">
          <a className="text-brand underline" href="/">
            Go Home
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
