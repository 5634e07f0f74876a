import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
// The same stylesheet root.tsx links, compiled by the same Tailwind pass, as text for static pages.
import appCss from "./app.css?inline";
import { InlineStylesContext } from "./lib/inlineStyles";
import { isStaticRoute } from "./lib/islands";
import { NonceContext } from "./lib/nonce";
import { type ShellMarkup, ShellMarkupContext } from "./lib/shellMarkup";
import { shellMarkup } from "./lib/shellMarkup.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending (complete HTML for readers, crawlers and the page cache),
 * with the request's CSP nonce on every script React Router writes.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  headers.set("Content-Type", "text/html; charset=utf-8");
  const nonce = loadContext.cspNonce;
  const { matches } = routerContext.staticHandlerContext;
  const staticPage = isStaticRoute(matches.map((m) => routerContext.routeModules[m.route.id]?.handle));
  const page = (shell?: ShellMarkup, context = routerContext): ReactNode => (
    <NonceContext.Provider value={nonce}>
      <InlineStylesContext.Provider value={appCss}>
        <ShellMarkupContext.Provider value={shell}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </ShellMarkupContext.Provider>
      </InlineStylesContext.Provider>
    </NonceContext.Provider>
  );

  // A page without the React runtime has no scripts to stream and nothing to wait for: one string,
  // with the header and footer given already rendered (ADR 025).
  if (staticPage) {
    const shell = await shellMarkup(new URL(request.url).pathname);
    return new Response(`<!DOCTYPE html>${renderToString(page(shell, withMatchedRoutesOnly(routerContext)))}`, { headers, status });
  }

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(page(), {
      nonce,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatus = 500;
        console.error(error);
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
