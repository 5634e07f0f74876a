import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { PayloadTooLargeError } from "./errors.ts";

/** "51 MB" (or "300 KB") for a limit in bytes, as readers read sizes. */
export function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function requestTooLarge(maxBytes: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`body: the form is larger than the ${readableSize(maxBytes)} one request may carry`, "body");
}

/**
 * Bounds the bytes one multipart request may carry, in two steps: a declared Content-Length over the
 * limit is refused before a byte of the body is read (`refuseDeclaredOversize`), and a body without
 * one (chunked) is counted as the form's parser reads it (`countRequestBytes`, called right after
 * `request.parts()`): over the limit, the parser is stopped with an error and `exceeded()` says so,
 * so the route answers 413 rather than the parser's own error.
 */
export function refuseDeclaredOversize(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    refuseEarly(request);
    throw requestTooLarge(maxBytes);
  }
}

export function countRequestBytes(request: FastifyRequest, maxBytes: number): { exceeded(): boolean } {
  let received = 0;
  let over = false;
  const count = (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > maxBytes && !over) {
      over = true;
      request.raw.off("data", count);
      // Ends the form's parser with an error (it listens for one) without destroying the socket, so
      // the 413 can still be written (the rest is thrown away by refuseEarly).
      request.raw.emit("error", requestTooLarge(maxBytes));
    }
  };
  request.raw.on("data", count);
  return { exceeded: () => over };
}

/** Bytes of a refused body read and thrown away before the socket is closed. */
const DISCARD_BYTES = 1024 * 1024;

/**
 * For an answer sent before the body was all read: stops parsing the body and throws away what
 * still comes, keeping no byte, up to 1 MB; past that the socket is closed. Closing at once would
 * lose the answer (a socket closed with unread data is reset, and the client may drop what it had
 * received); reading everything, as Node does for keep-alive, would take the whole upload.
 */
export function refuseEarly(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete) return;
  raw.unpipe();
  let discarded = 0;
  raw.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

/** A folder of one request's uploaded files on disk, removed with everything in it by `remove()`. */
export interface SpooledFiles {
  /** Streams one file part to disk (never whole in memory) and answers its size and where it is. */
  write(stream: NodeJS.ReadableStream): Promise<{ path: string; bytes: number }>;
  read(filePath: string): Promise<Buffer>;
  remove(): Promise<void>;
}

export async function spoolFiles(): Promise<SpooledFiles> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "matv-upload-"));
  let next = 0;
  return {
    async write(stream) {
      const filePath = path.join(dir, String(next++));
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      await pipeline(stream, createWriteStream(filePath, { mode: 0o600 }));
      return { path: filePath, bytes };
    },
    read: (filePath) => readFile(filePath),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
