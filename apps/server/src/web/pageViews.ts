import type { FastifyRequest } from "fastify";
import { analyticsClientOf } from "../http/analyticsClient.ts";

/** React Router's data request for a client-side navigation: `/path.data` (`/_root.data` or `/_.data` for the home page). */
const DATA_SUFFIX = ".data";

/**
 * Counts a page the server answered (ADR 075): a 200 to a GET, from the page cache or rendered, or the data of a
 * client-side navigation. Prefetches and prerenders (Sec-Purpose, Purpose) are not views. Only what counting needs
 * is kept, in memory, until the next write; the template, the story, bots and the source are worked out there.
 */
export function countPageView(request: FastifyRequest, status: number, html: boolean): void {
  if (request.method !== "GET" || status !== 200 || !request.server.config.ANALYTICS_COUNTING) return;
  const purpose = request.headers["sec-purpose"] ?? request.headers.purpose;
  if (purpose !== undefined && String(purpose).includes("prefetch")) return;
  const url = request.url;
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!html) {
    if (!path.endsWith(DATA_SUFFIX)) return;
    path = path === "/_root.data" || path === "/_.data" ? "/" : path.slice(0, -DATA_SUFFIX.length);
  }
  // The site's own host, to know a reader following its links, read only when there is a referrer, and from the
  // Host header: Fastify's request.host and request.ip each walk X-Forwarded-For again (proxy-addr), per call.
  const referrer = request.headers.referer;
  const ownHost = referrer ? request.headers.host?.replace(/:\d+$/, "") : undefined;
  request.server.services.analytics.pageServed({ path, search: queryAt === -1 ? "" : url.slice(queryAt), referrer, ownHost }, analyticsClientOf(request));
}
