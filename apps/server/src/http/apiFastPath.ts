import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentCache } from "../infra/cache.ts";
import { negotiateEncoding } from "./contentEncoding.ts";
import { cachedAnswerOf, etagMatches } from "./httpCache.ts";
import { markAnsweredFromCache } from "./requestLog.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The API fast path in front of this app's server, or null when it is off. */
    apiFastPath: ApiFastPath | null;
  }
}

/**
 * The API fast path (ADR 020, ADR 032): an anonymous GET or HEAD of a public API URL whose answer the normal
 * pipeline has just built from a cached value is answered again, byte for byte, from the first onRequest
 * hook after the https redirect, skipping validation, the handler and the onSend hooks. Only what Fastify
 * actually sent is replayed (headers as recorded), for as long as the cached value it came from is current:
 * an invalidation of that value's tags (here or, through the cache bus, on another instance) ends it.
 */
export interface ApiFastPath {
  /** Answers the request from a recorded response and returns true, or returns false: the pipeline answers. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Records the response the normal pipeline just completed, when it may be replayed. */
  record(request: FastifyRequest, reply: FastifyReply): void;
  /** Requests answered so far (tests and diagnostics). */
  readonly hits: number;
  /** No more answers (the server is closing: Fastify answers 503 from now on). */
  stop(): void;
  readonly size: number;
}

type VariantName = "identity" | "br" | "gzip";

interface Variant {
  /** Flat [name, value, name, value...] as Fastify sent them. */
  headers: string[];
  /** The same for a 304: no body, so no content type or encoding, and content-length 0 as Fastify sends it. */
  notModified: string[];
  body: Buffer;
}

interface Entry {
  /** The cached value the answer was made from: replayed only while it is the current one (an invalidation of its tags ends it). */
  value: object;
  etag: string;
  expires: number;
  /** Whether the answer's encoding depends on Accept-Encoding (else one identity variant). */
  negotiated: boolean;
  variants: Partial<Record<VariantName, Variant>>;
}

/** Headers Node writes itself on every response. */
/** Not replayed: set by Node per response, or per request (x-request-id, infra/metrics.ts). */
const NODE_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"]);
/** At most this many URLs (oldest out): a client varying the query string cannot grow it without bound. */
const MAX_ENTRIES = 2000;

/** The request may see a replay: anonymous (no Authorization, no cookie) and not cross-origin (CORS answers vary by Origin). */
function isAnonymous(headers: IncomingMessage["headers"]): boolean {
  return headers.authorization === undefined && headers.cookie === undefined && headers.origin === undefined;
}

export function createApiFastPath(options: { cache: ContentCache; now?: () => number; maxEntries?: number }): ApiFastPath {
  const { cache, now = Date.now, maxEntries = MAX_ENTRIES } = options;
  const entries = new Map<string, Entry>();
  let stopped = false;
  let hits = 0;

  function variantOf(reply: FastifyReply, body: Buffer): Variant | null {
    const headers: string[] = [];
    const notModified: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || NODE_HEADERS.has(name)) continue;
      // A repeated header (set-cookie) is never on a public answer; refuse rather than guess its order.
      if (Array.isArray(value)) return null;
      const text = String(value);
      headers.push(name, text);
      if (name === "content-type" || name === "content-encoding") continue;
      notModified.push(name, name === "content-length" ? "0" : text);
    }
    return { headers, notModified, body };
  }

  return {
    serve(req, res) {
      if (stopped) return false;
      const method = req.method;
      if (method !== "GET" && method !== "HEAD") return false;
      const url = req.url ?? "";
      const entry = entries.get(url);
      if (entry === undefined) return false;
      const headers = req.headers;
      if (!isAnonymous(headers)) return false;
      if (entry.expires <= now() || cache.expiresOf(entry.value) === undefined) {
        entries.delete(url);
        return false;
      }
      const variant = entry.variants[entry.negotiated ? (negotiateEncoding(headers) ?? "identity") : "identity"];
      if (variant === undefined) return false;
      const notModified = etagMatches(headers["if-none-match"], entry.etag);
      const status = notModified ? 304 : 200;
      hits++;
      res.writeHead(status, notModified ? variant.notModified : variant.headers);
      if (notModified || method === "HEAD") res.end();
      else res.end(variant.body);
      return true;
    },

    record(request, reply) {
      const answer = cachedAnswerOf(request.raw);
      if (answer === undefined || stopped) return;
      const url = request.raw.url ?? "";
      if (request.method !== "GET" || reply.statusCode !== 200 || !url.startsWith("/api/") || !isAnonymous(request.headers)) return;
      // Only a response that says it may be shared, and exactly as sendJson made it (no hook changed it).
      const cacheControl = String(reply.getHeader("cache-control") ?? "");
      if (!/\bpublic\b/.test(cacheControl) || /no-store|no-cache|private/.test(cacheControl) || reply.hasHeader("set-cookie")) return;
      if (reply.getHeader("etag") !== answer.etag || reply.getHeader("content-encoding") !== answer.encoding) return;
      if (Number(reply.getHeader("content-length")) !== answer.body.length) return;
      // As long as the slow path would still answer from the same value, and not a moment longer.
      const expires = cache.expiresOf(answer.value);
      if (expires === undefined) return;
      const variant = variantOf(reply, answer.body);
      if (!variant) return;
      let entry = entries.get(url);
      if (!entry || entry.etag !== answer.etag || entry.expires !== expires || entry.negotiated !== answer.negotiated) {
        entry = { value: answer.value, etag: answer.etag, expires, negotiated: answer.negotiated, variants: {} };
        entries.delete(url);
        entries.set(url, entry);
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      entry.variants[answer.encoding ?? "identity"] = variant;
    },

    stop() {
      stopped = true;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
  };
}

/**
 * The fast path as the first onRequest hook after the https redirect (ADR 032): every hook registered before
 * it runs for a replay too, the redirect included, and Fastify logs the replay and runs onResponse as for any
 * request. A replay hijacks the reply (Fastify sends nothing more); recording happens in an onResponse hook;
 * the fast path stops when the app starts closing, so new requests get Fastify's 503.
 */
export function registerApiFastPath(app: FastifyInstance, fastPath: ApiFastPath): void {
  app.addHook("onRequest", (request, reply, done) => {
    markAnsweredFromCache(request.raw);
    if (fastPath.serve(request.raw, reply.raw)) reply.hijack();
    else markAnsweredFromCache(request.raw, false);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    fastPath.record(request, reply);
    done();
  });
  app.addHook("preClose", (done) => {
    fastPath.stop();
    done();
  });
}
