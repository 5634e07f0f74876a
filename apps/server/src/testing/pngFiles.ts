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

/**
 * A complete, valid PNG of width x height, all zeros (transparent black), at `bitDepth` 8 or 16 per sample with
 * `channels` 3 (RGB) or 4 (RGBA), optionally Adam7-interlaced: every row of every pass is there, so it really
 * decodes to width*height pixels, in a few hundred KB. The zeros are deflated from a buffer the system maps
 * lazily, so making a 400 MB image costs no such memory.
 */
export function zeroPng(width: number, height: number, options: { bitDepth: 8 | 16; channels: 3 | 4; interlaced?: boolean }): Buffer {
  const pixelBytes = (options.channels * options.bitDepth) / 8;
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + w * pixelBytes) : 0);
  // Adam7: each pass's width and height from its start and step.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  const size = options.interlaced
    ? passes.reduce((n, [x0, y0, dx, dy]) => n + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)), 0)
    : rows(width, height);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([options.bitDepth, options.channels === 4 ? 6 : 2, 0, 0, options.interlaced ? 1 : 0], 8);
  const idat = deflateSync(Buffer.alloc(size), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", ihdr), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}
