import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageCacheRule } from "@matv/shared";
import fp from "fastify-plugin";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { withReadScope } from "../infra/cache.ts";
import { markAnsweredFromCache } from "../http/requestLog.ts";
import { SERVER_ROOT } from "../infra/paths.ts";
import { publicOriginOf } from "../infra/publicOrigin.ts";
import { pageLoadContext, siteReader } from "./loadContext.ts";
import { countPageView } from "./pageViews.ts";
import { COMPRESSION, negotiateEncoding, varyOn } from "../http/contentEncoding.ts";
import {
  type CachedPage,
  createPageCache,
  encodedCachedPage,
  isCacheablePageRequest,
  isCacheablePageResponse,
  isDataRequest,
  pageAddress,
  pageCacheKey,
  ROUTER_MANIFEST_PATH,
  SECRET_ADDRESS_HEADERS,
  withStaleNotice,
} from "./pageCache.ts";

export const WEB_ROOT = path.resolve(SERVER_ROOT, "../web");
export const WEB_BUILD_DIR = path.resolve(WEB_ROOT, process.env.WEB_BUILD_DIR ?? "build");

export type WebMode = "production" | "development";

/**
 * React Router, mounted in its own plugin scope: it gets the raw request body (no JSON parsing here)
 * and a web Request, and answers with a web Response.
 */
