import { fileTypeFromBuffer, type FileTypeResult } from "file-type";
import sharp from "sharp";
import { RetryLaterError } from "./errors.ts";

/**
 * Bounds on every uploaded image (staff uploads and support attachments), checked from the header
 * before a pixel is decoded (ADR 040, ADR 069). The pixel count alone misses extreme shapes: a 1 x 49,000,000
 * PNG is under 50 megapixels yet took 44 s of CPU, because libvips pays per row. So each side and the
 * aspect ratio are bounded too, sharp gets a time limit, and at most IMAGE_WORK_CONCURRENCY images are
 * decoded at once (the rest wait up to IMAGE_WORK_MAX_WAIT_MS, then get 503 with Retry-After). Nor does the
 * pixel count bound memory: a 1 KB AVIF or a 600 KB progressive JPEG of 50 megapixels cost 740 and 155 MB to
 * decode, whatever size they are shrunk to. So each decode's memory is estimated from its header by format
 * (`decodeMemory`), an image whose estimate passes IMAGE_MEMORY.perImageBytes is refused, and the decodes
 * running at once hold at most IMAGE_MEMORY.budgetBytes of estimates between them.
 */
export const IMAGE_LIMITS = {
  maxPixels: 50_000_000,
  maxSide: 12_000,
  /** Long side over short side; only checked once the long side passes ratioFromSide (a thin divider line is cheap). */
  maxAspectRatio: 20,
  ratioFromSide: 2_000,
  timeoutSeconds: 10,
} as const;

const MB = 1024 * 1024;

/**
 * Decode memory (ADR 069). The README budgets 512 MB for the whole process on the embedded database, which
 * holds about 250-410 MB before any image arrives; the decodes running at once may add 96 MB of estimates
 * between them (one image at the limit, or several small ones), measured in bench/results/069-image-memory.md.
 */
export const IMAGE_MEMORY = {
  perImageBytes: 96 * MB,
  budgetBytes: 96 * MB,
  /** libvips' own buffers, thread stacks and the encoders, whatever the image. */
  fixedBytes: 16 * MB,
} as const;

export const IMAGE_LIMIT_MESSAGES = {
  tooManyPixels: `the image has too many pixels (more than ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels). Please resize it first.`,
  sideTooLong: `the image is too large: each side must be at most ${IMAGE_LIMITS.maxSide.toLocaleString("en-GB")} pixels. Please resize it first.`,
  tooThin: `the image is too long and thin (more than ${IMAGE_LIMITS.maxAspectRatio} times longer than wide). Please crop or resize it first.`,
  tooSlow: "the image took too long to process. Please resize it or save it again in a simpler format.",
  busy: "We are processing many images at the moment. Please try again in a few seconds.",
  tooMuchMemory: (kind: string, megapixels: number, maxMegapixels: number) =>
    `this ${kind} image is too large to process (${megapixels} megapixels; at most ${maxMegapixels} for a ${kind}). Please resize it, or save it as a standard JPEG.`,
} as const;

/** What the bytes will go through: shrunk to the upload widths, or encoded again at full size (support attachments). */
export type ImageWorkKind = "resize" | "reencode";

/** What sharp's metadata says of an image, as far as its decoding memory depends on it. */
export interface ImageHeader {
  format?: string;
  width?: number;
  height?: number;
  channels?: number;
  depth?: string;
  isProgressive?: boolean;
  chromaSubsampling?: string;
  orientation?: number;
}

/**
 * The memory one decode of this image may take, in bytes, and the kind of image the figure is for, estimated
 * from its header. Measured on libvips 8.17 (bench/imageMemory.ts): a baseline JPEG streams, and is shrunk
 * while decoding (shrink-on-load); a progressive JPEG keeps every DCT coefficient (2 bytes a sample) whatever
 * it is shrunk to; libheif decodes an AVIF or HEIF whole, about 15 bytes a pixel; a GIF frame and an interlaced
 * PNG are decoded whole; a plain PNG streams when encoded again but shrinking it holds about half its rows;
 * turning an image to its EXIF orientation at full size holds it all.
 */
export function decodeMemory(header: ImageHeader, kind: ImageWorkKind): { bytes: number; kind: string } {
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  const bands = header.channels ?? 3;
  const sampleBytes = header.depth === "ushort" ? 2 : 1;
  const raw = pixels * bands * sampleBytes;
  const rotated = kind === "reencode" && (header.orientation ?? 1) > 1 ? raw : 0;
  const fixed = IMAGE_MEMORY.fixedBytes;
  switch (header.format) {
    case "jpeg": {
      if (!header.isProgressive) return { bytes: fixed + rotated, kind: rotated ? "rotated JPEG" : "JPEG" };
      // Samples per pixel: luminance plus the two colour planes at their subsampled size (or 1, 4 bands).
      const samples = bands === 1 ? 1 : (({ "4:2:0": 1.5, "4:2:2": 2, "4:4:0": 2 } as Record<string, number>)[header.chromaSubsampling ?? ""] ?? bands);
      return { bytes: fixed + pixels * 2 * samples + rotated, kind: "progressive JPEG" };
    }
    case "png": {
      const label = sampleBytes === 2 ? "16-bit PNG" : header.isProgressive ? "interlaced PNG" : "PNG";
      if (header.isProgressive) return { bytes: fixed + raw * 1.25, kind: label };
      return { bytes: fixed + (kind === "resize" ? raw * 0.5 : raw * 0.2) + rotated, kind: label };
    }
    case "gif":
      return { bytes: fixed + pixels * 5.5, kind: "GIF" };
    case "webp":
      // Shrunk while decoding too; encoded again at full size (not a path that accepts WebP today) it is held whole.
      return { bytes: fixed + (kind === "resize" ? pixels : raw * 2), kind: "WebP" };
    case "heif":
    case "avif":
      return { bytes: fixed + pixels * 15.5, kind: "AVIF" };
    default:
      return { bytes: fixed + raw * 2, kind: (header.format ?? "unknown").toUpperCase() };
  }
}

