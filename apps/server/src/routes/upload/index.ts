import multipart from "@fastify/multipart";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../../rules/errors.ts";
import { refuseEarly } from "../../http/multipartBody.ts";
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from "../../services/media.ts";

/** Room for the form's framing around the one file. */
const UPLOAD_FRAMING_BYTES = 64 * 1024;

const storedImage = z.object({ id: z.string(), imageUrl: z.string(), width: z.number(), height: z.number() });

/**
 * POST /api/upload (spec 001 §7): multipart field `file` → {imageUrl}. Staff only; multipart parsing
 * is registered in this plugin's scope only, with the 10 MB limit.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });

  app.post(
    "/upload",
    {
      // Writers upload their stories' images too.
      onRequest: requireStaff("writer"),
      schema: {
        tags: ["upload"],
        summary: "Upload an image (staff)",
        description:
          "multipart/form-data with field `file`: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB. Answers {imageUrl} (1200 px WebP; 480 and 800 px variants beside it).",
        consumes: ["multipart/form-data"],
        response: responses({ 200: okEnvelope(storedImage).extend({ imageUrl: z.string() }) }),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError("Send the image as multipart/form-data with the field file.", "file");
      // A body declared larger than one image can be is refused before a byte of it is read.
      if (Number(request.headers["content-length"]) > UPLOAD_MAX_BYTES + UPLOAD_FRAMING_BYTES) {
        refuseEarly(request, reply);
        throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, "file");
      }
      let bytes: Buffer;
      let filename: string | undefined;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== "file") throw new BadRequestError(UPLOAD_MESSAGES.missing, "file");
        filename = part.filename;
        bytes = await part.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, "file");
        if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw new BadRequestError("file: send one image at a time", "file");
        // The browser went away mid-upload (closed tab, navigation): not a server fault.
        if (/premature close|aborted|ECONNRESET/i.test(String((error as Error).message))) throw new BadRequestError("file: the upload was interrupted", "file");
        throw error;
      }
      const stored = await app.services.media.storeImage(bytes, { originalName: filename, uploadedBy: request.staff?.id });
      return { success: true, imageUrl: stored.imageUrl, data: stored };
    },
  );
};
