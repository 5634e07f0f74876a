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
  const page = (shell?: ShellMarkup): ReactNode => (
    <NonceContext.Provider value={nonce}>
      <InlineStylesContext.Provider value={appCss}>
        <ShellMarkupContext.Provider value={shell}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ShellMarkupContext.Provider>
      </InlineStylesContext.Provider>
    </NonceContext.Provider>
  );

  // A page without the React runtime has no scripts to stream and nothing to wait for: one string,
  // with the header and footer given already rendered (ADR 024).
  if (staticPage) {
    const shell = await shellMarkup(new URL(request.url).pathname);
    return new Response(`<!DOCTYPE html>${renderToString(page(shell))}`, { headers, status });
  }

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(page(), {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatus = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