async function web(app: FastifyInstance, options: { mode: WebMode }) {
  // Development: a function, so each request sees Vite's latest build. Production: the build itself, because
  // React Router derives its routes and static handler again on every request when given a function
  // (about a fifth of an uncached page render's CPU), and only once when given the build.
  let build: ServerBuild | (() => Promise<ServerBuild>);

  if (options.mode === "development") {
    const [{ default: middie }, vite] = await Promise.all([import("@fastify/middie"), import("vite")]);
    const devServer = await vite.createServer({
      root: WEB_ROOT,
      configFile: path.join(WEB_ROOT, "vite.config.ts"),
      server: { middlewareMode: true },
      appType: "custom",
    });
    await app.register(middie);
    app.use(devServer.middlewares);
    app.addHook("onClose", () => devServer.close());
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(WEB_BUILD_DIR, "server/index.js");
    if (!existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run \`npm run build\` first.`);
    build = (await import(serverEntry)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: path.join(WEB_BUILD_DIR, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
    // A hashed file is never revalidated (new content, new name) nor fetched in ranges: its validators and
    // Accept-Ranges are bytes a phone downloads for nothing, about 100 per file, 29 files on the home page.
    app.addHook("onSend", async (request, reply, payload) => {
      if (request.url.startsWith("/assets/") && reply.statusCode === 200) {
        for (const name of HASHED_ASSET_UNUSED_HEADERS) reply.removeHeader(name);
      }
      return payload;
    });
  }

  const handleRequest = createRequestHandler(build, options.mode);
  const site = siteReader(app.services);
  // Anonymous page HTML, reused for PAGE_CACHE_SECONDS at most and dropped when a tag it read is invalidated,
  // here or (through the cache bus) on another instance (web/pageCache.ts, ADR 031). With 0 nothing is kept,
  // but the requests for a page that arrive while it renders still wait for that render (a burst of readers
  // from one link costs one render, each answered with a page rendered after it arrived).
  const pageCache = createPageCache({ ttlMs: typeof build === "function" ? 0 : app.config.PAGE_CACHE_SECONDS * 1000 });
  app.services.cache.onInvalidate((tags) => pageCache.invalidate(tags));
  // Development reads the rules from Vite's latest build on each request: a parameter a route forgot to declare
  // reads as absent there too, not only in production.
  const ruleOf: (url: string) => PageCacheRule | Promise<PageCacheRule> =
    typeof build === "function" ? async (url) => pageCacheRules(await (build as () => Promise<ServerBuild>)())(url) : pageCacheRules(build);
  const manifestPath = typeof build === "function" ? ROUTER_MANIFEST_PATH : (build.routeDiscovery?.manifestPath ?? ROUTER_MANIFEST_PATH);
  /** Renders under way by cache key: a request for the same page waits for that render instead of starting one. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request: unknown, _payload: unknown, done: (err: null) => void) => done(null));
    scope.all("/*", async (request, reply) => {
      // Pages answer reads and form posts; anything else is told what is allowed rather than handed to
      // React Router, which would render a 405 page and log a stack trace for a scanner's OPTIONS.
      if (request.method === "OPTIONS") return reply.code(204).header("allow", PAGE_METHODS).send();
      if (!PAGE_METHOD_SET.has(request.method))
        return reply.code(405).header("allow", PAGE_METHODS).header("cache-control", "no-store").type("text/plain; charset=utf-8").send("Method Not Allowed");
      const context = pageLoadContext(app.services, site, originOf(request), request.log);
      const rule = await ruleOf(request.url);
      const cacheKey = isCacheablePageRequest(request)
        ? pageCacheKey({ origin: context.origin, url: request.url, cookie: request.headers.cookie, header: (name) => headerOf(request, name) }, rule)
        : null;
      // A page read (not a form post nor a client navigation's data request) sees only the query parameters its
      // route declares: exactly what the cache key holds (ADR 069).
      const address =
        (request.method === "GET" || request.method === "HEAD") && !isDataRequest(request.url, manifestPath) ? pageAddress(request.url, rule) : request.url;
      const extraHeaders = rule.secretAddress ? SECRET_ADDRESS_HEADERS : undefined;
      if (cacheKey) {
        const hit = pageCache.get(cacheKey);
        if (hit) return sendCachedPage(request, reply, hit, "hit");
        const pending = rendering.get(cacheKey);
        const coalesced = pending ? await pending : null;
        if (coalesced) return sendCachedPage(request, reply, coalesced, "coalesced");
      }
      // The first request for a page renders it; the others for the same key wait for this render.
      let finish: ((page: CachedPage | null) => void) | undefined;
      if (cacheKey && request.method === "GET" && !rendering.has(cacheKey)) rendering.set(cacheKey, new Promise((resolve) => (finish = resolve)));
      const render = pageCache.startRender();
      try {
        const response = await withReadScope(render, () => handleRequest(toWebRequest(request, reply, address), context as never));
        if (response.status >= 500) {
          // The database away: serve the last copy of the page with the notice, else say 503 (retry soon).
          const stale = cacheKey ? pageCache.getStale(cacheKey) : undefined;
          if (stale) return sendCachedPage(request, reply, stale, "stale");
          if ((await app.services.health.check()).database.status === "down") {
            reply.header("retry-after", "30");
            return sendWebResponse(reply, new Response(response.body, { status: 503, headers: response.headers }), extraHeaders);
          }
        }
        if (cacheKey && request.method === "GET" && isCacheablePageResponse(response)) {
          const html = Buffer.from(await response.arrayBuffer());
          const page = pageCache.set(cacheKey, { status: response.status, headers: response.headers, html }, render);
          // Not kept when a write overtook the render: answered as rendered, and the next request renders again.
          if (!page) {
            countPageView(request, response.status, true);
            return sendWebResponse(reply, new Response(html, { status: response.status, headers: response.headers }));
          }
          finish?.(page);
          return sendCachedPage(request, reply, page, "miss");
        }
        countPageView(request, response.status, response.headers.get("content-type")?.startsWith("text/html") ?? false);
        return sendWebResponse(reply, response, extraHeaders);
      } finally {
        pageCache.endRender(render);
        if (finish) {
          rendering.delete(cacheKey!);
          finish(null);
        }
      }
    });
  });
}

export const webPlugin = fp(web, { name: "web" });

const PAGE_METHOD_SET = new Set(["GET", "HEAD", "POST"]);
const HASHED_ASSET_UNUSED_HEADERS = ["etag", "last-modified", "accept-ranges"];

/**
 * Each page's cache rule (the query parameters and cookies its loaders read), from the `handle` of the routes
 * React Router matches for the path (every matched route's, a layout's too). Remembered per path, bounded.
 */
export function pageCacheRules(build: Pick<ServerBuild, "routes">): (url: string) => PageCacheRule {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  const byPath = new Map<string, PageCacheRule>();
  return (url) => {
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    let rule = byPath.get(path);
    if (rule) return rule;
    const cacheParams: string[] = [];
    const cacheCookies: string[] = [];
    let secretAddress = false;
    const variants: NonNullable<PageCacheRule["cacheVariant"]>[] = [];
    for (const match of matchRoutes(roots as unknown as RouteObject[], path) ?? []) {
      const handle = (build.routes[match.route.id!]?.module as { handle?: PageCacheRule } | undefined)?.handle;
      cacheParams.push(...strings(handle?.cacheParams));
      cacheCookies.push(...strings(handle?.cacheCookies));
      secretAddress ||= handle?.secretAddress === true;
      if (typeof handle?.cacheVariant === "function") variants.push(handle.cacheVariant);
    }
    rule = {
      cacheParams,
      cacheCookies,
      ...(secretAddress ? { secretAddress } : {}),
      ...(variants.length ? { cacheVariant: (header: (name: string) => string | undefined) => variants.map((variant) => variant(header)).join(",") } : {}),
    };
    if (byPath.size >= 1000) byPath.clear();
    byPath.set(path, rule);
    return rule;
  };
}
const PAGE_METHODS = "GET, HEAD, POST, OPTIONS";

/** One request header as one string (the first of repeated ones). */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOf(request: FastifyRequest): string {
  return publicOriginOf(request);
}

/** The web Request React Router is given; `address` (path and query) replaces the request's own when given. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, address: string = request.url): Request {
  const url = new URL(address, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  // Aborts the loaders when the reader goes away, and once the answer is complete too, when nothing is
  // left to abort: the abort is what unregisters the request. undici registers every Request made with a
  // signal (ours, and the two React Router derives from it per page) in a FinalizationRegistry, and
  // without the abort each one waited for a full collection and then ran its clean-up callback, a
  // burst of thousands of callbacks after every full collection under load (ADR 028).
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: "hit" | "coalesced" | "miss" | "stale") {
  reply.status(page.status);
  // The page's own headers, its hash-based Content-Security-Policy among them (ADR 027).
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header("x-page-cache", state);
  countPageView(request, page.status, true);
  // Served without rendering: logged at debug only (http/requestLog.ts).
  if (state === "hit" || state === "coalesced") markAnsweredFromCache(request.raw);
  if (state === "stale") {
    reply.header("cache-control", "no-store");
    return reply.send(withStaleNotice(page.html));
  }
  // The same bytes for every reader: sent compressed as kept, by the rules @fastify/compress applies.
  const encoding = page.html.length >= COMPRESSION.threshold ? negotiateEncoding(request.headers) : undefined;
  reply.header("vary", varyOn(reply.getHeader("vary"), "accept-encoding"));
  if (!encoding) return reply.send(page.html);
  reply.header("content-encoding", encoding);
  return reply.send(encodedCachedPage(page, encoding));
}

async function sendWebResponse(reply: FastifyReply, response: Response, extraHeaders?: Readonly<Record<string, string>>) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  // Set last: they overrule whatever the route said (a page whose address carries a secret).
  if (extraHeaders) for (const [key, value] of Object.entries(extraHeaders)) reply.header(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  // entry.server answers once the whole page is rendered, so the body is read whole rather than piped
  // through a web-to-Node stream; resource routes (feeds) are complete documents too.
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
