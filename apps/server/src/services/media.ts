import { IMAGE_WIDTHS } from "@matv/shared";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import type { AuditService } from "./audit.ts";
import { mediaAssets } from "../db/schema.ts";
import { BadRequestError, PayloadTooLargeError, RetryLaterError, UnsupportedMediaTypeError } from "../rules/errors.ts";
import { cleanFileName } from "../rules/fileNames.ts";
import {
  decodeMemory,
  IMAGE_LIMIT_MESSAGES,
  imageShapeProblem,
  imageWork,
  isSharpPixelLimit,
  isSharpTimeout,
  memoryProblem,
  sniffFileType,
  untrustedImage,
} from "../rules/imageLimits.ts";
import { newObjectId } from "../infra/ids.ts";
import { IMMUTABLE_CACHE_CONTROL, type ObjectStorage } from "../infra/storage/index.ts";

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

export const UPLOAD_MESSAGES = {
  missing: "file: choose an image to upload",
  tooLarge: "The image is larger than 10 MB. Please choose a smaller file.",
  tooManyPixels: "The image has too many pixels (more than 50 megapixels). Please resize it first.",
  wrongType: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.",
  unreadable: "The image could not be read. It may be damaged.",
} as const;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Object key of one width of an uploaded image; its public path is `/` + key. */
export function uploadKey(id: string, width: number): string {
  return `media/uploads/${id}-${width}.webp`;
}

export interface StoredImage {
  id: string;
  /** The 1200 px variant; responsiveImage() derives the 480 and 800 ones from it. */
  imageUrl: string;
  width: number;
  height: number;
}

/** A failure to read the uploaded bytes (sharp's, or the pixel check's), as the answer the editor sees. */
function refusal(error: unknown): PayloadTooLargeError | UnsupportedMediaTypeError {
  if (error instanceof PayloadTooLargeError) return error;
  if (isSharpPixelLimit(error)) return new PayloadTooLargeError(UPLOAD_MESSAGES.tooManyPixels, "file");
  if (isSharpTimeout(error)) return new PayloadTooLargeError(sentence(IMAGE_LIMIT_MESSAGES.tooSlow), "file");
  return new UnsupportedMediaTypeError(UPLOAD_MESSAGES.unreadable, "file");
}

/**
 * The upload pipeline: type sniffed from the bytes, decoded with a pixel limit, auto-rotated and
 * re-encoded to WebP in the responsive widths (which drops EXIF, GPS and every other metadata).
 */
export function createMediaService(db: Db, storage: ObjectStorage, audit: AuditService) {
  async function storeImage(bytes: Buffer, options: { originalName?: string; uploadedBy?: string }): Promise<StoredImage> {
    if (bytes.length === 0) throw new BadRequestError(UPLOAD_MESSAGES.missing, "file");
    if (bytes.length > UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, "file");
    const type = await sniffFileType(bytes);
    if (!type || !(UPLOAD_MIME_TYPES as readonly string[]).includes(type.mime)) throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.wrongType, "file");

    const input = () => untrustedImage(bytes, "error");
    let width: number;
    let height: number;
    let decodeBytes: number;
    try {
      const meta = await input().metadata();
      if (!meta.width || !meta.height) throw new Error("no size");
      // Read from the header: an extreme shape, or a file whose decode needs more memory than one image may
      // have (an AVIF, a progressive JPEG, a 16-bit PNG of many pixels: ADR 069), is refused before any pixel is decoded.
      const problem = imageShapeProblem(meta.width, meta.height);
      if (problem) throw new PayloadTooLargeError(sentence(IMAGE_LIMIT_MESSAGES[problem]), "file");
      const memory = memoryProblem(meta, "resize");
      if (memory) throw new PayloadTooLargeError(sentence(memory.message), "file");
      decodeBytes = decodeMemory(meta, "resize").bytes;
      // Orientation 5-8 swap the sides once rotated.
      const swap = (meta.orientation ?? 1) >= 5;
      width = swap ? meta.height : meta.width;
      height = swap ? meta.width : meta.height;
    } catch (error) {
      throw refusal(error);
    }

    // Every variant is rendered in memory first: any failure here is the image's (truncated, corrupt,
    // too many pixels), never the disk's, and nothing is written for a refused upload. The upload is
    // decoded once, to sRGB pixels at the largest width; the smaller widths are resized from those
    // (a 49-megapixel image took four times as long decoded once per width).
    const variants: Buffer[] = [];
    try {
      await imageWork.run(async () => {
        const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
        const { data, info } = await input()
          .rotate()
          .resize({ width: largest, withoutEnlargement: true })
          .toColourspace("srgb")
          .raw()
          .toBuffer({ resolveWithObject: true });
        const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        for (const w of IMAGE_WIDTHS) variants.push(await pixels().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
      }, decodeBytes);
    } catch (error) {
      if (error instanceof RetryLaterError) throw error;
      throw refusal(error);
    }

    // Objects first, then the row: a row never points at a missing object; a failed row removes the
    // objects (and a crash in between leaves objects the orphan sweep removes a day later).
    const id = newObjectId();
    const keys = IMAGE_WIDTHS.map((w) => uploadKey(id, w));
    try {
      await Promise.all(
        keys.map((key, i) =>
          storage.put(key, variants[i] as Buffer, { contentType: "image/webp", cacheControl: IMMUTABLE_CACHE_CONTROL, visibility: "public" }),
        ),
      );
      const imageUrl = `/${uploadKey(id, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)}`;
      const originalName = options.originalName === undefined ? null : cleanFileName(options.originalName);
      const summary = `upload ${originalName ?? "image"} as ${imageUrl} (${width}x${height})`;
      const entry = { staffId: options.uploadedBy ?? null, action: "media.upload", entityType: "media", entityId: id, summary };
      await audit.audited(
        () => entry,
        (tx) =>
          tx.insert(mediaAssets).values({
            id,
            url: imageUrl,
            originalName,
            mimeType: "image/webp",
            width,
            height,
            bytes: (variants[variants.length - 1] as Buffer).byteLength,
            uploadedBy: options.uploadedBy ?? null,
          }),
      );
      return { id, imageUrl, width, height };
    } catch (error) {
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
      throw error;
    }
  }

  return { storeImage };
}

export type MediaService = ReturnType<typeof createMediaService>;
