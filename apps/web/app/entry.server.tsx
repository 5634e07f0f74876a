import { Writable } from "node:stream";
import { contentSecurityPolicy, type PageLogger } from "@matv/shared";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
// The same stylesheet root.tsx links, compiled by the same Tailwind pass, as text for the page that carries it
// inline (the offline page, ADR 084).
import appCss from "./app.css?inline";
// The islands of static pages, built by Vite into one script (vite.config.ts, ADR 037).
import islandsScript from "./islands/index.ts?iife";
import { pageEditionLinks } from "./i18n/editionLinks";
import pushCardScript from "./islands/pushCard.ts?iife";
// The islands' React module of static pages with islands, as hashed files (ADR 078).
import islandsModule from "./islands/hydrate.tsx?islands";
import { inlineScriptHashes } from "./lib/inlineScriptHashes.server";
import { type PageAssets, PageAssetsContext } from "./lib/pageAssets";
import { renderMode } from "./lib/renderMode";
import { type ShellMarkup, ShellMarkupContext } from "./lib/shellMarkup";
import { shellMarkup } from "./lib/shellMarkup.server";

export const streamTimeout = 5_000;

const DOCTYPE = "<!DOCTYPE html>";

const PAGE_ASSETS: PageAssets = { styles: appCss, islandsScript, pushCardScript, islandsModule };

/**
 * Renders the whole page before sending (complete HTML for readers, crawlers and the page cache). The
 * page carries no nonce: its Content-Security-Policy names each of its inline scripts by hash, so the
 * page is the same bytes for every reader and can be kept compressed (ADR 027).
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { matches } = routerContext.staticHandlerContext;
  const handles = matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const staticPage = renderMode(handles) === "static";
  const page = (shell?: ShellMarkup, context = routerContext): ReactNode => (
    <PageAssetsContext.Provider value={PAGE_ASSETS}>
      <ShellMarkupContext.Provider value={shell}>
        <ServerRouter context={context} url={request.url} />
      </ShellMarkupContext.Provider>
    </PageAssetsContext.Provider>
  );

  // A page without the React runtime has no scripts to stream and nothing to wait for: one string,
  // with the header and footer given already rendered (ADR 025).
  const rendered = staticPage
    ? {
        html: Buffer.from(
          `${DOCTYPE}${withoutRouteDiscovery(renderToString(page(await staticShell(request, routerContext, handles), withMatchedRoutesOnly(routerContext))))}`,
        ),
        status,
      }
    : await renderWhole(page(), status, loadContext.log);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(rendered.html), import.meta.env.DEV));
  // Bytes, not a string: the page stays as React encoded it, read once by the server (a string body would
  // be checked for lone surrogates and encoded again).
  return new Response(rendered.html, { headers, status: rendered.status });
}

/**
 * React Router marks each `<Link>` for its route discovery (`data-discover`); a page without its runtime has
 * nothing that reads the mark, which was 1.3 KB of home (ADR 088). Text and JSON write the quotes escaped, so
 * only the attribute matches.
 */
function withoutRouteDiscovery(html: string): string {
  return html.replaceAll(' data-discover="true"', "");
}

/** The pre-rendered header and footer of a static page, with its own language switch (ADR 025, 076). */
function staticShell(request: Request, context: EntryContext, handles: readonly unknown[]): Promise<ShellMarkup> {
  const { pathname, search } = new URL(request.url);
  const { matches, loaderData } = context.staticHandlerContext;
  return shellMarkup(
    pathname,
    pageEditionLinks(
      pathname,
      search,
      handles,
      matches.map((m) => loaderData[m.route.id]),
    ),
  );
}

/** A hydrated page, rendered to the end (every Suspense boundary resolved) and collected as one buffer. */
function renderWhole(element: ReactNode, status: number, log: PageLogger): Promise<{ html: Buffer<ArrayBuffer>; status: number }> {
  return new Promise((resolve, reject) => {
    let responseStatus = status;
    const chunks: Buffer[] = [Buffer.from(DOCTYPE)];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve({ html: Buffer.concat(chunks), status: responseStatus });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timeout);
        pipe(collector);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatus = 500;
        log.error({ err: error }, "page render failed");
      },
    });
    // Cleared once the page is rendered: a pending timer would keep the whole render alive for seconds.
    const timeout = setTimeout(abort, streamTimeout + 1000);
    timeout.unref();
  });
}

/**
 * The router context of a page without the React runtime: ServerRouter builds a route object for every
 * route in the manifest on each render (about 90 here, most of React Router's work and garbage in an
 * uncached article render) although a static page only renders its matched ones, and it never sends
 * the hydration stream, so the stream is left out (ADR 026).
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const { route } of context.staticHandlerContext.matches) {
    const entry = context.manifest.routes[route.id];
    if (entry) routes[route.id] = entry;
  }
  return { ...context, manifest: { ...context.manifest, routes }, serverHandoffStream: undefined };
}
