import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestObjectStore, type TestObjectStore } from "../../testing/objectStore.ts";
import { parseEnv } from "../env.ts";
import { checkKey, createLocalStorage, createStorage, type ObjectStorage } from "./index.ts";

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The same contract for both drivers. */
function contract(name: string, open: () => Promise<{ storage: ObjectStorage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it("puts, heads, gets and deletes a public object", async () => {
      await storage.put("media/uploads/a-480.webp", Buffer.from("webp bytes"), { contentType: "image/webp", visibility: "public" });
      const info = await storage.head("media/uploads/a-480.webp");
      expect(info).toMatchObject({ contentType: "image/webp", contentLength: 10 });
      const object = await storage.get("media/uploads/a-480.webp");
      expect(object).not.toBeNull();
      expect(await text(object!.body)).toBe("webp bytes");
      await storage.delete("media/uploads/a-480.webp");
      expect(await storage.head("media/uploads/a-480.webp")).toBeNull();
      expect(await storage.get("media/uploads/a-480.webp")).toBeNull();
      // Deleting what is not there is not an error.
      await storage.delete("media/uploads/a-480.webp");
    });

    it("stores a stream, and private objects under the private prefix only", async () => {
      await storage.put("private/support/s1", Readable.from([Buffer.from("private "), Buffer.from("letter")]), {
        contentType: "text/plain",
        visibility: "private",
      });
      expect(await text((await storage.get("private/support/s1"))!.body)).toBe("private letter");
      await expect(storage.put("media/x.txt", Buffer.from("x"), { contentType: "text/plain", visibility: "private" })).rejects.toThrow(/private prefix/);
      await expect(storage.put("private/x", Buffer.from("x"), { contentType: "text/plain", visibility: "public" })).rejects.toThrow(/public prefix/);
      expect(storage.publicUrl("private/support/s1")).toBeNull();
    });

    it("lists the objects under a prefix with their times", async () => {
      await storage.put("media/uploads/l1-480.webp", Buffer.from("1"), { contentType: "image/webp", visibility: "public" });
      await storage.put("media/uploads/l2-480.webp", Buffer.from("2"), { contentType: "image/webp", visibility: "public" });
      const listed: string[] = [];
      for await (const item of storage.list("media/uploads/")) {
        expect(item.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
        listed.push(item.key);
      }
      expect(listed.sort()).toEqual(["media/uploads/l1-480.webp", "media/uploads/l2-480.webp"]);
    });

    it("refuses keys that could leave the store's folder", async () => {
      for (const key of ["../etc/passwd", "media/../private/x", "/media/a", "media/", "other/a", "media/a//b", "media/.hidden"]) {
        await expect(storage.get(key)).rejects.toThrow(/invalid object key/);
      }
    });
  });
}

contract("local", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "matv-storage-"));
  return { storage: createLocalStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
});

contract("S3 (s3rver)", async () => {
  const store = await startTestObjectStore();
  return { storage: createStorage(parseEnv({ NODE_ENV: "test", ...store.env })), close: () => store.close() };
});

describe("the local driver keeps today's layout", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "matv-storage-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes public media under DATA_DIR/media and private files under DATA_DIR/private, readable by the owner only", async () => {
    const storage = createLocalStorage(dir);
    await storage.put("media/seed/a-480.webp", Buffer.from("a"), { contentType: "image/webp", visibility: "public" });
    await storage.put("private/support/b", Buffer.from("b"), { contentType: "text/plain", visibility: "private" });
    expect(statSync(path.join(dir, "media", "seed", "a-480.webp")).isFile()).toBe(true);
    expect(statSync(path.join(dir, "private", "support", "b")).mode & 0o777).toBe(0o600);
    expect(storage.publicUrl("media/seed/a-480.webp")).toBeNull();
  });
});

describe("choosing the driver", () => {
  let store: TestObjectStore;
  beforeAll(async () => {
    store = await startTestObjectStore();
  });
  afterAll(() => store.close());

  it("uses local disk without S3_BUCKET and S3 with it; S3_PUBLIC_URL gives public media a direct URL", () => {
    expect(createStorage(parseEnv({ NODE_ENV: "test" })).kind).toBe("local");
    const s3 = createStorage(parseEnv({ NODE_ENV: "test", ...store.env, S3_PUBLIC_URL: "https://cdn.example.com/matv/" }));
    expect(s3.kind).toBe("s3");
    expect(s3.publicUrl("media/uploads/a-1200.webp")).toBe("https://cdn.example.com/matv/media/uploads/a-1200.webp");
    expect(s3.publicUrl("private/support/a")).toBeNull();
  });

  it("checks keys", () => {
    expect(() => checkKey("media/uploads/abc-1200.webp", "public")).not.toThrow();
    expect(() => checkKey("private/support/abc", "private")).not.toThrow();
  });
});
