import { crc32, deflateSync } from "node:zlib";

/** PNGs written byte by byte for the upload tests (server and browser): no image library needed. */

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(width: number, height: number, bitDepth: number, colourType: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", ihdr), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}

/** A real width x height PNG of one colour (8-bit RGB). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] as number)]);
  return png(width, height, 8, 2, deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

/** A PNG whose header claims width x height RGB pixels, in a few dozen bytes (the pixel data is missing). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return png(width, height, 8, 2, deflateSync(Buffer.alloc(64)));
}

/**
 * A complete, valid black PNG of width x height at 1 bit per pixel: every row is there, so it really
 * decodes to width*height pixels, yet it compresses about a thousand to one.
 */
export function compressiblePng(width: number, height: number): Buffer {
  // Every row is a zero filter byte and zero (black) pixels: the whole image is zeros.
  const deflated = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return png(width, height, 1, 0, deflated);
}
