import { EDITIONS, editionOfPath, formatEditionHeaderDate, isNavLinkActive, MAIN_NAV, MORE_NAV, splitEditionPath } from "@matv/shared";
import { serverTranslator } from "@matv/shared/i18n/catalogues";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { SiteFooterContent } from "../components/SiteFooter";
import { SiteHeaderContent } from "../components/SiteHeader";
import type { EditionLink } from "../i18n/editionLinks";
import { TranslatorProvider } from "../i18n/texts";
import { EditionLinksContext } from "../i18n/useEditionLinks";
import type { ShellMarkup } from "./shellMarkup";

/**
 * The header and footer of pages without the React runtime, rendered once per state and reused.
 * They are most of an article page's markup but the same on every article, so an uncached article
 * render only renders what is the article's own (ADR 025). The header depends on the edition, the date and
 * on which navigation link is active, the footer on the edition and the year: those are the cache keys. The
 * language switch's addresses are the page's own (a story's translation): the kept markup holds a
 * placeholder per edition, replaced for each page (ADR 076).
 */
const MAX_ENTRIES = 64;
const rendered = new Map<string, Promise<string>>();

const placeholder = (code: string) => `/__edition-switch-${code}__`;
const PLACEHOLDER_LINKS: EditionLink[] = EDITIONS.map((edition) => ({ edition, path: placeholder(edition.code), exact: true }));

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function shellMarkup(pathname: string, links: readonly EditionLink[] = []): Promise<ShellMarkup> {
  const now = new Date();
  const edition = editionOfPath(pathname);
  const inside = splitEditionPath(pathname).path;
  const active = [...MAIN_NAV, ...MORE_NAV].map((link) => (isNavLinkActive(link.to, inside) ? "1" : "0")).join("");
  const [header, footer] = await Promise.all([
    cached(`header|${edition.code}|${formatEditionHeaderDate(edition, now)}|${active}|${links.length > 0}`, () =>
      renderAt(pathname, <SiteHeaderContent />, "h", links.length > 0),
    ),
    cached(`footer|${edition.code}|${now.getFullYear()}`, () => renderAt(pathname, <SiteFooterContent />, "f", false)),
  ]);
  let withLinks = header;
  for (const link of links) withLinks = withLinks.replaceAll(`"${placeholder(link.edition.code)}"`, `"${escapeAttribute(link.path)}"`);
  return { header: withLinks, footer };
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
async function renderAt(pathname: string, element: ReactNode, idPrefix: string, withSwitch: boolean): Promise<string> {
  const handler = createStaticHandler([
    {
      path: "*",
      element: (
        <TranslatorProvider translator={serverTranslator(editionOfPath(pathname).code)}>
          <EditionLinksContext.Provider value={withSwitch ? PLACEHOLDER_LINKS : []}>{element}</EditionLinksContext.Provider>
        </TranslatorProvider>
      ),
    },
  ]);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`shell render answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Ids of the shell parts get their own prefix so they cannot meet the page's own useId values.
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />, { identifierPrefix: idPrefix });
}
