import { fileTypeFromBuffer, type FileTypeResult } from "file-type";
import sharp from "sharp";
import { RetryLaterError } from "./errors.ts";

/**
 * Bounds on every uploaded image (staff uploads and support attachments), checked from the header
 * before a pixel is decoded (ADR 040). The pixel count alone misses extreme shapes: a 1 x 49,000,000
 * PNG is under 50 megapixels yet took 44 s of CPU, because libvips pays per row. So each side and the
 * aspect ratio are bounded too, sharp gets a time limit, and at most IMAGE_WORK_CONCURRENCY images are
 * decoded at once (the rest wait up to IMAGE_WORK_MAX_WAIT_MS, then get 503 with Retry-After).
 */
export const IMAGE_LIMITS = {
  maxPixels: 50_000_000,
  maxSide: 12_000,
  /** Long side over short side; only checked once the long side passes ratioFromSide (a thin divider line is cheap). */
  maxAspectRatio: 20,
  ratioFromSide: 2_000,
  timeoutSeconds: 10,
} as const;

export const IMAGE_LIMIT_MESSAGES = {
  tooManyPixels: `the image has too many pixels (more than ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels). Please resize it first.`,
  sideTooLong: `the image is too large: each side must be at most ${IMAGE_LIMITS.maxSide.toLocaleString("en-GB")} pixels. Please resize it first.`,
  tooThin: `the image is too long and thin (more than ${IMAGE_LIMITS.maxAspectRatio} times longer than wide). Please crop or resize it first.`,
  tooSlow: "the image took too long to process. Please resize it or save it again in a simpler format.",
  busy: "We are processing many images at the moment. Please try again in a few seconds.",
} as const;

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

/** A counting semaphore with a bounded wait: image decoding is CPU work, so only a few run at once. */
export function createWorkQueue(options: { concurrency: number; maxWaitMs: number; retryAfterSeconds: number; busyMessage: string }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  async function acquire(): Promise<void> {
    if (running < options.concurrency) {
      running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(grant);
        if (at >= 0) waiting.splice(at, 1);
        reject(new RetryLaterError(options.busyMessage, options.retryAfterSeconds));
      }, options.maxWaitMs);
      waiting.push(grant);
    });
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export const IMAGE_WORK_CONCURRENCY = 2;
export const IMAGE_WORK_MAX_WAIT_MS = 15_000;

/** The one queue for decoding uploaded images in this process. */
export const imageWork = createWorkQueue({
  concurrency: IMAGE_WORK_CONCURRENCY,
  maxWaitMs: IMAGE_WORK_MAX_WAIT_MS,
  retryAfterSeconds: 5,
  busyMessage: IMAGE_LIMIT_MESSAGES.busy,
});