/** The memory problem of an image that may otherwise be decoded: the message's figures, or null when it fits. */
export function memoryProblem(header: ImageHeader, kind: ImageWorkKind): { message: string; bytes: number } | null {
  const cost = decodeMemory(header, kind);
  if (cost.bytes <= IMAGE_MEMORY.perImageBytes) return null;
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  const perPixel = (cost.bytes - IMAGE_MEMORY.fixedBytes) / Math.max(1, pixels);
  const maxMegapixels = Math.floor((IMAGE_MEMORY.perImageBytes - IMAGE_MEMORY.fixedBytes) / perPixel / 100_000) / 10;
  const megapixels = Math.round(pixels / 100_000) / 10;
  return { message: IMAGE_LIMIT_MESSAGES.tooMuchMemory(cost.kind, megapixels, maxMegapixels), bytes: cost.bytes };
}

export type ImageShapeProblem = "tooManyPixels" | "sideTooLong" | "tooThin";

/** What is wrong with an image of this size, or null when it may be decoded. */
export function imageShapeProblem(width: number, height: number): ImageShapeProblem | null {
  const long = Math.max(width, height);
  const short = Math.max(1, Math.min(width, height));
  if (width * height > IMAGE_LIMITS.maxPixels) return "tooManyPixels";
  if (long > IMAGE_LIMITS.maxSide) return "sideTooLong";
  if (long > IMAGE_LIMITS.ratioFromSide && long / short > IMAGE_LIMITS.maxAspectRatio) return "tooThin";
  return null;
}

/** The file type from the bytes, or undefined when they are too short or malformed to tell (never throws). */
export async function sniffFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    // file-type throws End-Of-Stream on a file cut inside its header: that is "not a known type".
    return undefined;
  }
}

/** The input options every decode of an upload uses: a pixel limit libvips enforces itself. */
export const SHARP_INPUT = { limitInputPixels: IMAGE_LIMITS.maxPixels } as const;

/** A sharp pipeline on untrusted bytes, with the pixel limit and the time limit. */
export function untrustedImage(bytes: Uint8Array, failOn: "error" | "truncated"): sharp.Sharp {
  return sharp(bytes, { ...SHARP_INPUT, failOn }).timeout({ seconds: IMAGE_LIMITS.timeoutSeconds });
}

/** Whether a sharp failure was its time limit. */
export const isSharpTimeout = (error: unknown) => /timeout/i.test(String((error as Error | undefined)?.message));

/** Whether a sharp failure was its pixel limit. */
export const isSharpPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error | undefined)?.message));

/**
 * A counting semaphore with a bounded wait: image decoding is CPU work, so only a few run at once. With a
 * `budget`, each job also names its weight (the memory its decode may take) and jobs start only while the
 * running ones' weights, with it, stay within the budget (a job alone always starts). First come, first served:
 * a heavy job at the head is not overtaken by light ones behind it.
 */
export function createWorkQueue(options: { concurrency: number; budget?: number; maxWaitMs: number; retryAfterSeconds: number; busyMessage: string }) {
  let running = 0;
  let held = 0;
  const waiting: Array<{ weight: number; grant: () => void }> = [];
  const fits = (weight: number) => running < options.concurrency && (running === 0 || options.budget === undefined || held + weight <= options.budget);

  function start(weight: number) {
    running++;
    held += weight;
  }

  function release(weight: number) {
    running--;
    held -= weight;
    while (waiting.length && fits(waiting[0]!.weight)) {
      const next = waiting.shift()!;
      start(next.weight);
      next.grant();
    }
  }

  async function acquire(weight: number): Promise<void> {
    if (!waiting.length && fits(weight)) return start(weight);
    await new Promise<void>((resolve, reject) => {
      const entry = {
        weight,
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(new RetryLaterError(options.busyMessage, options.retryAfterSeconds));
      }, options.maxWaitMs);
      waiting.push(entry);
    });
  }

  return {
    async run<T>(work: () => Promise<T>, weight = 0): Promise<T> {
      await acquire(weight);
      try {
        return await work();
      } finally {
        release(weight);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    /** The weights of the jobs running now. */
    get held() {
      return held;
    },
  };
}

export const IMAGE_WORK_CONCURRENCY = 2;
export const IMAGE_WORK_MAX_WAIT_MS = 15_000;

/** The one queue for decoding uploaded images in this process, weighted by each decode's memory estimate. */
export const imageWork = createWorkQueue({
  concurrency: IMAGE_WORK_CONCURRENCY,
  budget: IMAGE_MEMORY.budgetBytes,
  maxWaitMs: IMAGE_WORK_MAX_WAIT_MS,
  retryAfterSeconds: 5,
  busyMessage: IMAGE_LIMIT_MESSAGES.busy,
});
