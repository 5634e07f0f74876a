import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestObjectStore {
  /** Settings for infra/env.ts: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID... */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible store for tests: s3rver in this process on 127.0.0.1, a free port, a fresh folder. */
export async function startTestObjectStore(bucket = "matv-test"): Promise<TestObjectStore> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "matv-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
