import type { Readable } from "node:stream";

/**
 * Where uploaded and seeded files live (ADR 051). Keys are paths such as `media/uploads/<id>-1200.webp`
 * or `private/support/<id>`: the first segment says who may read the object. `media/` objects are public
 * (served at `/<key>`, or from the bucket's public URL); `private/` objects only ever leave through the
 * server, to staff.
 */
export type Visibility = "public" | "private";

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
  visibility: Visibility;
  /** Needed to stream a Readable to S3 without buffering it; a Buffer knows its own length. */
  contentLength?: number;
}

export interface ObjectInfo {
  contentType: string;
  contentLength: number;
  cacheControl: string | null;
  lastModified: Date | null;
  etag: string | null;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface ObjectStorage {
  kind: "local" | "s3";
  /** Writes the whole object or nothing under `key` (a reader never sees half an object). */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (for the orphan sweep). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** The URL readers fetch a public object from directly (S3_PUBLIC_URL), or null: the server streams it. */
  publicUrl(key: string): string | null;
}

export const PRIVATE_PREFIX = "private/";

/** Path-like keys only: no `..`, no absolute paths, no odd characters (the local driver joins them to DATA_DIR). */
const KEY_PATTERN = /^(media|private)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidObjectKeyError extends Error {}

export function visibilityOf(key: string): Visibility {
  return key.startsWith(PRIVATE_PREFIX) ? "private" : "public";
}

/** Throws unless `key` is well formed and, for a write, its prefix matches the visibility asked for. */
export function checkKey(key: string, visibility?: Visibility): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new InvalidObjectKeyError(`invalid object key: ${JSON.stringify(key)}`);
  if (visibility && visibilityOf(key) !== visibility) throw new InvalidObjectKeyError(`object key ${key} is not under the ${visibility} prefix`);
}

export function isValidKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Public media never changes under a name: new content gets a new key. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
