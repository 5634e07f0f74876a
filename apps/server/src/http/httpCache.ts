import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import { COMPRESSION, compressForCache, type Encoding, negotiateEncoding, varyOn } from "./contentEncoding.ts";

/**
 * HTTP caching for the public API: a CDN may keep a public GET for 30 s and serve it stale for 60 s
 * more while it refetches; browsers always revalidate (max-age=0) and get 304 when nothing changed.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const NO_STORE = "no-store";

export function etagOf(body: string | Buffer): string {
  // Weak: the same bytes may leave compressed (br, gzip) or not.
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** RFC 9110 weak comparison against an If-None-Match header (a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = strip(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === wanted);
}

/**
 * The one hook for every /api response. GET/HEAD 200 answers get the public Cache-Control and an
 * ETag (a matching If-None-Match turns into 304), unless they are personal: a request with an
 * Authorization header (staff) or a cookie (the reader id an answer may depend on, e.g. `following`),
 * or a response that sets a cookie, gets `no-store`. A route that set its own Cache-Control (health:
 * no-store) keeps it; a route that reads cookies should also set `private` itself, for CDNs that
 * ignore cookies. Everything else is no-store.
 */
export function registerApiCaching(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.url.startsWith("/api/")) return payload;
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || reply.statusCode !== 200) {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
      return payload;
    }
    const personal = request.headers.authorization !== undefined || request.headers.cookie !== undefined || reply.hasHeader("set-cookie");
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", personal ? NO_STORE : PUBLIC_CACHE_CONTROL);
    if (personal || /no-store|private/.test(String(reply.getHeader("cache-control")))) return payload;

    let etag = reply.getHeader("etag") as string | undefined;
    if (!etag) {
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
      etag = etagOf(payload);
      reply.header("etag", etag);
    }
    if (etagMatches(request.headers["if-none-match"], etag)) {
      reply.code(304);
      reply.removeHeader("content-length");
      reply.removeHeader("content-type");
      // The body a 304 stands for may have left compressed; the empty answer is not.
      reply.removeHeader("content-encoding");
      return "";
    }
    return payload;
  });
}

/**
 * Serialised bodies of cached values, so a cache hit is not serialised, hashed, UTF-8 encoded or
 * compressed again per request (kept as Buffers: writing one is a copy, a string would be measured
 * and encoded). The br and gzip variants are made on first demand and kept beside the body.
 */
interface Serialised {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}
const serialised = new WeakMap<object, Map<string, Serialised>>();

/** What sendJson answered from a cached value: http/apiFastPath.ts may replay it for the same URL. */
export interface CachedAnswer {
  /** The value (from services.cache) the body was made from: the replay lives only as long as it is current. */
  value: object;
  etag: string;
  /** The bytes sent and their encoding (undefined: identity). */
  body: Buffer;
  encoding: Encoding | undefined;
  /** Whether the encoding depended on Accept-Encoding (the body is over the compression threshold). */
  negotiated: boolean;
}
const cachedAnswers = new WeakMap<IncomingMessage, CachedAnswer>();

/** The cached answer sendJson gave to this request, if it gave one. */
export function cachedAnswerOf(request: IncomingMessage): CachedAnswer | undefined {
  return cachedAnswers.get(request);
}

/**
 * Sends `envelope(value)` as JSON. When `value` is an object (typically one returned by
 * services.cache.get), its serialisation, ETag and compressed variants are remembered for as long as
 * the value lives; `shape` names the envelope so two routes wrapping the same value differently do
 * not mix. The answer must depend on the URL only (path and query), never on other request headers:
 * the API fast path replays it to the next anonymous request for the same URL while the value is
 * current. Compression follows @fastify/compress's rules (http/contentEncoding.ts), which then leaves
 * the already encoded body alone.
 */
export function sendJson<T>(reply: FastifyReply, shape: string, value: T, envelope: (value: T) => unknown): FastifyReply {
  reply.type("application/json; charset=utf-8");
  if (value === null || typeof value !== "object") return reply.send(JSON.stringify(envelope(value)));
  let byShape = serialised.get(value);
  if (!byShape) serialised.set(value, (byShape = new Map()));
  let entry = byShape.get(shape);
  if (!entry) {
    const body = Buffer.from(JSON.stringify(envelope(value)));
    entry = { body, etag: etagOf(body) };
    byShape.set(shape, entry);
  }
  reply.header("etag", entry.etag);
  const negotiated = entry.body.length >= COMPRESSION.threshold;
  const encoding = negotiated ? negotiateEncoding(reply.request.headers) : undefined;
  let body = entry.body;
  if (negotiated) reply.header("vary", varyOn(reply.getHeader("vary"), "accept-encoding"));
  if (encoding) {
    body = entry[encoding] ??= compressForCache(entry.body, encoding);
    reply.header("content-encoding", encoding);
  }
  cachedAnswers.set(reply.request.raw, { value, etag: entry.etag, body, encoding, negotiated });
  return reply.send(body);
}
