import { formatHeaderDate, isNavLinkActive, MAIN_NAV, MORE_NAV } from "@matv/shared";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { SiteFooterContent } from "../components/SiteFooter";
import { SiteHeaderContent } from "../components/SiteHeader";
import type { ShellMarkup } from "./shellMarkup";

/**
 * The header and footer of pages without the React runtime, rendered once per state and reused.
 * They are most of an article page's markup but the same on every article, so an uncached article
 * render only renders what is the article's own (ADR 025). The header depends on the date and on
 * which navigation link is active, the footer on the year: those are the cache keys.
 */
const MAX_ENTRIES = 64;
const rendered = new Map<string, Promise<string>>();

export async function shellMarkup(pathname: string): Promise<ShellMarkup> {
  const now = new Date();
  const active = [...MAIN_NAV, ...MORE_NAV].map((link) => (isNavLinkActive(link.to, pathname) ? "1" : "0")).join("");
  const [header, footer] = await Promise.all([
    cached(`header|${formatHeaderDate(now)}|${active}`, () => renderAt(pathname, <SiteHeaderContent />, "h")),
    cached(`footer|${now.getFullYear()}`, () => renderAt(pathname, <SiteFooterContent />, "f")),
  ]);
  return { header, footer };
}

function cached(key: string, render: () => Promise<string>): Promise<string> {
  let markup = rendered.get(key);
  if (!markup) {
    if (rendered.size >= MAX_ENTRIES) rendered.clear();
    markup = render();
    rendered.set(key, markup);
    markup.catch(() => rendered.delete(key));
  }
  return markup;
}

/** Renders a shell part inside its own small router at the page's address (links, forms, location). */
async function renderAt(pathname: string, element: ReactNode, idPrefix: string): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`shell render answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Ids of the shell parts get their own prefix so they cannot meet the page's own useId values.
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />, { identifierPrefix: idPrefix });
}
