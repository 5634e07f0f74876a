import type { IncomingHttpHeaders } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";

/**
 * Response compression rules, in one place: app.ts registers @fastify/compress with them (pages and
 * uncached JSON, compressed on the fly), and sendJson applies the same rules to cached JSON bodies,
 * which it compresses once per cached value instead of once per response.
 */
export const COMPRESSION = {
  /** Bodies smaller than this leave uncompressed. */
  threshold: 1024,
  /** In order of preference when the client accepts several equally. */
  encodings: ["br", "gzip"] as Array<"br" | "gzip">,
  /** Fast enough to compress pages on every response. */
  onTheFlyBrotliQuality: 4,
  /** A cached body is compressed once and sent many times: a denser level pays off. */
  cachedBrotliQuality: 6,
};

export type Encoding = (typeof COMPRESSION.encodings)[number];

/** Negotiations by Accept-Encoding value: browsers send a handful of distinct values. */
const negotiated = new Map<string, Encoding | undefined>();
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding @fastify/compress would choose for a request (undefined: identity), by the same rules:
 * no compression with `x-no-compression`, `*` and `x-gzip` count as gzip, then the same negotiator
 * (q-values, ties by our preference). Keep it in step with the plugin's `getEncodingHeader`.
 */
export function negotiateEncoding(headers: IncomingHttpHeaders): Encoding | undefined {
  if (headers["x-no-compression"] !== undefined) return undefined;
  const header = headers["accept-encoding"];
  if (typeof header !== "string") return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = negotiate(header.toLowerCase().replace(GZIP_ALIASES, "gzip"), COMPRESSION.encodings) ?? undefined;
  // Bounded: a client inventing values cannot grow it.
  if (negotiated.size >= 256) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/** The body compressed for keeping (cached JSON): synchronous, once per cached value and encoding. */
export function compressForCache(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.cachedBrotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipSync(body);
}

/** Adds `field` to the response's Vary list unless it is there already (the format @fastify/compress and @fastify/cors use). */
export function varyOn(current: unknown, field: string): string {
  if (current === undefined || current === null || current === "") return field;
  const values = (Array.isArray(current) ? current : [String(current)]).flatMap((v: string) => v.split(",")).map((v) => v.trim());
  if (values.some((v) => v.toLowerCase() === field.toLowerCase() || v === "*")) return values.join(", ");
  return [...values, field].join(", ");
}
