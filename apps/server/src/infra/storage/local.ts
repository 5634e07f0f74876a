import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { checkKey, type ListedObject, type ObjectInfo, type ObjectStorage, type PutOptions, type StoredObject } from "./types.ts";

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/**
 * The embedded default: objects are files under DATA_DIR (`media/...` public, `private/...` mode 0600),
 * today's layout. Content type is not kept beside the file: public media are images named by extension,
 * and private attachments carry their type in the database row.
 */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const fileOf = (key: string) => path.join(dataDir, ...key.split("/"));

  async function info(key: string): Promise<ObjectInfo | null> {
    checkKey(key);
    try {
      const s = await stat(fileOf(key));
      if (!s.isFile()) return null;
      return {
        contentType: TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream",
        contentLength: s.size,
        cacheControl: null,
        lastModified: s.mtime,
        etag: `"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  return {
    kind: "local",
    async put(key: string, body: Buffer | Readable, options: PutOptions) {
      checkKey(key, options.visibility);
      const file = fileOf(key);
      const mode = options.visibility === "private" ? 0o600 : 0o644;
      await mkdir(path.dirname(file), { recursive: true, mode: options.visibility === "private" ? 0o700 : 0o755 });
      // Written under a temporary name and renamed: the final name only ever holds a whole file.
      const temp = path.join(path.dirname(file), `.tmp-${path.basename(file)}-${randomBytes(4).toString("hex")}`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body, { mode });
        else await pipeline(body, createWriteStream(temp, { mode }));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key: string): Promise<StoredObject | null> {
      const found = await info(key);
      return found ? { ...found, body: createReadStream(fileOf(key)) } : null;
    },
    head: info,
    async delete(key: string) {
      checkKey(key);
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix: string): AsyncIterable<ListedObject> {
      const dir = fileOf(prefix.replace(/\/+$/, ""));
      let entries: string[];
      try {
        entries = await readdir(dir, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        const key = `${prefix.replace(/\/+$/, "")}/${entry.split(path.sep).join("/")}`;
        if (path.basename(entry).startsWith(".")) continue;
        const s = await stat(path.join(dir, entry)).catch(() => null);
        if (s?.isFile()) yield { key, lastModified: s.mtime };
      }
    },
    publicUrl() {
      return null;
    },
  };
}
