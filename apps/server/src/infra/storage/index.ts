import type { Env } from "../env.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { ObjectStorage } from "./types.ts";

export * from "./types.ts";
export { createLocalStorage } from "./local.ts";

/** S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR (the embedded default). */
export function createStorage(env: Env): ObjectStorage {
  if (!env.S3_BUCKET) return createLocalStorage(env.dataDir);
  return createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  });
}
