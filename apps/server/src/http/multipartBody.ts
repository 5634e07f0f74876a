import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PayloadTooLargeError } from "../rules/errors.ts";

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
export function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply, maxBytes: number): void {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    refuseEarly(request, reply);
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

/** A refused body is thrown away for this long after the answer is sent, or up to these many bytes. */
const DISCARD_MS = 2000;
const DISCARD_BYTES = 16 * 1024 * 1024;

/**
 * For an answer sent before the body was all read: stops parsing the body and throws away what
 * still comes, keeping no byte, until the client stops or 2 s after the answer went out (16 MB at
 * most); then the socket is closed. Closing at once would lose the answer (a socket closed with
 * unread data is reset, and the client drops what it had not read yet); reading everything, as Node
 * does for keep-alive, would take the whole upload.
 */
export function refuseEarly(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  raw.unpipe();
  let discarded = 0;
  const close = () => {
    // In-process requests (`inject`) have a stand-in socket without destroy.
    if (!raw.complete && typeof raw.socket?.destroy === "function") raw.socket.destroy();
  };
  raw.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_BYTES) close();
  });
  raw.resume();
  reply.raw.once("finish", () => setTimeout(close, DISCARD_MS).unref());
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
