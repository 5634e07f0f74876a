import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { checkKey, type ListedObject, type ObjectInfo, type ObjectStorage, type PutOptions, type StoredObject } from "./types.ts";

export interface S3StorageOptions {
  bucket: string;
  /** Omit for AWS S3; MinIO, R2, B2 and s3rver need their URL. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Public objects are fetched by readers from `${publicUrl}/${key}` (the bucket's public URL or a CDN). */
  publicUrl?: string;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2). Visibility is the key's
 * prefix, not an ACL (R2 and B2 have none): the bucket's policy makes `media/` readable by anyone
 * when S3_PUBLIC_URL is used, and nothing else (docs/operations.md).
 */
/** What HEAD and GET both say about an object, with the defaults the other stores give. */
function objectInfo(out: { ContentType?: string; ContentLength?: number; CacheControl?: string; LastModified?: Date; ETag?: string }): ObjectInfo {
  return {
    contentType: out.ContentType ?? "application/octet-stream",
    contentLength: out.ContentLength ?? 0,
    cacheControl: out.CacheControl ?? null,
    lastModified: out.LastModified ?? null,
    etag: out.ETag ?? null,
  };
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // A store that does not answer must not hold a request for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const base = options.publicUrl?.replace(/\/+$/, "");

  async function head(key: string): Promise<ObjectInfo | null> {
    checkKey(key);
    try {
      return objectInfo(await client.send(new HeadObjectCommand({ Bucket, Key: key })));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    client,
    async put(key: string, body: Buffer | Readable, put: PutOptions) {
      checkKey(key, put.visibility);
      // A stream of unknown length cannot be signed for a single PUT: read it first (uploads are bounded).
      const payload = Buffer.isBuffer(body) || put.contentLength === undefined ? (Buffer.isBuffer(body) ? body : await toBuffer(body)) : body;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: payload,
          ContentType: put.contentType,
          CacheControl: put.cacheControl,
          ContentLength: Buffer.isBuffer(payload) ? payload.byteLength : put.contentLength,
        }),
      );
    },
    async get(key: string): Promise<StoredObject | null> {
      checkKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: out.Body as Readable, ...objectInfo(out) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    head,
    async delete(key: string) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix: string): AsyncIterable<ListedObject> {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key && item.LastModified) yield { key: item.Key, lastModified: item.LastModified };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl(key: string) {
      if (!base || !key.startsWith("media/")) return null;
      return `${base}/${key}`;
    },
  };
}
