import multipart from "@fastify/multipart";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, SUPPORT_TEXTS } from "@matv/shared/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkAttachment } from "../../lib/attachments.ts";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../../lib/errors.ts";
import { cleanFileName } from "../../lib/fileNames.ts";
import type { CheckedAttachment } from "../../services/support.ts";
import { SUPPORT_FIELD_NAMES, SupportRequestFields } from "./schema.ts";

/** Multipart's own limit errors, turned into messages a reader understands. */
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new PayloadTooLargeError(`attachments: ${SUPPORT_TEXTS.tooLarge}`, "attachments");
  if (code === "FST_FILES_LIMIT") return new PayloadTooLargeError(`attachments: ${SUPPORT_TEXTS.tooMany}`, "attachments");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return new PayloadTooLargeError("The form has too many fields.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new UnsupportedMediaTypeError("Send the form as multipart/form-data.");
  return error;
}

/**
 * POST /api/diaspora-support (spec 001 §7 "Support submission"): every field checked again, each
 * attachment's real type sniffed from its bytes (images re-encoded, PDFs with scripts refused: see
 * lib/attachments.ts), at most 5 files of 10 MB each, stored whole or not at all, outside the public
 * folder. Answers {id, reference}.
 */
export const diasporaSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  app.post(
    "/diaspora-support",
    {
      schema: {
        tags: ["support"],
        summary: "Send a diaspora support request (multipart: email, phone, country, state, city, context, issueDescription, attachments[])",
        consumes: ["multipart/form-data"],
      },
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const fields: Record<string, string> = {};
      const files: Array<{ originalName: string; bytes: Buffer }> = [];
      try {
        const parts = request.parts({
          limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES, fields: 20, fieldSize: 64 * 1024, parts: 30 },
        });
        for await (const part of parts) {
          if (part.type === "file") {
            if (part.fieldname !== "attachments") {
              await part.toBuffer();
              throw new BadRequestError(`${part.fieldname}: files go in the attachments field`, part.fieldname);
            }
            const bytes = await part.toBuffer();
            if (!part.filename && bytes.byteLength === 0) continue; // an empty file input
            files.push({ originalName: cleanFileName(part.filename), bytes });
          } else if ((SUPPORT_FIELD_NAMES as readonly string[]).includes(part.fieldname) && typeof part.value === "string") {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw translateMultipartError(error);
      }

      const parsed = SupportRequestFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = String(issue.path[0] ?? "body");
        const missing = issue.code === "invalid_type" && fields[field] === undefined;
        throw new BadRequestError(`${field}: ${missing ? "is required" : issue.message}`, field);
      }
      const place = await app.services.locations.resolve(parsed.data.country, parsed.data.state, parsed.data.city);
      if (!place.ok) throw new BadRequestError(`${place.field}: is not a known ${place.field}`, place.field);

      const checked: CheckedAttachment[] = [];
      for (const file of files) {
        const { mimeType, bytes } = await checkAttachment(file.originalName, file.bytes);
        checked.push({ originalName: file.originalName, mimeType, bytes });
      }

      const created = await app.services.support.create(
        {
          email: parsed.data.email,
          phone: parsed.data.phone ?? null,
          country: place.country,
          state: place.state,
          city: place.city,
          context: parsed.data.context,
          issueDescription: parsed.data.issueDescription,
        },
        checked,
      );
      return reply.status(201).send({ success: true, id: created.id, reference: created.reference, data: created });
    },
  );
};
